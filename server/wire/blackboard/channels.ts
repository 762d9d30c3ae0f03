import * as channelCalls from '../../../shared/contract/calls/channels.ts';
import * as contentCalls from '../../../shared/contract/calls/content.ts';
import * as homeCalls from '../../../shared/contract/calls/home.ts';
import { aggregatePageQuery, channelContentQuery, channelIdQuery, contentIdQuery, latestContentQuery } from '../../../shared/contract/queries.ts';
import { notFound } from '../../api/errors.ts';
import type { AnyCallContext } from '../../api/route.ts';
import { onPublisherMount } from '../variant.ts';
import { spokenChannels } from './channel-ids.ts';
import { blackboardPool } from './living.ts';
import { speaker, spokenExt } from './shapes.ts';

/**
 * The blackboard mount's channel and content calls: our own answer (the call's own handler),
 * spoken with the publisher's channel ids (channel-ids.ts) and the item keys its programs
 * decode (shapes.ts). A channel id a program sends is the publisher's when the edition declares
 * them: one no channel declares answers retcode 404.
 */

/** Our channel a spoken channel id names, or a 404 naming the id as the program sent it. */
async function ourChannel(context: AnyCallContext, spokenId: number, param: string): Promise<number> {
  const channelId = (await spokenChannels(context)).channelOf(spokenId);
  if (channelId === undefined) throw notFound(`${param}: no channel ${spokenId} in this edition`);
  return channelId;
}

const nodeLists = (call: typeof homeCalls.position | typeof homeCalls.map | typeof homeCalls.recommendList | typeof channelCalls.tree) =>
  onPublisherMount('blackboard', call, {
    async handler(context, ours) {
      const [answer, speak] = await Promise.all([ours(context), speaker(context)]);
      return { list: answer.list.map(speak.node) };
    },
  });

export const blackboardChannelVariants = [
  nodeLists(homeCalls.position),
  nodeLists(homeCalls.map),
  nodeLists(homeCalls.recommendList),
  nodeLists(channelCalls.tree),
  onPublisherMount('blackboard', homeCalls.contentList, {
    query: channelIdQuery,
    async handler(context, ours) {
      const channelId = await ourChannel(context, context.query.channel_id, 'channel_id');
      const [answer, speak] = await Promise.all([ours({ ...context, query: { channel_id: channelId } }), speaker(context)]);
      return { list: answer.list.map(speak.node) };
    },
  }),
  onPublisherMount('blackboard', homeCalls.aggregatePage, {
    query: aggregatePageQuery,
    async handler(context, ours) {
      const channelId = await ourChannel(context, context.query.id, 'id');
      const [answer, speak] = await Promise.all([ours({ ...context, query: { id: channelId } }), speaker(context)]);
      return { channel: speak.node(answer.channel) };
    },
  }),
  onPublisherMount('blackboard', homeCalls.info, {
    async handler(context, ours) {
      const [answer, speak] = await Promise.all([ours(context), speaker(context)]);
      return {
        ...answer,
        positionList: answer.positionList.map(speak.node),
        mapList: answer.mapList.map(speak.node),
        latestContent: { ...answer.latestContent, list: answer.latestContent.list.map(speak.item) },
        eggPool: answer.eggPool.map((pool) => blackboardPool(pool, speak)),
      };
    },
  }),
  onPublisherMount('blackboard', contentCalls.info, {
    query: contentIdQuery,
    async handler(context, ours) {
      const [answer, speak] = await Promise.all([ours(context), speaker(context)]);
      const { spoken } = speak;
      return {
        content: { ...answer.content, ext: spokenExt(answer.content.ext, spoken), icon: speak.absolute(answer.content.icon) },
        channel_list: answer.channel_list.flatMap((channel) => {
          const id = spoken.idOf(channel.id);
          return id === 0 ? [] : [{ ...channel, id, parent_id: channel.parent_id === 0 ? 0 : spoken.idOf(channel.parent_id) }];
        }),
      };
    },
  }),
  onPublisherMount('blackboard', contentCalls.latest, {
    query: latestContentQuery,
    async handler(context, ours) {
      const [answer, speak] = await Promise.all([ours(context), speaker(context)]);
      return { ...answer, list: answer.list.map(speak.item) };
    },
  }),
  onPublisherMount('blackboard', contentCalls.channel, {
    query: channelContentQuery,
    async handler(context, ours) {
      const channelId = await ourChannel(context, context.query.channel_id, 'channel_id');
      const query = { ...context.query, channel_id: channelId };
      const [answer, speak] = await Promise.all([ours({ ...context, query }), speaker(context)]);
      return { ...answer, list: answer.list.map(speak.item) };
    },
  }),
  onPublisherMount('blackboard', contentCalls.selector, {
    query: channelIdQuery,
    async handler(context, ours) {
      const channelId = await ourChannel(context, context.query.channel_id, 'channel_id');
      return ours({ ...context, query: { channel_id: channelId } });
    },
  }),
];
