/**
 * Reading the JSON text the API sends in ch_ext (channel attributes) and ext (per-channel data
 * of an entry). Plain code, no schema library: pages use it in the browser.
 */

import { memoByText } from './text-memo.ts';

export interface ChExtAttribute {
  type: string;
  attribute_name: string;
  attribute_key: string;
  value: string;
}

/** Display types of the spec, then the further block types a channel can choose. */
export const DISPLAY_TYPES = [
  'default',
  'avatar',
  'card',
  'recommended',
  'kingkongTag',
  'group',
  'filter',
  'cardFilter',
  'strategyCard',
  'collectionBg',
  'calendar',
  'kingkong',
  'kingkong16',
  'summary',
  'verticalSummary',
  'video',
  'pictureTitle',
  'hitCard',
  'hitAvatar',
  'subject',
  'collectionAvatar',
  'relic',
  'monster',
  'taskFilter',
  'largeModelCard',
  'relicWeapon',
] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** ch_ext and ext texts parsed once per process (or page): every render reads the same ones. Read-only. */
const parseStoredJson = memoByText(parseJson);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** Reads ch_ext JSON text into attributes; bad JSON or a wrong shape gives none. The same text gives the same (shared, read-only) list. */
export const parseChExt: (text: string) => readonly ChExtAttribute[] = memoByText((text) => {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  const valid = value.every(
    (entry) => isRecord(entry) && isString(entry.type) && isString(entry.attribute_name) && isString(entry.attribute_key) && isString(entry.value),
  );
  return valid ? (value as ChExtAttribute[]) : [];
});

/** The value of one ch_ext key, or '' when absent. */
export function chExtValue(attributes: readonly ChExtAttribute[], key: string): string {
  return attributes.find((attribute) => attribute.attribute_key === key)?.value ?? '';
}

export function displayTypeOf(attributes: readonly ChExtAttribute[]): DisplayType {
  const value = chExtValue(attributes, 'display_type');
  return (DISPLAY_TYPES as readonly string[]).includes(value) ? (value as DisplayType) : 'default';
}

/**
 * A filter definition: groups, each with a label and its options' labels, and optionally the key
 * the publisher's API names the group by (`character_vision`): what its programs read in an
 * entry's filter_values on /hoyowiki/ (server/wire/hoyowiki/filters.ts).
 */
export interface FilterGroup {
  label: string;
  options: string[];
  key?: string;
}

/** Parses a filter definition; invalid JSON or shape gives no filters. */
export function parseFilterDefinition(text: string): FilterGroup[] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  const groups: FilterGroup[] = [];
  for (const group of value) {
    if (!isRecord(group) || !isString(group.label) || !Array.isArray(group.children)) return [];
    const options = group.children.map((child) => (isRecord(child) && isString(child.label) ? child.label : undefined));
    if (options.some((option) => option === undefined)) return [];
    const key = isString(group.key) && /^[a-z][a-z0-9]*_[a-z0-9_]+$/.test(group.key) ? group.key : undefined;
    groups.push({ label: group.label, options: options as string[], ...(key ? { key } : {}) });
  }
  return groups;
}

/** An entry's data for one channel: ext.c_{channelId}. */
export interface ItemExt {
  filterValues: string[];
  table: Array<{ key: string; value: string }>;
  pictures: string[];
  placeholder: string;
  icons: Record<string, string>;
}

const ICON_KEYS = ['taskIcon', 'regionIcon', 'costNumIcon', 'costBgIcon', 'energyNumIcon', 'energyBgIcon', 'roleIcon1', 'roleIcon2', 'roleIcon3'];

export function parseItemExt(ext: string, channelId: number): ItemExt {
  const root = parseStoredJson(ext);
  const data = isRecord(root) && isRecord(root[`c_${channelId}`]) ? (root[`c_${channelId}`] as Record<string, unknown>) : {};
  const list = (key: string): unknown[] => {
    const holder = data[key];
    return isRecord(holder) && Array.isArray(holder.list) ? holder.list : isRecord(holder) && Array.isArray(holder.value) ? holder.value : [];
  };
  // The publisher sends filter values as JSON text (filter.text); a filter text is parsed into
  // a filter value, none when it is not a JSON list. value, when sent, is the same list.
  const filter = isRecord(data.filter) && !Array.isArray(data.filter.value) && isString(data.filter.text) ? parseStoredJson(data.filter.text) : undefined;
  const filterValues = Array.isArray(filter) ? filter : list('filter');
  const placeholder = isRecord(data.placeholder) && isString(data.placeholder.text) ? data.placeholder.text : '';
  const icons: Record<string, string> = {};
  for (const key of ICON_KEYS) if (isString(data[key]) && data[key]) icons[key] = data[key];
  return {
    filterValues: filterValues.filter(isString),
    // Copied: the parsed text is shared with every other reader of it.
    table: list('table').flatMap((row) => (isRecord(row) && isString(row.key) && isString(row.value) ? [{ key: row.key, value: row.value }] : [])),
    pictures: list('picture').filter(isString),
    placeholder,
    icons,
  };
}
