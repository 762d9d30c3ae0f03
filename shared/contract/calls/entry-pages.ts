import { declareCall, shape } from '../call.ts';
import type {
  entryPageQuery,
  entryPagesBody,
  entryPagesQuery,
  historyQuery,
  likeBody,
  EntryPageAnswer,
  EntryPageHistory,
  EntryPagesAnswer,
  EntryPageStatistics,
  LikeAnswer,
} from '../entry-page.ts';
import type { ContributorList } from '../ranking.ts';

/**
 * Entry pages ("words"), the publisher's entry-page API v2: the page, the batch of pages (the
 * material map), statistics, history, contributors and likes.
 */

export const page = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof entryPageQuery; answer: EntryPageAnswer }>(),
});

/** The beta name of the same call. */
export const pageV2 = declareCall({
  method: 'GET',
  path: '/wapi/entry_page_v2',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof entryPageQuery; answer: EntryPageAnswer }>(),
});

export const pages = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_pages',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof entryPagesQuery; answer: EntryPagesAnswer }>(),
});

export const pagesByBody = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_pages',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ body: typeof entryPagesBody; answer: EntryPagesAnswer }>(),
});

/** Personal (is_like): never kept by a shared cache. */
export const statistics = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/statistics',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof entryPageQuery; answer: EntryPageStatistics }>(),
});

export const history = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/history',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof historyQuery; answer: EntryPageHistory }>(),
});

export const contributors = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/static/entry_page/contributors',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof entryPageQuery; answer: ContributorList }>(),
});

export const like = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/like',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof likeBody; answer: LikeAnswer }>(),
});
