import { z } from 'zod';
import { idParam, pageNumParam } from './queries.ts';

/** The encyclopedia's list calls (wapi/get_menus, get_menu_filters, get_entry_page_list). */
export const ENCYC_LIMITS = {
  defaultPageSize: 30,
  maxPageSize: 100,
  /** Chosen filter values in one call. */
  maxFilters: 20,
  maxFilterLength: 100,
} as const;

/** A chosen filter value, spelt 'groupLabel/optionLabel'. */
export const filterValueParam = z
  .string({ error: 'must be texts like "group/option"' })
  .min(3, 'must be texts like "group/option"')
  .max(ENCYC_LIMITS.maxFilterLength, `must be at most ${ENCYC_LIMITS.maxFilterLength} characters each`)
  .refine((value) => /^[^/]+\/.+$/.test(value), 'must be texts like "group/option"');

/**
 * POST wapi/get_entry_page_list; menu_id may come as text, as the publisher's clients send it.
 * page_size 0 answers only the total (the publisher's clients count entries so).
 */
export const entryPageListBody = z.object({
  menu_id: idParam,
  filters: z
    .array(filterValueParam, { error: 'must be a list of "group/option" texts' })
    .max(ENCYC_LIMITS.maxFilters, `at most ${ENCYC_LIMITS.maxFilters} values`)
    .default([]),
  page_num: pageNumParam,
  page_size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(ENCYC_LIMITS.maxPageSize, `must be at most ${ENCYC_LIMITS.maxPageSize}`)
    .default(ENCYC_LIMITS.defaultPageSize),
});
export type EntryPageListBody = z.infer<typeof entryPageListBody>;

export const menuFiltersQuery = z.object({ menu_id: idParam });

export interface EncycMenu {
  /** The channel id (both names, as clients of the publisher's API read either). */
  menu_id: number;
  id: number;
  name: string;
  icon_url: string;
  sub_menus: EncycMenu[];
}

export interface EncycFilterGroup {
  key: string;
  text: string;
  /** id is the value a list call sends ('group/option'). */
  values: Array<{ id: string; value: string }>;
}

export interface EncycEntry {
  /** Text, as the publisher's API sends it. */
  entry_page_id: string;
  name: string;
  icon_url: string;
  desc: string;
  filter_values: Record<string, { values: string[] }>;
}

export interface EncycEntryPage {
  list: EncycEntry[];
  /** Text, as the publisher's API sends it. */
  total: string;
}

/** GET wapi/get_menus */
export interface EncycMenus {
  menus: EncycMenu[];
}

/** GET wapi/get_menu_filters */
export interface EncycMenuFilters {
  filters: EncycFilterGroup[];
}
