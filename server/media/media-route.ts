import type { FastifyInstance, FastifyReply } from 'fastify';
import rangeParser from 'range-parser';
import type { MediaService } from '../services/media.ts';
import { isSafeKey, type FileStorage } from '../storage/storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /media/{key} serves stored audio and video uploads (voice clips) with their recorded
 * content-type. Keys are content hashes, so answers are immutable, with the hash as a strong
 * ETag. Single byte ranges are answered 206 (audio and video elements seek with them), an
 * unsatisfiable range 416; a malformed or multi-part range gets the whole file (RFC 9110 lets a
 * server ignore Range). Images, unknown and unsafe keys answer 404.
 */
export function registerMediaRoute(app: FastifyInstance, services: { media: MediaService }, storage: FileStorage) {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return notFound(reply);
    const upload = await services.media.playableUpload(key);
    if (!upload) return notFound(reply);
    const bytes = await storage.get(key);
    if (!bytes) return notFound(reply);

    const size = bytes.length;
    const etag = `"${upload.sha256}"`;
    reply.header('accept-ranges', 'bytes').header('etag', etag).header('x-content-type-options', 'nosniff');

    const range = request.headers.range;
    const ifRange = request.headers['if-range'];
    // If-Range names the version the client holds; another one (or a date) gets the whole file.
    if (range && (ifRange === undefined || ifRange === etag)) {
      const ranges = rangeParser(size, range, { combine: true });
      if (ranges === -1) {
        return reply.status(416).header('cache-control', 'no-store').header('content-range', `bytes */${size}`).type('text/plain').send('Range Not Satisfiable');
      }
      if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
        const { start, end } = ranges[0]!;
        return reply
          .status(206)
          .header('cache-control', IMMUTABLE)
          .header('content-range', `bytes ${start}-${end}/${size}`)
          .type(upload.mime)
          .send(bytes.subarray(start, end + 1));
      }
    }
    return reply.header('cache-control', IMMUTABLE).type(upload.mime).send(bytes);
  });
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('Not Found');
}
