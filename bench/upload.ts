/**
 * Upload and image-variant benchmark: `node --import tsx bench/upload.ts`.
 *
 * Starts the API server (no pages, so no build is needed) in a child process on a free
 * 127.0.0.1 port over a fresh temp DATA_DIR with SQLite, signs a user up, then:
 *
 * 1. uploads a 10 MB photo end to end BENCH_UPLOADS times (default 12) as the browser does:
 *    start, five 2 MB chunks, complete (type sniffing, metadata stripping, storing). Every
 *    round sends different bytes (a random JPEG comment), so no round is answered from the
 *    deduplication; it prints p50 and p95 and the throughput;
 * 2. asks /img for distinct variants of one 1920×1080 photo (every listed width from 96 up,
 *    qualities 60 and 75, WebP as browsers accept it): cold renders through HTTP per second,
 *    then sharp alone encoding the same variants of the same stored picture in the same run,
 *    with the same concurrency; prints both and their ratio (target: at least 0.8). Then the
 *    same variants again, now served from the disk cache.
 *
 * It prints figures and never fails on a time. The server is stopped and its folder removed at
 * the end. Env: BENCH_UPLOADS (default 12), BENCH_CONCURRENCY (default 2, the variant requests in flight).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../shared/images.ts';
import { heading, printTable } from './format.ts';
import { wholeNumberFromEnv } from './settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOOPBACK = '127.0.0.1';
const APP_SN = 'bench';
const CHUNK = 2 * 1024 * 1024;

// ---- the server child ----------------------------------------------------------------------

/** In the child: the API server over DATA_DIR, answering on a free port it prints. */
async function serve() {
  const { buildServer } = await import('../server/app.ts');
  const { loadConfig } = await import('../server/config/env.ts');
  const { openDatabase } = await import('../server/db/database.ts');
  const { migrateToLatest } = await import('../server/db/migrate.ts');
  const { createStorage } = await import('../server/storage/create-storage.ts');
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined, SEED: 'none', LOG_LEVEL: 'warn' });
  const database = await openDatabase({ url: undefined, dataDir: config.dataDir });
  await migrateToLatest(database.db as never, database.dialect);
  await database.db.insertInto('editions').values({ app_sn: APP_SN, game: APP_SN, name: 'Bench', base_path: '/bench/wiki/', created_at: 0 }).execute();
  const app = await buildServer({ config, database, storage: createStorage(config) });
  await app.listen({ host: LOOPBACK, port: 0 });
  const address = app.server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
  process.once(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.destroy())
        .then(() => process.exit(0)),
  );
}

interface Child {
  origin: string;
  stop(): Promise<void>;
}

async function startChild(): Promise<Child> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-bench-upload-'));
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, HOST: LOOPBACK },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`the server stopped before listening: ${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin: `http://${LOOPBACK}:${port}`, stop };
}

// ---- the client ----------------------------------------------------------------------------

