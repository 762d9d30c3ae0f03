import { declareCall, shape } from '../call.ts';
import type { textsQuery, textsSaveSchema, TextsAnswer, TextsSaveAnswer } from '../operator-texts.ts';
import { EDITION } from './operator-access.ts';

/** Translated names of channels, banners, pools and calendar activities (ADMIN in the path's edition). */

export const texts = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/texts',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof textsQuery; answer: TextsAnswer }>(),
});

export const saveTexts = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/texts/save',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof textsSaveSchema; answer: TextsSaveAnswer }>(),
});
