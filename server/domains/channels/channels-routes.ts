import { presentChannelNode } from './channel-presenter.ts';
import { defineRoute } from '../../api/route.ts';

export const channelRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/getChannelTree',
    cache: 'public',
    async handler({ edition, services }) {
      const forest = await services.channels.forest(edition.id);
      return { list: forest.map(presentChannelNode) };
    },
  }),
];
