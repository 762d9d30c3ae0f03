import * as entryPageCalls from '../../../shared/contract/calls/entry-pages.ts';
import {
  entryPageQuery,
  entryPagesBody,
  entryPagesQuery,
  historyQuery,
  likeBody,
  type EntryPageAnswer,
  type EntryPagesAnswer,
} from '../../../shared/contract/entry-page.ts';
import { CONTRIBUTORS_LIMIT } from '../../../shared/contract/ranking.ts';
import { presentEntryPage, presentHistory } from './entry-page-presenter.ts';
import { presentContributorList } from '../living/ranking/ranking-presenter.ts';
import { notFound } from '../../api/errors.ts';
import { implement, type AnyCallContext, type ImplementedCall } from '../../api/route.ts';
import { inAskedLanguage } from '../../api/wire-language.ts';

type LanguageContext = Pick<AnyCallContext, 'services' | 'edition' | 'content'>;

async function readPage(context: LanguageContext, id: number): Promise<EntryPageAnswer> {
  const { services, edition } = context;
  const [page] = await services.entryPages.wirePages(edition.id, [id], inAskedLanguage(context));
  if (!page) throw notFound(`entry_page_id: no entry page ${id} in this edition`);
  return { page: presentEntryPage(page, edition.default_lang) };
}

async function readPages(context: LanguageContext, ids: number[]): Promise<EntryPagesAnswer> {
  const { services, edition } = context;
  const pages = await services.entryPages.wirePages(edition.id, ids, inAskedLanguage(context));
  return { entry_pages: pages.map((page) => presentEntryPage(page, edition.default_lang)) };
}

/**
 * API calls of entry pages ("words"), the publisher's entry-page API v2: the page, the batch of
 * pages (the material map), statistics, history, contributors and likes.
 */
export const entryPagesRoutes: ImplementedCall[] = [
  implement(entryPageCalls.page, {
    query: entryPageQuery,
    handler: (context) => readPage(context, context.query.entry_page_id),
  }),
  // The beta name of the same call.
  implement(entryPageCalls.pageV2, {
    query: entryPageQuery,
    handler: (context) => readPage(context, context.query.entry_page_id),
  }),
  implement(entryPageCalls.pages, {
    query: entryPagesQuery,
    handler: (context) => readPages(context, context.query.str_entry_page_ids),
  }),
  implement(entryPageCalls.pagesByBody, {
    body: entryPagesBody,
    handler: (context) => readPages(context, context.body.entry_page_ids),
  }),
  // Personal (is_like): never cached by a CDN.
  implement(entryPageCalls.statistics, {
    query: entryPageQuery,
    handler: ({ services, edition, query, viewer }) => services.entryPages.statistics(edition.id, query.entry_page_id, viewer?.user.id),
  }),
  implement(entryPageCalls.history, {
    query: historyQuery,
    async handler({ services, edition, query }) {
      const history = await services.entryPages.history(edition.id, query.entry_page_id, { pageNum: query.page_num, pageSize: query.page_size });
      return presentHistory(history);
    },
  }),
  implement(entryPageCalls.contributors, {
    query: entryPageQuery,
    async handler({ services, edition, query }) {
      if (!(await services.entryPages.exists(edition.id, query.entry_page_id)))
        throw notFound(`entry_page_id: no entry page ${query.entry_page_id} in this edition`);
      return presentContributorList(await services.ranking.contributors(edition.id, query.entry_page_id, CONTRIBUTORS_LIMIT));
    },
  }),
  implement(entryPageCalls.like, {
    body: likeBody,
    handler: ({ services, edition, body, viewer }) => services.entryPages.like(edition.id, body.entry_page_id, viewer.user.id, !body.is_cancel),
  }),
];
