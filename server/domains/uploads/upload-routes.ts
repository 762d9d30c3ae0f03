import { z } from 'zod';
import { UPLOAD_CHUNK_BYTES, uploadChunkQuery, uploadCompleteBody, uploadInitBody, uploadStatusQuery, type UploadPolicy } from '../../../shared/contract/corrections.ts';
import { UPLOAD_LIMITS } from '../../../shared/limits.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { ApiError } from '../../api/errors.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../../api/route.ts';
import { UploadQuotaExceeded } from './upload-quota.ts';

const chunkBody = z.instanceof(Buffer, { error: 'must be the chunk bytes, sent as application/octet-stream' });

const userIdOf = ({ viewer }: HandlerContext<unknown, unknown>) => viewer!.user.id;

/** The account's storage quota in bytes (UPLOAD_QUOTA_MB); 0, no quota, for the edition's operators (ADMIN). */
async function quotaOf(context: HandlerContext<unknown, unknown>): Promise<number> {
  if (context.config.uploadQuotaMb === 0 || (await context.perRequest.can(context.edition.id, 'operate-edition'))) return 0;
  return context.config.uploadQuotaMb * 1024 * 1024;
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

/**
 * Resumable chunked picture uploads (spec 000 §5, §6, §9): login required, PNG and JPEG only,
 * at most UPLOAD_MAX_MB, in 2 MB chunks, and at most UPLOAD_QUOTA_MB held by one account. init → chunk (any order, again after a dropped
 * connection; status tells which arrived) → complete, which answers data.url.
 */
export const uploadRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/upload/policy',
    cache: 'public',
    async handler({ config }): Promise<UploadPolicy> {
      return { max_size_mb: config.uploadMaxMb, chunk_size: UPLOAD_CHUNK_BYTES, mimes: [...UPLOAD_LIMITS.imageTypes] };
    },
  }),
  defineRoute<unknown, z.infer<typeof uploadInitBody>>({
    method: 'POST',
    path: '/v1/upload/init',
    cache: 'private',
    auth: 'required',
    body: uploadInitBody,
    async handler(context) {
      const { body, services, config } = context;
      const input = { fileName: body.file_name, mime: body.mime, size: body.size };
      return quotaAnswer(services.corrections.uploads.start(userIdOf(context), input, config.uploadMaxMb, await quotaOf(context)));
    },
  }),
  defineRoute<z.infer<typeof uploadChunkQuery>, Buffer>({
    method: 'POST',
    path: '/v1/upload/chunk',
    cache: 'private',
    auth: 'required',
    query: uploadChunkQuery,
    body: chunkBody,
    bodyType: 'bytes',
    // One chunk and a little room: a larger body is refused before it is read whole.
    bodyLimit: UPLOAD_CHUNK_BYTES + 1024,
    async handler(context) {
      const { query, body, services } = context;
      return services.corrections.uploads.putChunk(userIdOf(context), query.upload_id, query.index, body);
    },
  }),
  defineRoute<z.infer<typeof uploadStatusQuery>>({
    method: 'GET',
    path: '/v1/upload/status',
    cache: 'private',
    auth: 'required',
    query: uploadStatusQuery,
    async handler(context) {
      return context.services.corrections.uploads.status(userIdOf(context), context.query.upload_id);
    },
  }),
  defineRoute<unknown, z.infer<typeof uploadCompleteBody>>({
    method: 'POST',
    path: '/v1/upload/complete',
    cache: 'private',
    auth: 'required',
    body: uploadCompleteBody,
    async handler(context) {
      return quotaAnswer(context.services.corrections.uploads.complete(userIdOf(context), context.body.upload_id, await quotaOf(context)));
    },
  }),
];
