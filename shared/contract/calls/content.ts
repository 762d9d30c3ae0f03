import { declareCall, shape } from '../call.ts';
import type { ContentInfoResponse } from '../content.ts';
import type { ContentPage, Selector } from '../content-lists.ts';
import type { channelContentQuery, channelIdQuery, contentIdQuery, latestContentQuery } from '../queries.ts';

/** Strategy contents: one content, the latest, a channel's page and its filter. All public. */
export const contentCalls = {
  info: declareCall({
    method: 'GET',
    path: '/v1/content/info',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof contentIdQuery; answer: ContentInfoResponse }>(),
  }),
  latest: declareCall({
    method: 'GET',
    path: '/v1/content/latest',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof latestContentQuery; answer: ContentPage }>(),
  }),
  channel: declareCall({
    method: 'GET',
    path: '/v1/content/channel',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof channelContentQuery; answer: ContentPage }>(),
  }),
  selector: declareCall({
    method: 'GET',
    path: '/v1/content/selector',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof channelIdQuery; answer: Selector }>(),
  }),
};
