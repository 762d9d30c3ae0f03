import { isbot } from 'isbot';
import { contentIdQuery } from '../../../../shared/contract/queries.ts';
import * as rankingCalls from '../../../../shared/contract/calls/ranking.ts';
import { CONTRIBUTORS_LIMIT, entryPageIdQuery, rankingListQuery, recentUpdateQuery } from '../../../../shared/contract/ranking.ts';
import { presentLatestPage } from '../../content/content-lists-presenter.ts';
import { presentContributorList, presentRankingList } from './ranking-presenter.ts';
import type { Edition } from '../../editions/editions-service.ts';
import type { Services } from '../../services.ts';
import { notFound } from '../../../api/errors.ts';
import { readerId } from '../../../api/reader-id.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';

const unknownContent = (field: string, id: number) => notFound(`${field}: no content ${id} in this edition`);

async function contributorsOf(services: Services, edition: Edition, field: string, contentId: number) {
  if (!(await services.ranking.contentExists(edition.id, contentId))) throw unknownContent(field, contentId);
  return presentContributorList(await services.ranking.contributors(edition.id, contentId, CONTRIBUTORS_LIMIT));
}

/** API calls of the ranking area: contributor ranking, an entry's contributors, page views, recent updates. */
export const rankingRoutes: ImplementedCall[] = [
  implement(rankingCalls.list, {
    query: rankingListQuery,
    async handler({ edition, services, query }) {
      const page = await services.ranking.list(edition.id, query.type, { pageNum: query.page, pageSize: query.page_size });
      return presentRankingList(page);
    },
  }),
  implement(rankingCalls.contentContributors, {
    query: contentIdQuery,
    handler: ({ edition, services, query }) => contributorsOf(services, edition, 'content_id', query.content_id),
  }),
  // The spec's static/entry_page/contributors. Entry pages are a later issue: until then an
  // entry page id is a content id.
  implement(rankingCalls.entryContributors, {
    query: entryPageIdQuery,
    handler: ({ edition, services, query }) => contributorsOf(services, edition, 'entry_page_id', query.entry_page_id),
  }),
  // Counts a view and answers the entry's views: once per reader and entry an hour, up to a
  // ceiling per address (server/domains/content/); crawlers and clients without a User-Agent are
  // answered without counting. Never cached.
  implement(rankingCalls.pageView, {
    query: contentIdQuery,
    async handler({ edition, services, query, request, reply, viewer }) {
      const userAgent = request.headers['user-agent'] ?? '';
      const counted = userAgent.trim() !== '' && !isbot(userAgent);
      const pv = counted
        ? await services.pageViews.count({ editionId: edition.id, contentId: query.content_id, reader: readerId(request, reply, viewer), address: request.ip })
        : await services.pageViews.views(edition.id, query.content_id);
      if (pv === undefined) throw unknownContent('content_id', query.content_id);
      return { pv };
    },
  }),
  implement(rankingCalls.recentUpdate, {
    query: recentUpdateQuery,
    async handler({ edition, services, query }) {
      const page = await services.contentLists.latest(edition.id, { pageNum: query.page_num, pageSize: query.page_size });
      return presentLatestPage(page);
    },
  }),
];
