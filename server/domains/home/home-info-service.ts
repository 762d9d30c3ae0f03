import { HOME_LATEST_COUNT } from '../../../shared/limits.ts';
import type { Services } from '../services.ts';

/**
 * The spec's Home data in one load, composed from the services that answer its parts one by one
 * (home/banner, home/position, home/map, content/latest, navbar's announcement, gacha pools).
 * `now` is unix seconds: pools that ended before it are left out.
 */
export async function loadHomeInfo(services: Services, editionId: number, now: number) {
  const [banners, positions, maps, latestChannel, latest, announcement, pools] = await Promise.all([
    services.home.banners(editionId),
    services.channels.positionList(editionId),
    services.channels.mapList(editionId),
    services.channels.latestChannel(editionId),
    services.contentLists.latest(editionId, { pageNum: 1, pageSize: HOME_LATEST_COUNT }),
    services.home.announcement(editionId),
    services.gachaPools.current(editionId, now),
  ]);
  return { banners, positions, maps, latestChannel, latest: latest.rows, announcement, pools };
}

export type HomeInfoRows = Awaited<ReturnType<typeof loadHomeInfo>>;
