import { declareCall, shape } from '../call.ts';
import type { keyBoxAddBodySchema, keyBoxQuerySchema, KeyBoxAddAnswer, KeyBoxEntry } from '../accounts.ts';

/** The key-box: small per-account values by key (the favorites guide seen, the search history). */

export const query = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/keybox/query_unique_key',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof keyBoxQuerySchema; answer: KeyBoxEntry }>(),
});

export const add = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/keybox/add_unique_key',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof keyBoxAddBodySchema; answer: KeyBoxAddAnswer }>(),
});
