import type { PageChannelNode, PageContentItem } from '../../../shared/contract/channel.ts';
import { displayTypeOf, parseChExt } from '../../../shared/channel-ext.ts';
import type { ChannelTree, PlacedContentRow } from '../channels/channels-service.ts';
import { memoByText } from '../../../shared/text-memo.ts';
import { compactExtOf, presentNodeWith } from '../channels/channel-presenter.ts';

/**
 * The ch_ext attributes home's blocks read: display_type and value pick the block, col_per_row
 * its columns, icon/icon_url a collection card's icon. Filters, catalogue flags and the rest
 * are for channel pages and the catalogue, which load their own data.
 */
const HOME_CH_EXT_KEYS = new Set(['display_type', 'value', 'col_per_row', 'icon', 'icon_url']);

/** Only the task grid shows an item's filter values (its region labels); other blocks never read them. */
const SHOWS_FILTER_VALUES = new Set(['taskFilter']);

/**
 * A home section for the page loader: the API's channel node with only what home's components
 * read (ch_ext without the attributes they never read, items without fields no page shows and,
 * but in the task grid, without their filter values). The API's shape is presentChannelNode's, unchanged.
 */
export function presentHomeSection(node: ChannelTree): PageChannelNode {
  return presentNodeWith(node, {
    chExt: homeChExt,
    itemsOf: (section) => {
      const compactExt = SHOWS_FILTER_VALUES.has(displayTypeOf(parseChExt(section.row.ch_ext))) ? compactWholeExt : compactExtWithoutFilter;
      return (row) => presentHomeItem(row, compactExt(`${row.channel_id}:${row.placement_ext}`));
    },
  });
}

/**
 * An item's ext as home sends it, from `{channel id}:{stored placement ext}`: remembered per
 * text (memoByText), since home presents the same items on every render and parsing, dropping
 * keys and writing them again was ~3% of its render CPU.
 */
const compactWholeExt = memoByText((key) => compactKeyed(key, []));
const compactExtWithoutFilter = memoByText((key) => compactKeyed(key, ['filter']));

function compactKeyed(key: string, droppedKeys: string[]): string {
  const colon = key.indexOf(':');
  return compactExtOf(Number(key.slice(0, colon)), withoutKeys(key.slice(colon + 1), droppedKeys));
}

/** ch_ext text with only the attributes home reads, each with a value; '[]' for none. */
export function homeChExt(text: string): string {
  const kept = parseChExt(text).filter((attribute) => HOME_CH_EXT_KEYS.has(attribute.attribute_key) && attribute.value !== '');
  return JSON.stringify(kept);
}

function presentHomeItem(row: PlacedContentRow, ext: string): PageContentItem {
  return {
    content_id: row.id,
    recommend_id: row.recommend_id,
    title: row.title,
    ext,
    icon: row.icon,
    bbs_url: row.bbs_url,
    article_user_name: row.author_name,
    article_time: String(row.article_time),
    summary: row.summary,
    corner_mark: row.corner_mark,
    end_time: row.end_time_ms,
  };
}

/** The placement's ext, parsed, without the given top-level keys; bad JSON reads as none. */
function withoutKeys(text: string, keys: string[]): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (keys.length === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}