async function api<T>(origin: string, cookie: string, method: 'GET' | 'POST', pathAndQuery: string, body?: unknown, raw?: Buffer): Promise<T> {
  const response = await fetch(`${origin}/api/${APP_SN}${pathAndQuery}`, {
    method,
    headers: { cookie, ...(raw ? { 'content-type': 'application/octet-stream' } : body ? { 'content-type': 'application/json' } : {}) },
    ...(raw ? { body: new Uint8Array(raw) } : body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { retcode: number; message: string; data: T };
  if (envelope.retcode !== 0) throw new Error(`${pathAndQuery}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

async function signUp(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/${APP_SN}/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_name: `bench_${crypto.randomBytes(4).toString('hex')}`, password: 'bench-password-1' }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The browser's flow: start, every chunk, complete; answers data.url. */
async function uploadOnce(origin: string, cookie: string, bytes: Buffer, fileName: string, mime: string): Promise<string> {
  const started = await api<{ upload_id: string; chunk_count: number }>(origin, cookie, 'POST', '/v1/upload/init', {
    file_name: fileName,
    mime,
    size: bytes.length,
  });
  for (let index = 0; index < started.chunk_count; index++) {
    await api(
      origin,
      cookie,
      'POST',
      `/v1/upload/chunk?upload_id=${started.upload_id}&index=${index}`,
      undefined,
      bytes.subarray(index * CHUNK, (index + 1) * CHUNK),
    );
  }
  return (await api<{ url: string }>(origin, cookie, 'POST', '/v1/upload/complete', { upload_id: started.upload_id })).url;
}

/** A photo-like JPEG: smooth gradients under grain, which compresses about as a camera photo does. */
async function photo(width: number, height: number, quality: number): Promise<Buffer> {
  const grain = crypto.randomBytes(width * height * 3);
  const base = await sharp({ create: { width, height, channels: 3, background: '#6a8fb5' } })
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality })
    .toBuffer();
  return base;
}

/** The same JPEG with a random comment segment after SOI: other bytes, same picture. */
function withComment(jpeg: Buffer): Buffer {
  const text = crypto.randomBytes(16).toString('hex');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  segment.write(text, 4, 'latin1');
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Runs tasks with at most `concurrency` in flight; answers the wall time in ms. */
async function timed(tasks: Array<() => Promise<unknown>>, concurrency: number): Promise<number> {
  const queue = [...tasks];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
  return performance.now() - started;
}

async function main() {
  const uploads = wholeNumberFromEnv('BENCH_UPLOADS', 12);
  const concurrency = wholeNumberFromEnv('BENCH_CONCURRENCY', 2);
  const server = await startChild();
  try {
    console.log(`Almanac upload benchmark: node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, server at ${server.origin}`);
    const cookie = await signUp(server.origin);

    // 1. a 10 MB photo, end to end
    // A 12-megapixel photo at high quality, shrunk until it fits under 10 MB with its comment.
    let big = await photo(4000, 3000, 98);
    for (let shrink = 0.98; big.length > 10 * 1024 * 1024 - 64; shrink -= 0.02) big = await photo(Math.round(4000 * shrink), Math.round(3000 * shrink), 98);
    const meta = await sharp(big).metadata();
    heading(
      `1. Upload of a ${(big.length / 1024 / 1024).toFixed(2)} MB JPEG photo (${meta.width}×${meta.height}), ${Math.ceil(big.length / CHUNK)} chunks, ${uploads} rounds after one warm-up`,
    );
    await uploadOnce(server.origin, cookie, withComment(big), 'warmup.jpg', 'image/jpeg');
    const times: number[] = [];
    for (let round = 0; round < uploads; round++) {
      const bytes = withComment(big);
      const started = performance.now();
      await uploadOnce(server.origin, cookie, bytes, `photo-${round}.jpg`, 'image/jpeg');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    printTable(
      ['upload (start + chunks + complete)', 'p50', 'p95', 'max', 'MB/s at p50'],
      [['10 MB photo', ms(p50), ms(percentile(times, 95)), ms(times[times.length - 1]!), (big.length / 1024 / 1024 / (p50 / 1000)).toFixed(1)]],
    );

    // 2. variants of one picture: through /img, and sharp alone. Two pictures, the second with the
    // order reversed, so load from elsewhere on the machine falls on both paths alike.
    const widths = IMAGE_WIDTHS.filter((width) => width >= 96);
    const variants = widths.flatMap((width) => [60, 75].map((quality) => ({ width, quality })));
    heading(
      `2. Image variants of 1920×1080 photos: ${variants.length} distinct per photo (${widths.length} widths × q60, q75), WebP, ${concurrency} at a time, 2 photos`,
    );
    let sharpMs = 0;
    let coldMs = 0;
    let warmMs = 0;
    for (const order of ['sharp first', 'http first'] as const) {
      const source = await photo(1920, 1080, 90);
      const url = await uploadOnce(server.origin, cookie, source, 'wallpaper.jpg', 'image/jpeg');
      // What the server stored: the upload's re-encoding (server/domains/uploads/picture.ts), done here the same way.
      const stored = await sharp(source, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate().jpeg({ quality: 90 }).toBuffer();
      const viaHttp = async (variant: { width: number; quality: number }) => {
        const response = await fetch(`${server.origin}${url}?w=${variant.width}&q=${variant.quality}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
        if (response.status !== 200) throw new Error(`/img answered ${response.status}`);
        await response.arrayBuffer();
      };
      const alone = async (variant: { width: number; quality: number }) => {
        await sharp(stored, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: variant.width, withoutEnlargement: true })
          .webp({ quality: variant.quality })
          .toBuffer();
      };
      // Warm both paths up on variants outside the measured set (q40).
      await timed(
        widths.slice(0, 4).map((width) => () => viaHttp({ width, quality: 40 })),
        concurrency,
      );
      await timed(
        widths.slice(0, 4).map((width) => () => alone({ width, quality: 40 })),
        concurrency,
      );
      if (order === 'sharp first') {
        sharpMs += await timed(
          variants.map((variant) => () => alone(variant)),
          concurrency,
        );
        coldMs += await timed(
          variants.map((variant) => () => viaHttp(variant)),
          concurrency,
        );
      } else {
        coldMs += await timed(
          variants.map((variant) => () => viaHttp(variant)),
          concurrency,
        );
        sharpMs += await timed(
          variants.map((variant) => () => alone(variant)),
          concurrency,
        );
      }
      warmMs += await timed(
        variants.map((variant) => () => viaHttp(variant)),
        concurrency,
      );
    }
    const count = variants.length * 2;
    const perSecond = (wall: number) => count / (wall / 1000);
    printTable(
      ['path', 'variants', 'wall', 'variants/s', 'vs sharp alone'],
      [
        ['sharp alone (same pictures, same settings)', String(count), ms(sharpMs), perSecond(sharpMs).toFixed(1), '1.00'],
        [
          'GET /img, cold (render + disk cache write)',
          String(count),
          ms(coldMs),
          perSecond(coldMs).toFixed(1),
          (perSecond(coldMs) / perSecond(sharpMs)).toFixed(2),
        ],
        ['GET /img, cached on disk', String(count), ms(warmMs), perSecond(warmMs).toFixed(1), (perSecond(warmMs) / perSecond(sharpMs)).toFixed(2)],
      ],
    );
    console.log(`\ntarget: cold /img at least 0.8 of sharp alone -> ${(perSecond(coldMs) / perSecond(sharpMs)).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
