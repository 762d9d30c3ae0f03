import type { AppLoadContext } from 'react-router';
import { chExtValue, parseChExt } from '../../../shared/channel-ext.ts';
import type { ChannelTree } from '../../../server/domains/channels/channels-service.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { readerChannelForest } from '../channels/channel-forest.server.ts';
import type { CatalogueData, CatalogueNode } from './catalogue-types.ts';

const attribute = (node: ChannelTree, key: string) => chExtValue(parseChExt(node.row.ch_ext), key);
const inCatalogue = (node: ChannelTree) => attribute(node, 'show_in_catalog') === '1';

function toCatalogueNode(node: ChannelTree): CatalogueNode {
  return {
    id: node.row.id,
    name: node.row.name,
    parent_id: node.row.parent_id ?? 0,
    jump_url: attribute(node, 'jump_url'),
    children: node.children.filter(inCatalogue).map(toCatalogueNode),
  };
}

/** The contribution channel (贡献榜): its ch_ext value is 'contribute'. */
const isContribute = (node: ChannelTree) => attribute(node, 'value') === 'contribute';

/**
 * The catalogue (目录) in the spec's order after latest: the contribution channel, the position
 * list without is_recent_update channels, then the rest of the map list; only channels whose
 * show_in_catalog is "1"; named in `wanted`, the reader's content language (readerContent).
 */
export async function loadCatalogue(context: AppLoadContext, edition: Edition, wanted: string): Promise<CatalogueData> {
  const forest = await readerChannelForest(context, edition, wanted);
  const maps = forest.filter((node) => node.row.slot === 'map' && inCatalogue(node));
  return {
    contribute: maps.filter(isContribute).map(toCatalogueNode),
    positions: forest.filter((node) => node.row.slot === 'position' && node.row.is_recent_update === 0 && inCatalogue(node)).map(toCatalogueNode),
    maps: maps.filter((node) => !isContribute(node)).map(toCatalogueNode),
  };
}
