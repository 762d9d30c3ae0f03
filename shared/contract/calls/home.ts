import { declareCall, shape } from '../call.ts';
import type { ChannelList } from '../channel.ts';
import type { AggregatePage } from '../content-lists.ts';
import type { BannerList, NavbarInfo } from '../home.ts';
import type { HomeInfo } from '../home-info.ts';
import type { aggregatePageQuery, channelIdQuery } from '../queries.ts';

/** The home page: banners, the navbar, the channel sections and the aggregate (raid) pages. All public. */

export const banner = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/home/banner',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: BannerList }>(),
});

export const position = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/home/position',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: ChannelList }>(),
});

export const map = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/home/map',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: ChannelList }>(),
});

/** One channel with each child's own list (the entries placed on it or below it). */
export const contentList = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/home/content/list',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof channelIdQuery; answer: ChannelList }>(),
});

export const navbar = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/home/index/navbar',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: NavbarInfo }>(),
});

export const info = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/home/index/info',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: HomeInfo }>(),
});

export const recommendList = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/home/recommend/list',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: ChannelList }>(),
});

export const aggregatePage = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/aggregate_page/info',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof aggregatePageQuery; answer: AggregatePage }>(),
});
