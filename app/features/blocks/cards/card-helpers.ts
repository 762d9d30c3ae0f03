import type { PageChannelNode, PageContentItem } from '../../../../shared/contract/channel.ts';
import { chExtValue, parseChExt, parseItemExt, type ItemExt } from '../../../../shared/channel-ext.ts';
import { chunk, COLLECTION_PREVIEWS, kingkongIcons, KINGKONG_PER_PAGE } from '../../../../shared/blocks.ts';
import type { Layout } from '../../../../shared/layout.ts';

/** One cell of an icon grid page: an entry, or the 'more' icon that leads to the channel page. */
export type KingkongSlot = { kind: 'item'; item: PageContentItem } | { kind: 'more' };

/**
 * Pages of the icon grid (kingkong): at most 8 icons, 4 per page; on mobile with more than 8
 * entries the 8th cell is the 'more' icon.
 */
export function kingkongPages(items: PageContentItem[], layout: Layout): KingkongSlot[][] {
  const { icons, more } = kingkongIcons(items, layout);
  const slots: KingkongSlot[] = icons.map((item) => ({ kind: 'item', item }));
  if (more) slots.push({ kind: 'more' });
  return chunk(slots, KINGKONG_PER_PAGE);
}

/** What a relic, monster or weapon card shows in its body. */
export type InfoBody = { kind: 'table'; rows: ItemExt['table']; pictures: string[] } | { kind: 'empty'; placeholder: string };

/**
 * A card with table rows shows them (and its picture strip); without rows it shows the empty
 * text: the placeholder when set, else the generic filling text ('' here: the caller's text).
 */
export function infoBody(ext: ItemExt): InfoBody {
  if (ext.table.length > 0) return { kind: 'table', rows: ext.table, pictures: ext.pictures };
  return { kind: 'empty', placeholder: ext.placeholder.trim() };
}

/** A table cell's text, or the 'none' text when the cell is blank. */
export function cellText(value: string, none: string): string {
  return value.trim() === '' ? none : value;
}

/** Story boxes show only when the story is at least 22 design px tall. */
export const STORY_MIN_HEIGHT = 22;

/**
 * Whether a measured story height (CSS px) reaches the threshold. The threshold is in design
 * px: 1rem is 100 design px, so it scales with the root font size (100 px on desktop).
 */
export function storyTallEnough(heightPx: number, rootFontPx = 100): boolean {
  return heightPx > 0 && heightPx + 0.5 >= (STORY_MIN_HEIGHT * rootFontPx) / 100;
}

/** A collection card: the child channel, its entry count and its first entries. */
export interface CollectionCard {
  channel: PageChannelNode;
  count: number;
  previews: PageContentItem[];
  /** Background: the first entry's first picture, else its icon, else the channel icon. */
  cover: Cover;
}

/** A card background: a picture fills it; an icon only tints it (and shows at its side). */
export interface Cover {
  url: string;
  kind: 'picture' | 'icon';
}

export function collectionCard(child: PageChannelNode): CollectionCard {
  const first = child.list[0];
  const attributes = parseChExt(child.ch_ext);
  const channelIcon = chExtValue(attributes, 'icon') || chExtValue(attributes, 'icon_url');
  const entry = first ? entryCover(first, child.id) : { url: '', kind: 'icon' as const };
  return {
    channel: child,
    count: child.list.length,
    previews: child.list.slice(0, COLLECTION_PREVIEWS),
    cover: entry.url ? entry : { url: channelIcon, kind: 'icon' },
  };
}

/** An entry's background: its first picture for this channel, else its icon. */
export function entryCover(item: PageContentItem, channelId: number): Cover {
  const picture = parseItemExt(item.ext, channelId).pictures[0];
  return picture ? { url: picture, kind: 'picture' } : { url: item.icon, kind: 'icon' };
}

/** The filter values of an entry as display text: 'group/option' shows as 'option'. */
export function filterLabels(values: string[]): string[] {
  return values.map((value) => value.slice(value.indexOf('/') + 1)).filter((label) => label !== '');
}
