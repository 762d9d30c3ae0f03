import { declareCall, shape } from '../call.ts';
import type { ContentInfoResponse } from '../content.ts';
import type { ContentPage, Selector } from '../content-lists.ts';
import type { channelContentQuery, channelIdQuery, contentIdQuery, latestContentQuery } from '../queries.ts';

/** Strategy contents: one content, the latest, a channel's page and its filter. All public. */

export const info = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/info',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof contentIdQuery; answer: ContentInfoResponse }>(),
});

export const latest = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/latest',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof latestContentQuery; answer: ContentPage }>(),
});

export const channel = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/channel',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof channelContentQuery; answer: ContentPage }>(),
});

export const selector = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/selector',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof channelIdQuery; answer: Selector }>(),
});
