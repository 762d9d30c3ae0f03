import type { FastifyInstance, FastifyReply } from 'fastify';
import rangeParser from 'range-parser';
import type { MediaService } from './media-service.ts';
import { isSafeKey, type ByteRange, type FileStorage } from '../../storage/storage.ts';
import { OVERLOAD_EXEMPT } from '../../overload/exempt.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (weak forms and '*' included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * /media/{key} serves stored audio and video uploads (voice clips) with their recorded
 * content-type. Keys are content hashes, so answers are immutable, with the hash as a strong
 * ETag. Single byte ranges are answered 206 (audio and video elements seek with them), an
 * unsatisfiable range 416; a malformed or multi-part range gets the whole file (RFC 9110 lets a
 * server ignore Range). Images, unknown and unsafe keys answer 404. Bytes are streamed from the
 * storage, only those of the range asked for: a seek in a long video never reads it whole.
 */
export function registerMediaRoute(app: FastifyInstance, services: { media: MediaService }, storage: FileStorage) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // Stored bytes, streamed: answered under overload too.
    config: OVERLOAD_EXEMPT,
    // Audio and video are compressed already; a stream of them is sent as it comes.
    compress: false,
    async handler(request, reply) {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key)) return notFound(reply);
      const upload = await services.media.playableUpload(key);
      if (!upload) return notFound(reply);

      const { size } = upload;
      const etag = `"${upload.sha256}"`;
      reply.header('accept-ranges', 'bytes').header('etag', etag).header('x-content-type-options', 'nosniff');
      // Answered before the file is opened: a revalidation costs one database read.
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).header('cache-control', IMMUTABLE).send();

      const range = request.headers.range;
      const ifRange = request.headers['if-range'];
      let part: ByteRange | undefined;
      // If-Range names the version the client holds; another one (or a date) gets the whole file.
      if (range && (ifRange === undefined || ifRange === etag)) {
        const ranges = rangeParser(size, range, { combine: true });
        if (ranges === -1) {
          return reply
            .status(416)
            .header('cache-control', 'no-store')
            .header('content-range', `bytes */${size}`)
            .type('text/plain')
            .send('Range Not Satisfiable');
        }
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) part = ranges[0]!;
      }

      const stream = await storage.readStream(key, part);
      if (!stream) return notFound(reply);
      if (request.method === 'HEAD') stream.destroy();
      if (part) reply.status(206).header('content-range', `bytes ${part.start}-${part.end}/${size}`);
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-length', String(part ? part.end - part.start + 1 : size))
        .type(upload.mime)
        .send(request.method === 'HEAD' ? undefined : stream);
    },
  });
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain').send('Not Found');
}
