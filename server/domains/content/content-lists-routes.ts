import * as contentCalls from '../../../shared/contract/calls/content.ts';
import { channelContentQuery, channelIdQuery, latestContentQuery } from '../../../shared/contract/queries.ts';
import { presentChannelPage, presentLatestPage, presentSelector } from './content-lists-presenter.ts';
import { notFound } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

const unknownChannel = (channelId: number) => notFound(`channel_id: no channel ${channelId} in this edition`);

export const contentListRoutes: ImplementedCall[] = [
  implement(contentCalls.latest, {
    query: latestContentQuery,
    async handler({ edition, services, query }) {
      const page = await services.contentLists.latest(edition.id, { pageNum: query.page_num, pageSize: query.page_size });
      return presentLatestPage(page);
    },
  }),
  implement(contentCalls.channel, {
    query: channelContentQuery,
    async handler({ edition, services, query }) {
      const channel = await services.channels.byId(edition.id, query.channel_id);
      if (!channel) throw unknownChannel(query.channel_id);
      const page = await services.contentLists.inChannel(edition.id, channel.id, { pageNum: query.page_num, pageSize: query.page_size });
      return presentChannelPage(page);
    },
  }),
  implement(contentCalls.selector, {
    query: channelIdQuery,
    async handler({ edition, services, query }) {
      const filter = await services.channels.selectorFilter(edition.id, query.channel_id);
      if (filter === undefined) throw unknownChannel(query.channel_id);
      return presentSelector(filter);
    },
  }),
];
