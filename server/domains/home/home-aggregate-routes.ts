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
    async handler({ edition, services }) {
      const rows = await loadHomeInfo(services, edition.id, Math.floor(Date.now() / 1000));
      return presentHomeInfo(edition, rows);
    },
  }),
  implement(homeCalls.recommendList, {
    async handler({ edition, services }) {
      const channels = await services.channels.recommended(edition.id);
      return { list: channels.map(presentChannelNode) };
    },
  }),
  implement(homeCalls.aggregatePage, {
    query: aggregatePageQuery,
    async handler({ edition, services, query }) {
      const node = await services.channels.aggregate(edition.id, query.id, AGGREGATE_CHILD_LIST_LIMIT);
      if (!node) throw notFound(`id: no channel ${query.id} in this edition`);
      return { channel: presentChannelNode(node) };
    },
  }),
];
