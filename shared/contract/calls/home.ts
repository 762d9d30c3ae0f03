import { declareCall, shape } from '../call.ts';
import type { ChannelList } from '../channel.ts';
import type { AggregatePage } from '../content-lists.ts';
import type { BannerList, NavbarInfo } from '../home.ts';
import type { HomeInfo } from '../home-info.ts';
import type { aggregatePageQuery, channelIdQuery } from '../queries.ts';

/** The home page: banners, the navbar, the channel sections and the aggregate (raid) pages. All public. */
export const homeCalls = {
  banner: declareCall({ method: 'GET', path: '/v1/home/banner', auth: 'optional', cache: 'public', types: shape<{ answer: BannerList }>() }),
  position: declareCall({ method: 'GET', path: '/v1/home/position', auth: 'optional', cache: 'public', types: shape<{ answer: ChannelList }>() }),
  map: declareCall({ method: 'GET', path: '/v1/home/map', auth: 'optional', cache: 'public', types: shape<{ answer: ChannelList }>() }),
  /** One channel with each child's own list (the entries placed on it or below it). */
  contentList: declareCall({
    method: 'GET',
    path: '/v1/home/content/list',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof channelIdQuery; answer: ChannelList }>(),
  }),
  navbar: declareCall({ method: 'GET', path: '/v1/home/index/navbar', auth: 'optional', cache: 'public', types: shape<{ answer: NavbarInfo }>() }),
  info: declareCall({ method: 'GET', path: '/v1/home/index/info', auth: 'optional', cache: 'public', types: shape<{ answer: HomeInfo }>() }),
  recommendList: declareCall({ method: 'GET', path: '/v1/home/recommend/list', auth: 'optional', cache: 'public', types: shape<{ answer: ChannelList }>() }),
  aggregatePage: declareCall({
    method: 'GET',
    path: '/v1/aggregate_page/info',
    auth: 'optional',
    cache: 'public',
    types: shape<{ query: typeof aggregatePageQuery; answer: AggregatePage }>(),
  }),
};

/** The edition's channel tree. */
export const channelCalls = {
  tree: declareCall({ method: 'GET', path: '/v1/getChannelTree', auth: 'optional', cache: 'public', types: shape<{ answer: ChannelList }>() }),
};
