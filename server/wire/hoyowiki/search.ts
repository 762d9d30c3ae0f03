import * as searchCalls from '../../../shared/contract/calls/search.ts';
import { searchQuerySchema } from '../../../shared/contract/search.ts';
import { absoluteUrls } from '../absolute-url.ts';
import { onPublisherMount } from '../variant.ts';
import { spokenMenus } from './menu-ids.ts';
import { searchLanguage } from '../../domains/search/reader-language.ts';

/** Our hits mark matched words with <em> in escaped HTML; the publisher's `name` is the name itself. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
export const plainHitText = (html: string): string => html.replace(/<\/?em>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

interface PublisherHitMenu {
  id: string;
  name: string;
  sub_menus: Array<{ id: string; name: string }>;
}

/**
 * search as the publisher's programs read it: `name` the entry's name as it is (the wish analyzer
 * compares it with the name it searched), `menu` the top-level menu holding the entry's menu in
 * `sub_menus[0]` (by the publisher's id where the edition declares them: 2 characters, 4 weapons),
 * the icon's address absolute.
 */
export const searchOnHoYoWiki = onPublisherMount('hoyowiki', searchCalls.search, {
  query: searchQuerySchema,
  async handler(context) {
    const { query, services, edition, perRequest, content } = context;
    const spoken = await spokenMenus(context);
    const menuId = query.menu_id === undefined ? undefined : spoken.channelOf(query.menu_id);
    // A menu id that names no menu finds nothing, as an unknown channel does.
    if (query.menu_id !== undefined && menuId === undefined) return { list: [] };
    // In the language asked (x-rpc-language or lang): its matches first, names in it where translated.
    const language = searchLanguage(services.translations, edition, content);
    const hits = await services.search.search({
      editionId: edition.id,
      keyword: query.keyword,
      menuId,
      pageNum: query.page_num,
      pageSize: query.page_size,
      language,
    });
    const forest = await perRequest.channelForest(edition.id);
    const parentOf = new Map<number, { id: number; name: string; parent: number }>();
    const walk = (nodes: typeof forest, parent: number) => {
      for (const node of nodes) {
        parentOf.set(node.row.id, { id: node.row.id, name: node.row.name, parent });
        walk(node.children, node.row.id);
      }
    };
    walk(forest, 0);
    const menuOfHit = (channels: Array<{ id: number; name: string }>): PublisherHitMenu => {
      for (const channel of channels) {
        // The nearest channel up the tree that is a menu here, and the top of that tree.
        let node = parentOf.get(channel.id);
        let leaf: { id: number; name: string } | undefined;
        let root = node;
        while (node) {
          const id = spoken.menuOf(node.id);
          if (!leaf && id !== undefined) leaf = { id, name: node.name };
          root = node;
          node = parentOf.get(node.parent);
        }
        if (leaf && root) return { id: String(root.id), name: root.name, sub_menus: [{ id: String(leaf.id), name: leaf.name }] };
      }
      return { id: '0', name: '', sub_menus: [] };
    };
    const absolute = absoluteUrls(context);
    return {
      list: hits.map((hit) => ({
        entry_page_id: hit.entry_page_id,
        name: plainHitText(hit.name),
        icon_url: absolute(hit.icon_url),
        desc: plainHitText(hit.body),
        menu: menuOfHit(hit.menus),
      })),
    };
  },
});
