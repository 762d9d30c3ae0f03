import type { FilterGroup } from '../../../shared/channel-ext.ts';

/**
 * Filters as the publisher's HoYoWiki API speaks them. Its programs read a menu's filter values
 * by number (`"737"`: C#'s `int.Parse`, Go's `,string` ints) and send those numbers back in
 * get_entry_page_list's `filters`; they read an entry's `filter_values` by the publisher's group
 * keys (`character_vision`, `weapon_type`: genshin.py takes the part after the first `_` as the
 * field's name). Our own mount speaks the labels ('元素/火').
 */

/** A publisher filter group: `{key, text, values: [{id, value}]}`, ids digits as text. */
export interface PublisherFilterGroup {
  key: string;
  text: string;
  values: Array<{ id: string; value: string }>;
}

/**
 * The group's key: the one its definition declares (`key`), else `filter_{label}` (a key with an
 * underscore, as every publisher key has one).
 */
export const groupKey = (group: FilterGroup): string => group.key ?? `filter_${group.label}`;

const utf8 = new TextEncoder();

/**
 * A filter value's number: FNV-1a of 'group/option', between 1 and 2³¹ − 1 (an int in every
 * client's language). It depends on the labels alone, so reordering or adding options never
 * changes another option's number, and a program's saved numbers stay right.
 */
export function filterValueId(group: string, option: string): string {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(`${group}/${option}`)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return String(hash >>> 1 || 1);
}

export function publisherFilterGroups(groups: FilterGroup[]): PublisherFilterGroup[] {
  return groups.map((group) => ({
    key: groupKey(group),
    text: group.label,
    values: group.options.map((option) => ({ id: filterValueId(group.label, option), value: option })),
  }));
}

/**
 * The chosen filters as our 'group/option' texts: a publisher number (or digits as text) names the
 * menu's value with that number; a 'group/option' text is taken as it is. Gives the first number
 * that names no value of the menu, to refuse.
 */
export function chosenFilters(groups: FilterGroup[], chosen: Array<string | number>): { values: string[] } | { unknown: string } {
  const byId = new Map<string, string>();
  for (const group of groups) for (const option of group.options) byId.set(filterValueId(group.label, option), `${group.label}/${option}`);
  const values: string[] = [];
  for (const item of chosen) {
    const text = String(item).trim();
    if (!/^\d+$/.test(text)) {
      values.push(text);
      continue;
    }
    const value = byId.get(text);
    if (value === undefined) return { unknown: text };
    values.push(value);
  }
  return { values };
}

/** An entry's filter_values keyed by the publisher's group keys (a group not in the definition keeps `filter_{label}`). */
export function publisherFilterValues(groups: FilterGroup[], byLabel: Record<string, { values: string[] }>): Record<string, { values: string[] }> {
  const keyOf = new Map(groups.map((group) => [group.label, groupKey(group)]));
  return Object.fromEntries(Object.entries(byLabel).map(([label, value]) => [keyOf.get(label) ?? `filter_${label}`, { values: [...value.values] }]));
}
