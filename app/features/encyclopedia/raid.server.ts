import type { AppLoadContext } from 'react-router';
import { chExtValue, parseChExt } from '../../../shared/channel-ext.ts';
import type { ChannelNode } from '../../../shared/contract/channel.ts';
import { AGGREGATE_CHILD_LIST_LIMIT } from '../../../shared/limits.ts';
import { presentPageChannelNode } from '../../../server/domains/channels/channel-presenter.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { readerChannelForest } from '../channels/channel-forest.server.ts';

/**
 * The raid page's data, as /v1/aggregate_page/info answers it for the edition's raid channel
 * (the root channel whose ch_ext 'page' is 'raid'): the channel and its children with their
 * first entries. Null when the edition has no raid channel.
 */
/** wanted: the reader's content language (readerContent). */
export async function loadRaid(context: AppLoadContext, edition: Edition, wanted: string): Promise<ChannelNode | null> {
  const { channels } = context.services;
  const raid = (await readerChannelForest(context, edition, wanted)).find((node) => chExtValue(parseChExt(node.row.ch_ext), 'page') === 'raid');
  if (!raid) return null;
  const node = await channels.aggregate(edition.id, raid.row.id, AGGREGATE_CHILD_LIST_LIMIT);
  return node ? presentPageChannelNode(await context.services.contentTexts.channelTree(edition, wanted, node)) : null;
}
