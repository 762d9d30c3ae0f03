import type { HomeInfo } from '../../../shared/contract/home-info.ts';
import type { Edition } from '../editions/editions-service.ts';
import type { HomeInfoRows } from './home-info-service.ts';
import { presentChannelNode } from '../channels/channel-presenter.ts';
import { presentLatestItem } from '../content/content-lists-presenter.ts';
import { presentGachaPool } from '../living/gacha-pools/gacha-pool-presenter.ts';
import { presentAnnouncement, presentBanner, presentNavbar } from './home-presenter.ts';

/** The latest block's title when no channel is marked is_latest (catalogue text of the spec). */
export const LATEST_CONTENT_DEFAULT_NAME = '最新';

export const presentHomeInfo = (edition: Edition, rows: HomeInfoRows): HomeInfo => ({
  bannerList: rows.banners.map(presentBanner),
  positionList: rows.positions.map(presentChannelNode),
  mapList: rows.maps.map(presentChannelNode),
  latestContent: {
    name: rows.latestChannel?.name ?? LATEST_CONTENT_DEFAULT_NAME,
    list: rows.latest.map(presentLatestItem),
    col_per_row: 1,
  },
  announcement: rows.announcement ? presentAnnouncement(rows.announcement) : null,
  navbar: presentNavbar(edition),
  eggPool: rows.pools.map(presentGachaPool),
});
