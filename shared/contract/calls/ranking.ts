import { declareCall, shape } from '../call.ts';
import type { ContentPage } from '../content-lists.ts';
import type { contentIdQuery } from '../queries.ts';
import type { entryPageIdQuery, rankingListQuery, recentUpdateQuery, ContributorList, PageView, RankingList } from '../ranking.ts';

/** The ranking area: contributor ranking, an entry's contributors, page views, recent updates. */
export const rankingCalls = {
  list: declareCall({
    method: 'GET',
    path: '/v1/ranking/list',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof rankingListQuery; answer: RankingList }>(),
  }),
  contentContributors: declareCall({
    method: 'GET',
    path: '/v1/content/contribution',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof contentIdQuery; answer: ContributorList }>(),
  }),
  /** The spec's static/entry_page/contributors, where an entry page id is a content id. */
  entryContributors: declareCall({
    method: 'GET',
    path: '/wapi/entry_page/contributors',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof entryPageIdQuery; answer: ContributorList }>(),
  }),
  /** Counts a view (once per reader and entry an hour) and answers the entry's views: never cached. */
  pageView: declareCall({
    method: 'GET',
    path: '/v1/content/pv',
    auth: 'optional',
    cache: 'private',
    types: shape<{ query: typeof contentIdQuery; answer: PageView }>(),
  }),
  recentUpdate: declareCall({
    method: 'GET',
    path: '/wapi/home/recent_update',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof recentUpdateQuery; answer: ContentPage }>(),
  }),
};
