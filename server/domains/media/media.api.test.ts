import crypto from 'node:crypto';
import http from 'node:http';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMediaRoute } from './media-file-route.ts';
import { demoVoiceClip, storeAudio } from '../../seed/audio.ts';
import { mediaService } from './media-service.ts';
import type { ByteRange, FileStorage } from '../../storage/storage.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/**
 * /media/ over HTTP, on the test server's database and file storage. The route is mounted on an
 * app with the same plugins as server/app.ts (compression, ETags), so the answers are those the
 * real server gives once registerMediaRoute is registered next to the image route.
 */
async function startMediaApp(server: TestServer, storage: FileStorage = server.storage): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(etag, { weak: true });
  registerMediaRoute(app, { media: mediaService(server.db) }, storage);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A request with the path sent as written: fetch() would resolve '..' segments before sending. */
function rawGet(url: string, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/`, { path, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** Records an upload row (and optionally its bytes) under a key as given. */
async function putUpload(server: TestServer, key: string, mime: string, bytes: Buffer, store = true) {
  if (store) await server.storage.put(key, bytes, mime);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  await server.db.insertInto('uploads').values({ key, sha256, mime, size: bytes.length, width: 0, height: 0, owner_id: null, created_at: 0 }).execute();
}

describe.each(dialects)('/media/ route on %s', (dialect) => {
  let server: TestServer;
  let media: { app: FastifyInstance; url: string };
  let clip: Buffer;
  let clipUrl: string;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${media.url}${path}`, { headers });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeAll(async () => {
    server = await startTestServer(dialect);
    media = await startMediaApp(server);
    clip = demoVoiceClip(1);
    clipUrl = await storeAudio(server.db, server.storage, clip);
  });
  afterAll(async () => {
    await media?.app.close();
    await server?.close();
  });

  it('serves a stored clip whole as audio/wav, immutable, with ranges offered', async () => {
    expect(clipUrl).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.wav$/);
    const row = await server.db.selectFrom('uploads').selectAll().where('key', '=', clipUrl.slice('/media/'.length)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'audio/wav', width: 0, height: 0, size: clip.length });

    const response = await get(clipUrl, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(clip.length));
    expect(response.headers.get('etag')).toBe(`"${row.sha256}"`);
    expect((await bytesOf(response)).equals(clip)).toBe(true);
  });

  it('answers a byte range with 206, Content-Range and exactly those bytes', async () => {
    const response = await get(clipUrl, { range: 'bytes=0-99', 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${clip.length}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = await bytesOf(response);
    expect(body.equals(clip.subarray(0, 100))).toBe(true);
    expect(body.toString('ascii', 0, 4)).toBe('RIFF');

    const middle = await get(clipUrl, { range: 'bytes=1000-1999' });
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${clip.length}`);
    expect((await bytesOf(middle)).equals(clip.subarray(1000, 2000))).toBe(true);
  });

  it('answers open-ended and suffix ranges, and clamps an end beyond the file', async () => {
    const open = await get(clipUrl, { range: `bytes=${clip.length - 50}-` });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes ${clip.length - 50}-${clip.length - 1}/${clip.length}`);
    expect((await bytesOf(open)).equals(clip.subarray(clip.length - 50))).toBe(true);

    const suffix = await get(clipUrl, { range: 'bytes=-10' });
    expect(suffix.status).toBe(206);
    expect((await bytesOf(suffix)).equals(clip.subarray(clip.length - 10))).toBe(true);

    const beyond = await get(clipUrl, { range: `bytes=10-${clip.length * 2}` });
    expect(beyond.status).toBe(206);
    expect(beyond.headers.get('content-range')).toBe(`bytes 10-${clip.length - 1}/${clip.length}`);
    expect((await bytesOf(beyond)).equals(clip.subarray(10))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    for (const range of [`bytes=${clip.length}-`, `bytes=${clip.length + 10}-${clip.length + 20}`, 'bytes=50-10']) {
      const response = await get(clipUrl, { range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe(`bytes */${clip.length}`);
      expect(response.headers.get('cache-control') ?? '', range).not.toContain('immutable');
      expect((await bytesOf(response)).includes(clip.subarray(0, 44)), range).toBe(false);
    }
  });

  it('sends the whole file for malformed, foreign-unit or multi-part ranges and a stale If-Range', async () => {
    const cases: Array<Record<string, string>> = [
      { range: 'bytes=abc' },
      { range: 'pages=0-1' },
      { range: 'bytes=0-1,100-200' },
      { range: 'bytes=0-99', 'if-range': '"another-version"' },
    ];
    for (const headers of cases) {
      const response = await get(clipUrl, headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get('content-range')).toBeNull();
      expect((await bytesOf(response)).equals(clip)).toBe(true);
    }
    const etagValue = (await get(clipUrl)).headers.get('etag')!;
    const matching = await get(clipUrl, { range: 'bytes=0-9', 'if-range': etagValue });
    expect(matching.status).toBe(206);
    expect((await bytesOf(matching)).equals(clip.subarray(0, 10))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const etagValue = (await get(clipUrl)).headers.get('etag')!;
    expect((await get(clipUrl, { 'if-none-match': etagValue })).status).toBe(304);
    const head = await fetch(`${media.url}${clipUrl}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('audio/wav');
    expect(head.headers.get('content-length')).toBe(String(clip.length));
    expect((await bytesOf(head)).length).toBe(0);
  });

  it('streams a range of a large file from the storage range read, never reading the file whole', async () => {
    const large = crypto.randomBytes(32 * 1024 * 1024);
    await putUpload(server, 'ab/large-video.mp4', 'video/mp4', large);
    const wholeReads: string[] = [];
    const ranges: Array<ByteRange | undefined> = [];
    const watched: FileStorage = {
      ...server.storage,
      get: (key) => (wholeReads.push(key), server.storage.get(key)),
      readStream: (key, range) => (ranges.push(range), server.storage.readStream(key, range)),
    };
    const watchedApp = await startMediaApp(server, watched);
    try {
      const start = 20 * 1024 * 1024;
      const response = await fetch(`${watchedApp.url}/media/ab/large-video.mp4`, { headers: { range: `bytes=${start}-${start + 65_535}` } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${start + 65_535}/${large.length}`);
      expect((await bytesOf(response)).equals(large.subarray(start, start + 65_536))).toBe(true);
      expect(ranges).toEqual([{ start, end: start + 65_535 }]);

      // The whole file streams too, with its length announced up front.
      const whole = await fetch(`${watchedApp.url}/media/ab/large-video.mp4`);
      expect(whole.headers.get('content-length')).toBe(String(large.length));
      expect((await bytesOf(whole)).equals(large)).toBe(true);
      expect(ranges).toEqual([{ start, end: start + 65_535 }, undefined]);
      expect(wholeReads).toEqual([]);
    } finally {
      await watchedApp.app.close();
    }
  });

  it('serves video uploads with their own content-type', async () => {
    const bytes = crypto.randomBytes(3000);
    await putUpload(server, 'cd/video-sample.mp4', 'video/mp4', bytes);
    const response = await get('/media/cd/video-sample.mp4', { range: 'bytes=10-19' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect((await bytesOf(response)).equals(bytes.subarray(10, 20))).toBe(true);
  });

  it('answers 404 for unknown keys, images, other types and uploads whose file is missing', async () => {
    await putUpload(server, 'ef/picture.png', 'image/png', Buffer.from('not really a png'));
    await putUpload(server, 'ef/page.html', 'text/html', Buffer.from('<script>alert(1)</script>'));
    await putUpload(server, 'ef/gone.wav', 'audio/wav', Buffer.from('RIFF'), false);
    for (const path of [
      '/media/ab/0000000000000000000000000000000000000000000000000000000000000000.wav',
      '/media/nothing.wav',
      '/media/',
      '/media/ef/picture.png',
      '/media/ef/page.html',
      '/media/ef/gone.wav',
      `${clipUrl}.extra`,
      clipUrl.replace(/[0-9a-f]{64}/, (hash) => hash.toUpperCase()),
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('immutable');
      expect(response.headers.get('content-type'), path).toContain('text/plain');
    }
  });

  it('never leaks files outside the store, even for upload rows with unsafe keys', async () => {
    // A row pointing outside the store must not be followed.
    await putUpload(server, '../almanac.sqlite', 'audio/wav', Buffer.from('x'), false);
    const shard = clipUrl.split('/')[2];
    const attempts = [
      '/media/../almanac.sqlite',
      '/media/%2e%2e/almanac.sqlite',
      '/media/..%2falmanac.sqlite',
      '/media/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/media/../../../../etc/passwd',
      '/media//etc/passwd',
      '/media/%2Fetc%2Fpasswd',
      `/media/${shard}/../../almanac.sqlite`,
      `/media/${shard}`,
      `/media/${shard}/`,
      '/media/.',
      '/media/%00',
    ];
    for (const path of attempts) {
      const { status, body } = await rawGet(media.url, path);
      expect([400, 404], path).toContain(status);
      expect(body.includes(Buffer.from('SQLite format')), path).toBe(false);
      expect(body.includes(Buffer.from('root:')), path).toBe(false);
    }
  });
});
