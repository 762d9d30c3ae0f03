import * as channelCalls from '../../../shared/contract/calls/channels.ts';
import { presentChannelNode } from './channel-presenter.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

export const channelRoutes: ImplementedCall[] = [
  implement(channelCalls.tree, {
    async handler({ edition, services, content }) {
      const forest = await services.contentTexts.channelTrees(edition, content.wanted, await services.channels.forest(edition.id));
      return { list: forest.map(presentChannelNode) };
    },
  }),
];
