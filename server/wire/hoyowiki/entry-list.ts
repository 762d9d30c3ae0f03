import { z } from 'zod';
import * as encycCalls from '../../../shared/contract/calls/encyc.ts';
import { ENCYC_LIMITS, menuFiltersQuery } from '../../../shared/contract/encyc.ts';
import { idParam } from '../../../shared/contract/queries.ts';
import { PAGING } from '../../../shared/limits.ts';
import { invalidParams, notFound } from '../../api/errors.ts';
import { absoluteUrls } from '../absolute-url.ts';
import { onPublisherMount } from '../variant.ts';
import { localizeNames } from '../../domains/translations/localize.ts';
import { chosenFilters, publisherFilterGroups, publisherFilterValues } from './filters.ts';
import { displayFields } from './display-field.ts';
import { channelOfMenu, spokenMenus } from './menu-ids.ts';

/** The most entries one get_entry_page_list page answers here: genshin.py asks 1,000 once and never pages. */
export const PUBLISHER_MAX_PAGE_SIZE = 1_000;

/**
 * get_entry_page_list as the publisher's programs send it: `menu_id` a number or digits,
 * `filters` the publisher's numbers (or digits as text, or our 'group/option'), often absent;
 * `page_num: 0` with `page_size: 0` to count (read as page 1); `use_es` and other keys ignored.
 * A page larger than 1,000 is answered 1,000 entries, as `total` tells.
 */
const publisherEntryListBody = z.object({
  menu_id: idParam,
  filters: z
    .array(z.union([z.number().int().nonnegative(), z.string().max(ENCYC_LIMITS.maxFilterLength)]), {
      error: 'must be a list of filter value ids',
    })
    .max(ENCYC_LIMITS.maxFilters, `at most ${ENCYC_LIMITS.maxFilters} values`)
    .default([]),
  page_num: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(PAGING.maxPageNum, `must be at most ${PAGING.maxPageNum}`)
    .default(1)
    .transform((value) => Math.max(value, 1)),
  page_size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .default(ENCYC_LIMITS.defaultPageSize)
    .transform((value) => Math.min(value, PUBLISHER_MAX_PAGE_SIZE)),
});

/**
 * A list item with exactly the publisher's keys: HoYoWiki.py builds `EntryPage(**item)` from
 * them; `entry_page_id` digits in a string (Go `,string`, C# string); `display_field` an object.
 */
export interface PublisherListItem {
  entry_page_id: string;
  name: string;
  icon_url: string;
  display_field: Record<string, unknown>;
  filter_values: Record<string, { values: string[] }>;
}

export const menuFiltersOnHoYoWiki = onPublisherMount('hoyowiki', encycCalls.menuFilters, {
  query: menuFiltersQuery,
  async handler(context) {
    const { edition, services, query } = context;
    const channelId = await channelOfMenu(context, query.menu_id);
    const groups = channelId === undefined ? undefined : await services.encyc.filterDefinition(edition.id, channelId);
    if (!groups) throw notFound(`menu_id: no menu ${query.menu_id} in this edition`);
    return { filters: publisherFilterGroups(groups) };
  },
});

export const entryListOnHoYoWiki = onPublisherMount('hoyowiki', encycCalls.entryPageList, {
  body: publisherEntryListBody,
  async handler(context) {
    const { edition, services, body } = context;
    const spoken = await spokenMenus(context);
    const channelId = spoken.channelOf(body.menu_id);
    const groups = channelId === undefined ? undefined : await services.encyc.filterDefinition(edition.id, channelId);
    if (channelId === undefined || !groups) throw notFound(`menu_id: no menu ${body.menu_id} in this edition`);
    const chosen = chosenFilters(groups, body.filters);
    if ('unknown' in chosen) throw invalidParams(`filters: menu ${body.menu_id} has no filter value ${chosen.unknown}`);
    const page = await services.encyc.entries(edition.id, channelId, chosen.values, { pageNum: body.page_num, pageSize: body.page_size }, 'entry pages');
    if (!page) throw notFound(`menu_id: no menu ${body.menu_id} in this edition`);
    const absolute = absoluteUrls(context);
    const fieldsOf = await displayFields(
      context,
      spoken.declared ? body.menu_id : undefined,
      page.list.map((entry) => Number(entry.entry_page_id)),
      absolute,
    );
    const names = await localizeNames(
      services.translations,
      edition,
      page.list.map((entry) => ({ id: Number(entry.entry_page_id), name: entry.name })),
      context.content.asked,
    );
    const list: PublisherListItem[] = page.list.map((entry, index) => ({
      entry_page_id: entry.entry_page_id,
      name: names[index]!,
      icon_url: absolute(entry.icon_url),
      display_field: fieldsOf(Number(entry.entry_page_id)),
      filter_values: publisherFilterValues(groups, entry.filter_values),
    }));
    return { list, total: String(page.total) };
  },
});
