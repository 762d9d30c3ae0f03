import { declareCall, shape } from '../call.ts';
import type { ContentPage } from '../content-lists.ts';
import type { contentIdQuery } from '../queries.ts';
import type { entryPageIdQuery, rankingListQuery, recentUpdateQuery, ContributorList, PageView, RankingList } from '../ranking.ts';

/** The ranking area: contributor ranking, an entry's contributors, page views, recent updates. */

export const list = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/ranking/list',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof rankingListQuery; answer: RankingList }>(),
});

export const contentContributors = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/contribution',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof contentIdQuery; answer: ContributorList }>(),
});

/** The spec's static/entry_page/contributors, where an entry page id is a content id. */
export const entryContributors = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/contributors',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof entryPageIdQuery; answer: ContributorList }>(),
});

/** Counts a view (once per reader and entry an hour) and answers the entry's views: never cached. */
export const pageView = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/pv',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof contentIdQuery; answer: PageView }>(),
});

export const recentUpdate = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/home/recent_update',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof recentUpdateQuery; answer: ContentPage }>(),
});
