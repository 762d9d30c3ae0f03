import { FILTER_ALL_ID } from '../../../shared/search-limits.ts';
import type { FilterNode } from '../../../shared/contract/search.ts';

/** A chosen channel filter: ids [first-level, second-level] and the two nodes. */
export interface FilterValue {
  ids: [number, number];
  data: [FilterNode, FilterNode];
}

/** Characters of a filter label shown before an ellipsis. */
export const FILTER_LABEL_LENGTH = 10;

/**
 * The search call's menu_id: empty without a filter; else the second-level id,
 * or the first-level id when the second is 'unlimited'.
 */
export function menuIdOf(value: FilterValue | null): number | undefined {
  if (!value) return undefined;
  const [first, second] = value.ids;
  if (second !== FILTER_ALL_ID) return second;
  return first === FILTER_ALL_ID ? undefined : first;
}

/** The label of a chosen filter: the deepest real channel's name, or undefined for none. */
export function filterName(value: FilterValue | null): string | undefined {
  if (!value) return undefined;
  const [first, second] = value.data;
  if (second.id !== FILTER_ALL_ID) return second.name;
  return first.id === FILTER_ALL_ID ? undefined : first.name;
}

/** A label cut to 10 characters plus an ellipsis. */
export function truncateLabel(label: string, length = FILTER_LABEL_LENGTH): string {
  const chars = [...label];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : label;
}
