import { z } from 'zod';
import * as entryPageCalls from '../../../shared/contract/calls/entry-pages.ts';
import { ENTRY_PAGE_LIMITS, entryPageQuery, entryPagesQuery, type EntryPageWire } from '../../../shared/contract/entry-page.ts';
import { notFound } from '../../api/errors.ts';
import type { AnyCallContext } from '../../api/route.ts';
import { presentEntryPage } from '../../domains/entry-pages/entry-page-presenter.ts';
import { inAskedLanguage } from '../../api/wire-language.ts';
import { absoluteUrls } from '../absolute-url.ts';
import { onPublisherMount } from '../variant.ts';
import { publisherFilterValues } from './filters.ts';
import { spokenMenus } from './menu-ids.ts';

type PageContext = Pick<AnyCallContext, 'services' | 'edition' | 'config' | 'request' | 'perRequest' | 'content'>;

/**
 * Picture and media addresses anywhere in a component's data (a field, or an attribute inside
 * HTML text) made absolute, as the page's own pictures are (the wish analyzer downloads gallery
 * pictures as it reads them).
 */
function absoluteData(data: string, absolute: (url: string) => string): string {
  const own = /^\/(img|media)\//;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (own.test(value)) return absolute(value);
      return value.includes('="/') ? value.replace(/="(\/(?:img|media)\/[^"]*)"/g, (_match, path: string) => `="${absolute(path)}"`) : value;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  try {
    return JSON.stringify(walk(JSON.parse(data)));
  } catch {
    return data;
  }
}

/**
 * Entry pages as the publisher's programs read them, beside what our own mount sends: `menu_id`
 * the publisher's menu id (genshin.py accepts only the menus it knows: 2, 4, 5, 7), filter_values
 * by the publisher's group keys, picture addresses absolute, and only modules holding a component
 * (genshin.py reads a module's last component: an empty one is a KeyError).
 */
async function publisherPages(context: PageContext, ids: readonly number[]): Promise<EntryPageWire[]> {
  const { services, edition } = context;
  const records = await services.entryPages.wirePages(edition.id, ids, inAskedLanguage(context));
  if (records.length === 0) return [];
  const spoken = await spokenMenus(context);
  const absolute = absoluteUrls(context);
  const menuIds = new Map<number, string>();
  const definitions = new Map<number, Awaited<ReturnType<typeof services.encyc.filterDefinition>>>();
  for (const channelId of new Set(records.map((record) => record.page.menuId))) {
    if (channelId <= 0) continue;
    const chain = (await services.channels.lineage(edition.id, channelId)) ?? [];
    const declared = chain.map((row) => spoken.menuOf(row.id)).find((id) => id !== undefined);
    menuIds.set(channelId, declared === undefined ? '0' : String(declared));
    definitions.set(channelId, await services.encyc.filterDefinition(edition.id, channelId));
  }
  return records.map((record) => {
    const page = presentEntryPage(record, edition.default_lang);
    const menuId = record.page.menuId;
    return {
      ...page,
      icon_url: absolute(page.icon_url),
      header_img_url: absolute(page.header_img_url),
      menu_id: menuIds.get(menuId) ?? '0',
      filter_values: publisherFilterValues(definitions.get(menuId) ?? [], page.filter_values),
      modules: page.modules
        .filter((module) => module.components.length > 0)
        .map((module) => ({
          ...module,
          components: module.components.map((component) => ({ ...component, data: absoluteData(component.data, absolute) })),
        })),
    };
  });
}

async function onePage(context: PageContext, id: number) {
  const [page] = await publisherPages(context, [id]);
  if (!page) throw notFound(`entry_page_id: no entry page ${id} in this edition`);
  return { page };
}

/** entry_pages' ids as numbers or digits in text (HoYoWiki.py sends text, genshin.py numbers). */
const publisherIdsBody = z.object({
  entry_page_ids: z
    .array(z.coerce.number({ error: 'must be entry page ids' }).int('must be whole numbers').positive('must be positive ids'), {
      error: 'must be a list of entry page ids',
    })
    .max(ENTRY_PAGE_LIMITS.batchIds, `at most ${ENTRY_PAGE_LIMITS.batchIds} ids`),
});

export const entryPageVariants = [
  onPublisherMount('hoyowiki', entryPageCalls.page, { query: entryPageQuery, handler: (context) => onePage(context, context.query.entry_page_id) }),
  onPublisherMount('hoyowiki', entryPageCalls.pageV2, { query: entryPageQuery, handler: (context) => onePage(context, context.query.entry_page_id) }),
  onPublisherMount('hoyowiki', entryPageCalls.pages, {
    query: entryPagesQuery,
    async handler(context) {
      return { entry_pages: await publisherPages(context, context.query.str_entry_page_ids) };
    },
  }),
  onPublisherMount('hoyowiki', entryPageCalls.pagesByBody, {
    body: publisherIdsBody,
    async handler(context) {
      return { entry_pages: await publisherPages(context, context.body.entry_page_ids) };
    },
  }),
];
