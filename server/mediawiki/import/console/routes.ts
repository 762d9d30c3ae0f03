import * as calls from '../../../../shared/contract/calls/mediawiki-import.ts';
import {
  MEDIAWIKI_UPLOAD_LIMITS,
  mediawikiUploadBeginSchema,
  mediawikiUploadChunkBody,
  mediawikiUploadChunkQuery,
  mediawikiUploadIdBody,
  mediawikiUploadStatusQuery,
} from '../../../../shared/contract/mediawiki-import.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';
import { bufferOf } from '../../../domains/operator/api/admin-route.ts';

/**
 * The console's dump upload (shared/contract/calls/operator.ts, ADMIN of the edition): begin
 * (name and size), chunks in order (raw bytes, 8 MB each), start (the import runs in a process of
 * its own), status (progress, then the report). See server/mediawiki/import/console/dump-uploads.ts.
 */
export const mediawikiImportRoutes: ImplementedCall[] = [
  implement(calls.begin, {
    body: mediawikiUploadBeginSchema,
    handler: ({ services, config, edition, viewer, body }) => services.mediawikiImports.begin(config, edition, viewer.user.id, body),
  }),
  implement(calls.chunk, {
    query: mediawikiUploadChunkQuery,
    body: mediawikiUploadChunkBody,
    bodyLimit: MEDIAWIKI_UPLOAD_LIMITS.chunkBytes + 64 * 1024,
    handler: ({ services, config, edition, viewer, query, body }) =>
      services.mediawikiImports.chunk(config, edition.id, viewer.user.id, query.upload_id, query.index, bufferOf(body)),
  }),
  implement(calls.start, {
    body: mediawikiUploadIdBody,
    handler: ({ services, config, edition, viewer, body }) => services.mediawikiImports.start(config, edition.id, viewer.user.id, body.upload_id),
  }),
  implement(calls.status, {
    query: mediawikiUploadStatusQuery,
    handler: ({ services, config, edition, viewer, query }) => services.mediawikiImports.status(config, edition.id, viewer.user.id, query.upload_id),
  }),
];
