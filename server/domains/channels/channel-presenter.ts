import type { ChannelNode, ContentItem } from '../../../shared/contract/channel.ts';
import type { ChannelTree, PlacedContentRow } from './channels-service.ts';
import { parsePlacementExt, wireExt } from '../content/item-ext.ts';

/**
 * A placed content row as the real API's list item; ext is keyed c_{channelId}, one key per
 * placement the row carries (its own, or every one a merged list found), filter.text included.
 */
export function presentContentItem(row: PlacedContentRow): ContentItem {
  return {
    content_id: row.id,
    recommend_id: row.recommend_id,
    title: row.title,
    ext: wireExt(row.placements ?? [row]),
    icon: row.icon,
    bbs_url: row.bbs_url,
    type: row.type,
    article_user_name: row.author_name,
    article_time: String(row.article_time),
    avatar_url: '',
    summary: row.summary,
    alias_name: row.alias_name,
    corner_mark: row.corner_mark,
    end_time: row.end_time_ms,
  };
}

export function presentChannelNode(node: ChannelTree): ChannelNode {
  return presentNodeWith(node, { itemsOf: () => presentContentItem });
}

type PresentedNode<Item> = Omit<ChannelNode, 'children' | 'list'> & { children: Array<PresentedNode<Item>>; list: Item[] };

/**
 * A channel node of the API's shape, each node's items (and, when given, its ch_ext text)
 * presented by the caller: the API's, a page's (below) and home's (home-page.ts) differ only there.
 */
export function presentNodeWith<Item>(
  node: ChannelTree,
  present: { itemsOf: (node: ChannelTree) => (row: PlacedContentRow) => Item; chExt?: (text: string) => string },
): PresentedNode<Item> {
  return {
    id: node.row.id,
    channel_id: node.row.id,
    name: node.row.name,
    parent_id: node.row.parent_id ?? 0,
    depth: node.row.depth,
    ch_ext: present.chExt ? present.chExt(node.row.ch_ext) : node.row.ch_ext,
    is_recent_update: node.row.is_recent_update === 1,
    children: node.children.map((child) => presentNodeWith(child, present)),
    list: node.contents.map(present.itemsOf(node)),
  };
}

/**
 * A channel node for a page's loader data: the API's shape, but each item's ext only with what
 * it holds (its empty filter, table, picture and placeholder dropped; '' when nothing is left),
 * read alike by parseItemExt. The API keeps presentChannelNode: this is only the page payload,
 * which travels twice per page (as HTML and as hydration data).
 */
export function presentPageChannelNode(node: ChannelTree): ChannelNode {
  return presentNodeWith(node, { itemsOf: () => (row) => ({ ...presentContentItem(row), ext: compactExt(row.channel_id, row.placement_ext) }) });
}

/** ext.c_{channelId} without its empty values; '' for none. */
export function compactExt(channelId: number, placementExt: string): string {
  return compactExtOf(channelId, parsePlacementExt(placementExt));
}

/** compactExt of an ext already parsed (a page presenter that drops keys parses once). */
export function compactExtOf(channelId: number, placement: unknown): string {
  const data = withoutEmpty(placement);
  return data === undefined ? '' : JSON.stringify({ [`c_${channelId}`]: data });
}

/**
 * The value without its objects' empty members ('', [], {}, null), objects read recursively;
 * undefined when nothing is left. A list that holds anything is kept as it is.
 */
function withoutEmpty(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.length > 0 ? value : undefined;
  if (typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const kept = withoutEmpty(item);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}
