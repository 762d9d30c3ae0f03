import * as homeCalls from '../../../shared/contract/calls/home.ts';
import { aggregatePageQuery } from '../../../shared/contract/queries.ts';
import { AGGREGATE_CHILD_LIST_LIMIT } from '../../../shared/limits.ts';
import { presentChannelNode } from '../channels/channel-presenter.ts';
import { presentHomeInfo } from './home-info-presenter.ts';
import { loadHomeInfo } from './home-info-service.ts';
import { notFound } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

export const homeAggregateRoutes: ImplementedCall[] = [
  implement(homeCalls.info, {
    async handler({ edition, services, content }) {
      const rows = await loadHomeInfo(services, edition.id, Math.floor(Date.now() / 1000));
      const texts = services.contentTexts;
      const [banners, trees, latest, pools] = await Promise.all([
        texts.titled(edition, content.wanted, 'block', rows.banners),
        texts.channelTrees(edition, content.wanted, [...rows.positions, ...rows.maps]),
        texts.channelRows(edition, content.wanted, rows.latestChannel ? [rows.latestChannel] : []),
        texts.titled(edition, content.wanted, 'pool', rows.pools),
      ]);
      const positions = trees.slice(0, rows.positions.length);
      const maps = trees.slice(rows.positions.length);
      return presentHomeInfo(edition, { ...rows, banners, positions, maps, latestChannel: latest[0], pools });
    },
  }),
  implement(homeCalls.recommendList, {
    async handler({ edition, services, content }) {
      const channels = await services.contentTexts.channelTrees(edition, content.wanted, await services.channels.recommended(edition.id));
      return { list: channels.map(presentChannelNode) };
    },
  }),
  implement(homeCalls.aggregatePage, {
    query: aggregatePageQuery,
    async handler({ edition, services, query, content }) {
      const node = await services.channels.aggregate(edition.id, query.id, AGGREGATE_CHILD_LIST_LIMIT);
      if (!node) throw notFound(`id: no channel ${query.id} in this edition`);
      return { channel: presentChannelNode(await services.contentTexts.channelTree(edition, content.wanted, node)) };
    },
  }),
];
