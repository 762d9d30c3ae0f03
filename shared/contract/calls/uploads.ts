import { declareCall, shape } from '../call.ts';
import type {
  uploadChunkBody,
  uploadChunkQuery,
  uploadCompleteBody,
  uploadInitBody,
  uploadStatusQuery,
  UploadPolicy,
  UploadResult,
  UploadStatus,
} from '../corrections.ts';

/**
 * Resumable chunked picture uploads: init → chunk (any order, again after
 * a dropped connection; status tells which arrived) → complete, which answers the URL. The chunk
 * is raw bytes: the browser sends it by XMLHttpRequest (callUrl) for its progress events.
 */

export const policy = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/upload/policy',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: UploadPolicy }>(),
});

export const init = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/upload/init',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof uploadInitBody; answer: UploadStatus }>(),
});

export const chunk = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/upload/chunk',
  auth: 'required',
  cache: 'private',
  bodyType: 'bytes',
  types: /* @__PURE__ */ shape<{ query: typeof uploadChunkQuery; body: typeof uploadChunkBody; answer: UploadStatus }>(),
});

export const status = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/upload/status',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof uploadStatusQuery; answer: UploadStatus }>(),
});

export const complete = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/upload/complete',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof uploadCompleteBody; answer: UploadResult }>(),
});
