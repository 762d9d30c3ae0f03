import * as homeCalls from '../../../shared/contract/calls/home.ts';
import { channelIdQuery } from '../../../shared/contract/queries.ts';
import { presentChannelNode } from '../channels/channel-presenter.ts';
import { presentAnnouncement, presentBanner, presentNavbar } from './home-presenter.ts';
import { notFound } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

export const homeRoutes: ImplementedCall[] = [
  implement(homeCalls.banner, {
    async handler({ edition, services, content }) {
      const rows = await services.contentTexts.titled(edition, content.wanted, 'block', await services.home.banners(edition.id));
      return { list: rows.map(presentBanner) };
    },
  }),
  implement(homeCalls.position, {
    async handler({ edition, services, content }) {
      const sections = await services.contentTexts.channelTrees(edition, content.wanted, await services.channels.positionList(edition.id));
      return { list: sections.map(presentChannelNode) };
    },
  }),
  implement(homeCalls.map, {
    async handler({ edition, services, content }) {
      const channels = await services.contentTexts.channelTrees(edition, content.wanted, await services.channels.mapList(edition.id));
      return { list: channels.map(presentChannelNode) };
    },
  }),
  implement(homeCalls.contentList, {
    query: channelIdQuery,
    // Each child carries its own list, the entries placed on it or below it, as the publisher's
    // answer does (programs read data.list[0].children.find(c => c.name === '角色').list).
    async handler({ edition, services, query, content }) {
      const node = await services.channels.withChildLists(edition.id, query.channel_id);
      if (!node) throw notFound(`channel_id: no channel ${query.channel_id} in this edition`);
      return { list: [presentChannelNode(await services.contentTexts.channelTree(edition, content.wanted, node))] };
    },
  }),
  implement(homeCalls.navbar, {
    async handler({ edition, services }) {
      const announcement = await services.home.announcement(edition.id);
      return {
        ...presentNavbar(edition),
        announcement: announcement ? presentAnnouncement(announcement) : null,
      };
    },
  }),
];
