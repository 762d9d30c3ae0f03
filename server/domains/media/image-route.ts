import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_DEFAULT_QUALITY, IMAGE_MAX_WIDTH, renderQuality, renderWidth } from '../../../shared/images.ts';
import { MAX_UPLOAD_PIXELS } from '../uploads/picture.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { variantCache, type VariantCache } from './variant-cache.ts';
import { loadSharp } from '../../lazy-modules.ts';
import type { OverloadExempt } from '../../overload/exempt.ts';

const variantQuery = z.object({
  w: z.coerce.number().int().min(16).max(IMAGE_MAX_WIDTH).optional(),
  q: z.coerce.number().int().min(1).max(100).default(IMAGE_DEFAULT_QUALITY),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Folders of the store that hold no pictures (chunks of uploads in progress). */
const NOT_PICTURES = /^parts\//;

/**
 * /img/{key}?w=&q= serves stored images resized and re-encoded: webp when the browser takes
 * it, else the original's format (never AVIF or another slow encoder on the request path).
 * Widths and qualities snap to short lists (shared/images.ts), so a picture has a bounded set
 * of variants. Keys are content hashes, so answers are immutable; variants are cached on disk,
 * at most cacheMaxBytes of them (the least recently used go first: variant-cache.ts).
 * Every answer is a freshly encoded picture with a fixed image type and nosniff: stored bytes
 * are never sent as they came.
 */
export function registerImageRoute(app: FastifyInstance, storage: FileStorage, cacheDir: string, cacheMaxBytes: number) {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();
  const cache = variantCache(cacheDir, cacheMaxBytes);
  const originals = recentOriginals(storage);
  /** The variant a request asks for; undefined for bad parameters (422) or a key that is no picture (404). */
  const variantOf = (request: FastifyRequest) => {
    const key = (request.params as { '*': string })['*'];
    const parsed = variantQuery.safeParse(request.query);
    if (!parsed.success || NOT_PICTURES.test(key)) return { key, bad: !parsed.success } as const;
    const width = parsed.data.w === undefined ? undefined : renderWidth(parsed.data.w);
    const quality = renderQuality(parsed.data.q);
    const webp = /image\/webp/.test(request.headers.accept ?? '');
    const format = webp ? 'webp' : key.endsWith('.png') ? 'png' : 'jpeg';
    const variantName = crypto
      .createHash('sha1')
      .update(`${key}|${width ?? 0}|${quality}|${format}`)
      .digest('hex');
    return { key, width, quality, format, file: path.join(cacheDir, variantName.slice(0, 2), `${variantName}.${format}`) } as const;
  };
  // Under overload a variant already encoded (or being encoded) is served as a static file is;
  // an encoding waits for its turn with the other expensive work (server/overload/).
  const overloadExempt: OverloadExempt = (request) => {
    const variant = variantOf(request);
    return variant.file === undefined || inFlight.has(variant.file) || cache.has(variant.file);
  };
  app.get('/img/*', { config: { overloadExempt } }, async (request, reply) => {
    const variant = variantOf(request);
    if (variant.file === undefined) {
      if (variant.bad) return reply.status(422).type('text/plain').send('Bad image parameters');
      return reply.status(404).type('text/plain').send('Not Found');
    }
    const { key, width, quality, format, file: variantFile } = variant;
    const cached = await cache.read(variantFile);
    if (cached) return send(cached);

    // Concurrent requests for one variant share a single encoding.
    let pending = inFlight.get(variantFile);
    if (!pending) {
      pending = renderVariant(originals, cache, key, variantFile, { width, quality, format }).finally(() => inFlight.delete(variantFile));
      inFlight.set(variantFile, pending);
    }
    const output = await pending;
    if (!output) return reply.status(404).type('text/plain').send('Not Found');
    return send(output);

    function send(bytes: Buffer) {
      return reply
        .header('cache-control', IMMUTABLE)
        .header('vary', 'Accept')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(`image/${format}`)
        .send(bytes);
    }
  });
}

/** Bytes of originals kept in memory: a page asks for several variants of one picture at once. */
const ORIGINALS_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The storage read through a small least-recently-used cache of originals (keys are content
 * hashes, so a cached original is never stale); spares the disk or the bucket a read per variant.
 */
function recentOriginals(storage: FileStorage): Pick<FileStorage, 'get'> {
  const cache = new Map<string, Buffer>();
  let total = 0;
  return {
    async get(key) {
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const bytes = await storage.get(key);
      if (!bytes || bytes.length > ORIGINALS_CACHE_BYTES / 4) return bytes;
      cache.set(key, bytes);
      total += bytes.length;
      for (const [oldKey, old] of cache) {
        if (total <= ORIGINALS_CACHE_BYTES) break;
        cache.delete(oldKey);
        total -= old.length;
      }
      return bytes;
    },
  };
}

interface Variant {
  width: number | undefined;
  quality: number;
  format: 'webp' | 'png' | 'jpeg';
}

/** Encodes one variant and caches it on disk; undefined when there is no readable picture. */
async function renderVariant(storage: Pick<FileStorage, 'get'>, cache: VariantCache, key: string, file: string, variant: Variant): Promise<Buffer | undefined> {
  const source = await storage.get(key);
  if (!source) return undefined;
  let output: Buffer;
  try {
    output = await encodeVariant(source, variant);
  } catch {
    // Bytes that do not decode as a picture are no picture to serve.
    return undefined;
  }
  await cache.write(file, output);
  return output;
}

/** The sharp pipeline of one variant (the benchmark runs it alone to compare). */
export async function encodeVariant(source: Buffer, variant: Variant): Promise<Buffer> {
  const sharp = await loadSharp();
  let pipeline = sharp(source, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
  if (variant.width) pipeline = pipeline.resize({ width: variant.width, withoutEnlargement: true });
  const encoded =
    variant.format === 'webp'
      ? pipeline.webp({ quality: variant.quality })
      : variant.format === 'png'
        ? pipeline.png({ compressionLevel: 9, palette: true, quality: variant.quality })
        : pipeline.jpeg({ quality: variant.quality, mozjpeg: true });
  return await encoded.toBuffer();
}
