import type { AppLoadContext } from 'react-router';
import { presentChannelNode, presentPageChannelNode } from '../../../server/domains/channels/channel-presenter.ts';
import { presentLatestItem } from '../../../server/domains/content/content-lists-presenter.ts';
import type { ChannelNode } from '../../../shared/contract/channel.ts';
import { translate, type Locale } from '../../i18n/index.ts';
import { findNode } from '../../../server/domains/channels/channels-service.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { notFound } from '../../lib/edition.server.ts';
import { showsOnly } from '../../../server/page-cache/page-tags.ts';
import { readerChannelForest, readerChannelRows } from './channel-forest.server.ts';
import { channelIdsOf } from './channel-ids.ts';

const toId = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : undefined);

/**
 * A channel page: the parent channel, its child tabs and the active tab's content. Without a
 * parent it lists the top-level channels of the type. Unknown or mismatched ids are a 404.
 */
export async function loadChannelPage(
  context: AppLoadContext,
  edition: Edition,
  params: { channelType?: string; parentId?: string; childId?: string },
  locale: Locale,
  /** The reader's content language (readerContent): the channels' names are in it. */
  wanted: string,
) {
  const { channels } = context.services;
  if (params.channelType === 'latest' && params.parentId === LATEST_ID) return loadLatest(context, edition, locale);
  const forest = await readerChannelForest(context, edition, wanted);
  if (params.parentId === undefined) {
    const slot = params.channelType === 'map' ? 'map' : params.channelType === 'position' ? 'position' : undefined;
    const roots = forest.filter((node) => !slot || node.row.slot === slot);
    // Channels only, no entries: stored until an operator edits the edition.
    showsOnly(context, {});
    return { kind: 'index' as const, channels: roots.map(presentPageChannelNode) };
  }
  const parentId = toId(params.parentId);
  const parent = parentId === undefined ? undefined : findNode(forest, parentId);
  if (!parent) throw notFound();

  const childId = params.childId === undefined ? parent.children[0]?.row.id : toId(params.childId);
  if (params.childId !== undefined && !parent.children.some((child) => child.row.id === childId)) throw notFound();
  const activeId = childId ?? parent.row.id;
  const active = await channels.withContent(edition.id, activeId, await readerChannelRows(context, edition, wanted));
  if (!active) throw notFound();
  const shown = presentPageChannelNode(active);
  showsOnly(context, { channels: channelIdsOf([shown]) });
  return {
    kind: 'channel' as const,
    parent: presentPageChannelNode({ ...parent, children: parent.children.map((child) => ({ ...child, children: [], contents: [] })) }),
    active: shown,
  };
}

/** The special id of the latest channel (/channel/latest/content). */
const LATEST_ID = 'content';
const LATEST_PAGE_SIZE = 50;

/** Recently updated entries, shown as a summary list under a channel of their own. */
async function loadLatest(context: AppLoadContext, edition: Edition, locale: Locale) {
  const page = await context.services.contentLists.latest(edition.id, { pageNum: 1, pageSize: LATEST_PAGE_SIZE });
  const latest: ChannelNode = {
    id: 0,
    channel_id: 0,
    name: translate(locale, 'catalogue.latest'),
    parent_id: 0,
    depth: 1,
    ch_ext: JSON.stringify([{ type: 'string', attribute_name: 'display_type', attribute_key: 'display_type', value: 'summary' }]),
    is_recent_update: false,
    children: [],
    list: page.rows.map(presentLatestItem),
  };
  return { kind: 'channel' as const, parent: latest, active: latest };
}

/** A channel with its contents as the 16-icon grid's "more" page shows it; undefined when the edition has no such channel. */
export async function loadChannelWithContent(context: AppLoadContext, edition: Edition, channelId: number, wanted: string) {
  const node = await context.services.channels.withContent(edition.id, channelId, await readerChannelRows(context, edition, wanted));
  return node ? { channel: presentChannelNode(node), title: node.row.name } : undefined;
}
