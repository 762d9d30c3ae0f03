import { z } from 'zod';
import { UPLOAD_CHUNK_BYTES, uploadChunkQuery, uploadCompleteBody, uploadInitBody, uploadStatusQuery, type UploadPolicy } from '../../../shared/contract/corrections.ts';
import { UPLOAD_LIMITS } from '../../../shared/limits.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../../api/route.ts';

const chunkBody = z.instanceof(Buffer, { error: 'must be the chunk bytes, sent as application/octet-stream' });

const userIdOf = ({ viewer }: HandlerContext<unknown, unknown>) => viewer!.user.id;

/**
 * Resumable chunked picture uploads (spec 000 §5, §6, §9): login required, PNG and JPEG only,
 * at most UPLOAD_MAX_MB, in 2 MB chunks. init → chunk (any order, again after a dropped
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
      return services.corrections.uploads.start(userIdOf(context), { fileName: body.file_name, mime: body.mime, size: body.size }, config.uploadMaxMb);
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
      return context.services.corrections.uploads.complete(userIdOf(context), context.body.upload_id);
    },
  }),
];
