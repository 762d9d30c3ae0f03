import type { DisplayType } from './channel-ext.ts';
import type { Layout } from './layout.ts';

/** Entries a block shows when limited, [mobile, pc]. */
export const BLOCK_LIMITS: Partial<Record<DisplayType, readonly [number, number]>> = {
  group: [4, 4],
  summary: [4, 4],
  verticalSummary: [4, 8],
  video: [4, 8],
  hitCard: [3, 3],
  hitAvatar: [4, 4],
  subject: [6, 6],
  collectionAvatar: [8, 12],
  monster: [4, 8],
  relic: [2, 4],
  cardFilter: [8, 12],
  strategyCard: [4, 8],
  largeModelCard: [8, 10],
  relicWeapon: [2, 6],
  kingkongTag: [6, 6],
};

/** Children previewed by a collection block. */
export const COLLECTION_PREVIEWS = 3;
/** Icon grid (kingkong): per page, and at most this many icons. */
export const KINGKONG_PER_PAGE = 4;
export const KINGKONG_MAX = 8;
export const KINGKONG16_PER_PAGE = 16;
/** The '全部图鉴分类' drawer appears from this many child tabs (mobile). */
export const MORE_DRAWER_THRESHOLD = 7;

/** Icons per row of an icon grid on the mobile layout (the 375 px design). */
const MOBILE_GRID_COLUMNS = 4;
const GRID_TYPES = new Set<DisplayType>(['default', 'recommended', 'avatar', 'card', 'filter', 'calendar']);

/**
 * Columns per row. PC: col_per_row (default 3), doubled for default and recommended, 6 for
 * avatar, 4 for card. Mobile: one column of list blocks; icon grids fill the row with 4.
 */
export function columnsPerRow(type: DisplayType, layout: Layout, colPerRow?: number): number {
  if (layout === 'mobile') return GRID_TYPES.has(type) ? MOBILE_GRID_COLUMNS : 1;
  const base = colPerRow && colPerRow > 0 ? colPerRow : 3;
  if (type === 'default' || type === 'recommended') return base * 2;
  if (type === 'avatar') return 6;
  if (type === 'card') return 4;
  return base;
}

/** Rows a grid shows when limited: mobile 3; PC 3, or 2 for avatar and card. */
export function limitedRows(type: DisplayType, layout: Layout): number {
  if (layout === 'mobile') return 3;
  return type === 'avatar' || type === 'card' ? 2 : 3;
}

/** How many entries a limited block shows. */
export function blockLimit(type: DisplayType, layout: Layout, colPerRow?: number): number {
  const pair = BLOCK_LIMITS[type];
  if (pair) return layout === 'mobile' ? pair[0] : pair[1];
  return limitedRows(type, layout) * columnsPerRow(type, layout, colPerRow);
}

export function truncateFor<T>(items: T[], type: DisplayType, layout: Layout, limited: boolean, colPerRow?: number): T[] {
  return limited ? items.slice(0, blockLimit(type, layout, colPerRow)) : items;
}

/** Icon grid: at most 8; on mobile when more exist, a 'more' icon takes the 8th place. */
export function kingkongIcons<T>(items: T[], layout: Layout): { icons: T[]; more: boolean } {
  if (layout === 'mobile' && items.length > KINGKONG_MAX) return { icons: items.slice(0, KINGKONG_MAX - 1), more: true };
  return { icons: items.slice(0, KINGKONG_MAX), more: false };
}

/** Paging arrows show unless there are exactly as many icons as fit one page. */
export function kingkongHasArrows(count: number): boolean {
  return count !== KINGKONG_PER_PAGE && count > KINGKONG_PER_PAGE;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** An entry matches when every chosen option ('group/option') is among its filter values. */
export function matchesFilters(values: string[], chosen: string[]): boolean {
  return chosen.filter((option) => option !== '').every((option) => values.includes(option));
}

/** Channel search: entries whose title contains the term (case-insensitive); '' matches none. */
export function searchByTitle<T extends { title: string }>(items: T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [];
  return items.filter((item) => item.title.toLowerCase().includes(needle));
}

/** Dates before this moment show in grayscale. */
export const GRAYSCALE_BEFORE_MS = Date.UTC(2020, 0, 1) - 8 * 3_600_000;

export function isGrayscaleDate(ms: number): boolean {
  return ms > 0 && ms < GRAYSCALE_BEFORE_MS;
}
