import type { AppLoadContext } from 'react-router';
import { blockLimit, KINGKONG_MAX } from '../../../shared/blocks.ts';
import { chExtValue, displayTypeOf, parseChExt } from '../../../shared/channel-ext.ts';
import type { ChannelTree } from '../../../server/domains/channels/channels-service.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { presentGachaPool } from '../../../server/domains/living/gacha-pools/gacha-pool-presenter.ts';
import { presentAnnouncement, presentBanner } from '../../../server/domains/home/home-presenter.ts';
import { presentHomeSection } from '../../../server/domains/home/home-page-presenter.ts';
import { changesAt, showsOnly } from '../../../server/page-cache/page-tags.ts';
import { channelForest, readerChannelRows } from '../channels/channel-forest.server.ts';
import { channelIdsOf } from '../channels/channel-ids.ts';

/**
 * Everything the home page shows on first paint: the API's shapes, its sections slimmed to what
 * home reads; channel names, banner and pool titles in `wanted`, the reader's content language (readerContent).
 */
export async function loadHome(context: AppLoadContext, edition: Edition, wanted: string) {
  const { home, contentTexts } = context.services;
  const [banners, sections, announcement, pools, forest] = await Promise.all([
    home.banners(edition.id).then((rows) => contentTexts.titled(edition, wanted, 'block', rows)),
    loadHomeSections(context, edition, wanted),
    home.announcement(edition.id),
    context.services.gachaPools.current(edition.id, Math.floor(Date.now() / 1000)).then((rows) => contentTexts.titled(edition, wanted, 'pool', rows)),
    channelForest(context, edition.id),
  ]);
  // Stored until one of its sections' channels changes, or a pool starts or ends.
  showsOnly(context, { channels: channelIdsOf(sections) });
  for (const pool of pools) for (const at of [pool.start_time, pool.end_time]) changesAt(context, Number(at) * 1000);
  const maps = forest.filter((node) => node.row.slot === 'map');
  const calendar = maps.find((node) => chExtValue(parseChExt(node.row.ch_ext), 'value') === 'calendar');
  return {
    banners: banners.map(presentBanner),
    sections,
    announcement: announcement ? presentAnnouncement(announcement) : null,
    eggPool: pools.map(presentGachaPool),
    /** The calendar channel, which the home calendar block links to. */
    calendarChannelId: calendar?.row.id ?? null,
  };
}

/** The home's sections (position channels), each carrying no more entries than its block shows. */
export async function loadHomeSections(context: AppLoadContext, edition: Edition, wanted: string) {
  const sections = await context.services.channels.positionList(edition.id, await readerChannelRows(context, edition, wanted));
  return sections.map((section) => presentHomeSection(truncateLists(section)));
}

/** The 16-icon grid pages through its icons on home; it carries this many, its more page the rest. */
const KINGKONG16_HOME_LIMIT = 32;

/** The most entries a node's block shows on either layout: the page data carries no more. */
function homeLimit(node: ChannelTree): number {
  const type = displayTypeOf(parseChExt(node.row.ch_ext));
  if (type === 'kingkong16') return KINGKONG16_HOME_LIMIT;
  // The icon grid needs to know there is a ninth icon (its 'more' icon on mobile).
  if (type === 'kingkong') return KINGKONG_MAX + 1;
  return Math.max(blockLimit(type, 'mobile'), blockLimit(type, 'pc'));
}

/** Trims each list to what its block shows; collections keep their children whole (共N篇 counts them). */
function truncateLists(node: ChannelTree): ChannelTree {
  const type = displayTypeOf(parseChExt(node.row.ch_ext));
  const keepChildren = type === 'group' || type === 'collectionBg';
  return {
    ...node,
    contents: node.contents.slice(0, homeLimit(node)),
    children: keepChildren ? node.children : node.children.map(truncateLists),
  };
}
