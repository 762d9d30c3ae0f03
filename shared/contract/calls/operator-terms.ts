import { declareCall, shape } from '../call.ts';
import type {
  contentLanguagesSchema,
  termDeleteSchema,
  termListQuery,
  termPreviewSchema,
  termSaveSchema,
  ContentLanguagesAnswer,
  OperatorTerm,
  TermListAnswer,
} from '../operator-terms.ts';
import { EDITION } from './operator-access.ts';

/** The edition's content languages and the traditional view's term table (ADMIN in the path's edition). */

export const updateContentLanguages = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/edition/languages',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof contentLanguagesSchema; answer: ContentLanguagesAnswer }>(),
});

export const terms = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/terms',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof termListQuery; answer: TermListAnswer }>(),
});

export const saveTerm = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/term/save',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof termSaveSchema; answer: { term: OperatorTerm } }>(),
});

export const deleteTerm = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/term/delete',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof termDeleteSchema; answer: { source: string } }>(),
});

/** Converts simplified text with the edition's stored terms (at most PREVIEW_MAX characters, PREVIEW_LIMIT a minute). */
export const previewTerms = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/term/preview',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof termPreviewSchema; answer: { text: string } }>(),
});
