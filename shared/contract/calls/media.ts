import { declareCall, shape } from '../call.ts';
import type { GachaPoolList } from '../gacha-pool.ts';

/** The media area. */

/** Running and upcoming pools by start time, then the most recently ended ones. */
export const gachaPools = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/gacha_pool',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: GachaPoolList }>(),
});
