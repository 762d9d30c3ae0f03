import * as calls from '../../../shared/contract/calls/uploads.ts';
import {
  UPLOAD_CHUNK_BYTES,
  uploadChunkBody,
  uploadChunkQuery,
  uploadCompleteBody,
  uploadInitBody,
  uploadStatusQuery,
} from '../../../shared/contract/corrections.ts';
import { UPLOAD_LIMITS } from '../../../shared/limits.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Edition } from '../editions/editions-service.ts';
import type { RequestContext } from '../../policies/request-context.ts';
import { ApiError } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import { UploadQuotaExceeded } from './upload-quota.ts';

/** The account's storage quota in bytes (UPLOAD_QUOTA_MB); 0, no quota, for the edition's operators (ADMIN). */
async function quotaOf({ config, perRequest, edition }: { config: AppConfig; perRequest: RequestContext; edition: Edition }): Promise<number> {
  if (config.uploadQuotaMb === 0 || (await perRequest.can(edition.id, 'operate-edition'))) return 0;
  return config.uploadQuotaMb * 1024 * 1024;
}

/** An upload over the account's quota is answered 413 (the account may store no more), not 422. */
async function quotaAnswer<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UploadQuotaExceeded) throw new ApiError(Retcode.PAYLOAD_TOO_LARGE, 413, error.message);
    throw error;
  }
}

/** The chunk's bytes as a Buffer (the body parser gives one; any other Uint8Array is viewed, not copied). */
const bufferOf = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/**
 * Resumable chunked picture uploads (shared/contract/calls/corrections.ts): login required, PNG
 * and JPEG only, at most UPLOAD_MAX_MB, in 2 MB chunks, and at most UPLOAD_QUOTA_MB held by one
 * account. init → chunk (any order, again after a dropped connection; status tells which
 * arrived) → complete, which answers data.url.
 */
export const uploadRoutes: ImplementedCall[] = [
  implement(calls.policy, {
    handler: async ({ config }) => ({ max_size_mb: config.uploadMaxMb, chunk_size: UPLOAD_CHUNK_BYTES, mimes: [...UPLOAD_LIMITS.imageTypes] }),
  }),
  implement(calls.init, {
    body: uploadInitBody,
    async handler(context) {
      const { body, services, config, viewer } = context;
      const input = { fileName: body.file_name, mime: body.mime, size: body.size };
      return quotaAnswer(services.corrections.uploads.start(viewer.user.id, input, config.uploadMaxMb, await quotaOf(context)));
    },
  }),
  implement(calls.chunk, {
    query: uploadChunkQuery,
    body: uploadChunkBody,
    // One chunk and a little room: a larger body is refused before it is read whole.
    bodyLimit: UPLOAD_CHUNK_BYTES + 1024,
    handler: ({ query, body, services, viewer }) => services.corrections.uploads.putChunk(viewer.user.id, query.upload_id, query.index, bufferOf(body)),
  }),
  implement(calls.status, {
    query: uploadStatusQuery,
    handler: ({ services, viewer, query }) => services.corrections.uploads.status(viewer.user.id, query.upload_id),
  }),
  implement(calls.complete, {
    body: uploadCompleteBody,
    handler: async (context) =>
      quotaAnswer(context.services.corrections.uploads.complete(context.viewer.user.id, context.body.upload_id, await quotaOf(context))),
  }),
];
