import { z } from 'zod';
import { MEDIAWIKI_UPLOAD_LIMITS, mediawikiUploadBeginSchema, mediawikiUploadChunkQuery, mediawikiUploadIdBody, mediawikiUploadStatusQuery } from '../../../../shared/contract/mediawiki-import.ts';
import type { ApiRoute } from '../../../api/route.ts';
import { adminRoute } from '../../../domains/operator/api/admin-route.ts';

const chunkBody = z.instanceof(Buffer, { error: 'must be the chunk of the dump, sent as application/octet-stream' });

/**
 * The console's dump upload (ADMIN of the edition): begin (name and size), chunks in order
 * (raw bytes, 8 MB each), start (the import runs in a process of its own), status (progress,
 * then the report). See server/mediawiki/import/console/dump-uploads.ts.
 */
export const mediawikiImportRoutes: ApiRoute[] = [
  adminRoute({
    method: 'POST',
    path: '/v1/operator/mediawiki_import/begin',
    body: mediawikiUploadBeginSchema,
    handler: ({ services, config, edition, actor, body }) => services.mediawikiImports.begin(config, edition, actor.id, body),
  }),
  adminRoute<z.infer<typeof mediawikiUploadChunkQuery>, Buffer>({
    method: 'POST',
    path: '/v1/operator/mediawiki_import/chunk',
    query: mediawikiUploadChunkQuery,
    body: chunkBody,
    bodyType: 'bytes',
    bodyLimit: MEDIAWIKI_UPLOAD_LIMITS.chunkBytes + 64 * 1024,
    handler: ({ services, config, edition, actor, query, body }) => services.mediawikiImports.chunk(config, edition.id, actor.id, query.upload_id, query.index, body),
  }),
  adminRoute({
    method: 'POST',
    path: '/v1/operator/mediawiki_import/start',
    body: mediawikiUploadIdBody,
    handler: ({ services, config, edition, actor, body }) => services.mediawikiImports.start(config, edition.id, actor.id, body.upload_id),
  }),
  adminRoute({
    method: 'GET',
    path: '/v1/operator/mediawiki_import/status',
    query: mediawikiUploadStatusQuery,
    handler: ({ services, config, edition, actor, query }) => services.mediawikiImports.status(config, edition.id, actor.id, query.upload_id),
  }),
];
