import { declareCall, shape } from '../call.ts';
import type { ChannelList } from '../channel.ts';

/** The edition's channel tree. */

export const tree = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/getChannelTree',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: ChannelList }>(),
});
