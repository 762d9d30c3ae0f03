import { chExtValue, parseChExt } from '../../../shared/channel-ext.ts';
import * as encycCalls from '../../../shared/contract/calls/encyc.ts';
import { flatten, type ChannelTree } from '../../domains/channels/channels-service.ts';
import { onPublisherMount } from '../variant.ts';
import { spokenMenus } from './menu-ids.ts';

/**
 * A menu as the publisher's get_menus answers it, with exactly these keys: HoYoWiki.py builds
 * `Menu(**menu)` from them (an extra or a missing key is a TypeError), giwh reads `id` as digits
 * in a string and walks `sub_menus` for the menus with `has_page`.
 */
export interface PublisherMenu {
  id: string;
  name: string;
  style: string;
  has_page: boolean;
  sub_menus: PublisherMenu[];
}

const styleOf = (node: ChannelTree) => chExtValue(parseChExt(node.row.ch_ext), 'display_type');
const menu = (id: number, node: ChannelTree, hasPage: boolean, subMenus: PublisherMenu[] = []): PublisherMenu => ({
  id: String(id),
  name: node.row.name,
  style: styleOf(node),
  has_page: hasPage,
  sub_menus: subMenus,
});

/**
 * GET get_menus: the catalogue's top-level channels as menus without a page (`has_page: false`,
 * by channel id), each holding the menus a program lists (`has_page: true`): with declared
 * publisher ids, the declared channels below it (itself included) by their declared ids; without,
 * its sub-channels holding entries, by channel id.
 */
export const menusOnHoYoWiki = onPublisherMount('hoyowiki', encycCalls.menus, {
  async handler(context) {
    const { services, edition, perRequest, content } = context;
    const [catalogue, spoken, sourceForest] = await Promise.all([services.encyc.menus(edition.id), spokenMenus(context), perRequest.channelForest(edition.id)]);
    // Names in the language asked (the catalogue's are only read for its ids).
    const forest = await services.contentTexts.channelTrees(edition, content.wanted, sourceForest);
    const nodeOf = new Map(flatten(forest).map((node) => [node.row.id, node]));
    const menus = catalogue.flatMap((root) => {
      const rootNode = nodeOf.get(root.id);
      if (!rootNode) return [];
      const leaves = spoken.declared
        ? flatten([rootNode]).flatMap((node) => {
            const id = spoken.menuOf(node.row.id);
            return id === undefined ? [] : [menu(id, node, true)];
          })
        : root.sub_menus.flatMap((sub) => {
            const node = nodeOf.get(sub.id);
            return node ? [menu(sub.id, node, true)] : [];
          });
      return leaves.length === 0 ? [] : [menu(root.id, rootNode, false, leaves)];
    });
    return { menus };
  },
});
