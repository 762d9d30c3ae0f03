import type { z } from 'zod';
import {
  entryPageQuery,
  entryPagesBody,
  entryPagesQuery,
  historyQuery,
  likeBody,
  type EntryPageWire,
} from '../../../shared/contract/entry-page.ts';
import { CONTRIBUTORS_LIMIT } from '../../../shared/contract/ranking.ts';
import { presentEntryPage, presentHistory } from './entry-page-presenter.ts';
import { presentContributorList } from '../living/ranking/ranking-presenter.ts';
import type { Edition } from '../editions/editions-service.ts';
import type { Services } from '../services.ts';
import { notFound } from '../../api/errors.ts';
import { defineRoute, type ApiRoute } from '../../api/route.ts';

type EntryPageQuery = z.infer<typeof entryPageQuery>;

async function readPage(services: Services, edition: Edition, id: number): Promise<{ page: EntryPageWire }> {
  const [page] = await services.entryPages.wirePages(edition.id, [id]);
  if (!page) throw notFound(`entry_page_id: no entry page ${id} in this edition`);
  return { page: presentEntryPage(page, edition.default_lang) };
}

async function readPages(services: Services, edition: Edition, ids: number[]): Promise<{ entry_pages: EntryPageWire[] }> {
  const pages = await services.entryPages.wirePages(edition.id, ids);
  return { entry_pages: pages.map((page) => presentEntryPage(page, edition.default_lang)) };
}

/**
 * API calls of entry pages ("words"), spec 000 §7 "Entry-page API (v2)": the page, the batch of
 * pages (the material map), statistics, history, contributors and likes.
 */
export const entryPagesRoutes: ApiRoute[] = [
  defineRoute<EntryPageQuery>({
    method: 'GET',
    path: '/wapi/entry_page',
    cache: 'public',
    query: entryPageQuery,
    handler: ({ services, edition, query }) => readPage(services, edition, query.entry_page_id),
  }),
  // The beta name of the same call.
  defineRoute<EntryPageQuery>({
    method: 'GET',
    path: '/wapi/entry_page_v2',
    cache: 'public',
    query: entryPageQuery,
    handler: ({ services, edition, query }) => readPage(services, edition, query.entry_page_id),
  }),
  defineRoute<z.infer<typeof entryPagesQuery>>({
    method: 'GET',
    path: '/wapi/entry_pages',
    cache: 'public',
    query: entryPagesQuery,
    handler: ({ services, edition, query }) => readPages(services, edition, query.str_entry_page_ids),
  }),
  defineRoute<unknown, z.infer<typeof entryPagesBody>>({
    method: 'POST',
    path: '/wapi/entry_pages',
    cache: 'public',
    body: entryPagesBody,
    handler: ({ services, edition, body }) => readPages(services, edition, body.entry_page_ids),
  }),
  // Personal (is_like): never cached by a CDN.
  defineRoute<EntryPageQuery>({
    method: 'GET',
    path: '/wapi/entry_page/statistics',
    cache: 'private',
    query: entryPageQuery,
    handler: ({ services, edition, query, viewer }) => services.entryPages.statistics(edition.id, query.entry_page_id, viewer?.user.id),
  }),
  defineRoute<z.infer<typeof historyQuery>>({
    method: 'GET',
    path: '/wapi/entry_page/history',
    cache: 'public',
    query: historyQuery,
    async handler({ services, edition, query }) {
      const history = await services.entryPages.history(edition.id, query.entry_page_id, { pageNum: query.page_num, pageSize: query.page_size });
      return presentHistory(history);
    },
  }),
  defineRoute<EntryPageQuery>({
    method: 'GET',
    path: '/wapi/static/entry_page/contributors',
    cache: 'public',
    query: entryPageQuery,
    async handler({ services, edition, query }) {
      if (!(await services.entryPages.exists(edition.id, query.entry_page_id))) throw notFound(`entry_page_id: no entry page ${query.entry_page_id} in this edition`);
      return presentContributorList(await services.ranking.contributors(edition.id, query.entry_page_id, CONTRIBUTORS_LIMIT));
    },
  }),
  defineRoute<unknown, z.infer<typeof likeBody>>({
    method: 'POST',
    path: '/wapi/entry_page/like',
    cache: 'private',
    auth: 'required',
    body: likeBody,
    handler: ({ services, edition, body, viewer }) => services.entryPages.like(edition.id, body.entry_page_id, viewer!.user.id, !body.is_cancel),
  }),
];
