import { declareCall, shape } from '../call.ts';
import type { GachaPoolList } from '../gacha-pool.ts';

/** The media area. */
export const mediaCalls = {
  /** Running and upcoming pools by start time, then the most recently ended ones. */
  gachaPools: declareCall({ method: 'GET', path: '/v1/gacha_pool', auth: 'optional', cache: 'public', types: shape<{ answer: GachaPoolList }>() }),
};
