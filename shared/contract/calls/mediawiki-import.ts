import { declareCall, shape } from '../call.ts';
import type {
  mediawikiUploadBeginSchema,
  mediawikiUploadChunkBody,
  mediawikiUploadChunkQuery,
  mediawikiUploadIdBody,
  mediawikiUploadStatusQuery,
  MediawikiUploadStatus,
} from '../mediawiki-import.ts';
import { EDITION } from './operator-access.ts';

/**
 * The console's MediaWiki dump upload (ADMIN of the edition): begin (name and size), chunks in
 * order (raw bytes), start (the import runs in a process of its own), status (progress, then the report).
 */

export const begin = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/mediawiki_import/begin',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof mediawikiUploadBeginSchema; answer: MediawikiUploadStatus }>(),
});

export const chunk = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/mediawiki_import/chunk',
  ...EDITION,
  bodyType: 'bytes',
  types: /* @__PURE__ */ shape<{ query: typeof mediawikiUploadChunkQuery; body: typeof mediawikiUploadChunkBody; answer: MediawikiUploadStatus }>(),
});

export const start = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/operator/mediawiki_import/start',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ body: typeof mediawikiUploadIdBody; answer: MediawikiUploadStatus }>(),
});

export const status = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/operator/mediawiki_import/status',
  ...EDITION,
  types: /* @__PURE__ */ shape<{ query: typeof mediawikiUploadStatusQuery; answer: MediawikiUploadStatus }>(),
});
