import { declareCall, shape } from '../call.ts';
import type { channelTreeQuerySchema, searchQuerySchema, suggestionQuerySchema, ChannelTree, SearchResult, Suggestion } from '../search.ts';

/** The search index of entry pages: search, suggestions, and the filter's channel tree. */

export const search = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/search',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof searchQuerySchema; answer: SearchResult }>(),
});

export const suggestions = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/search_suggestion',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof suggestionQuerySchema; answer: Suggestion }>(),
});

export const channelTree = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/search_channel_tree',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof channelTreeQuerySchema; answer: ChannelTree }>(),
});
