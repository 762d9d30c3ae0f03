import { presentGachaPool } from '../living/gacha-pools/gacha-pool-presenter.ts';
import * as mediaCalls from '../../../shared/contract/calls/media.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

/** API calls of the media area. */
export const mediaRoutes: ImplementedCall[] = [
  /**
   * GET /v1/gacha_pool → {list: [pool]} in the real API's fields. Order: running and upcoming
   * pools by start time (then id), then ended pools, the most recently ended first (at most
   * GACHA_POOL_ENDED_LIMIT of them).
   */
  implement(mediaCalls.gachaPools, {
    async handler({ edition, services, content }) {
      const now = Math.floor(Date.now() / 1000);
      const [current, ended] = await Promise.all([services.gachaPools.current(edition.id, now), services.media.endedGachaPools(edition.id, now)]);
      return { list: (await services.contentTexts.titled(edition, content.wanted, 'pool', [...current, ...ended])).map(presentGachaPool) };
    },
  }),
];
