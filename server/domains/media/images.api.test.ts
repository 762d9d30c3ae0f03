import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../seed/images.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/** A GET with the path sent as written: fetch() would resolve '..' segments before sending. */
function rawGet(server: TestServer, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}/`, { path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

describe.each(dialects)('image route on %s', (dialect) => {
  let server: TestServer;
  let imageUrl: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    imageUrl = await storeImage(server.db, server.storage, png, 'image/png');
  });
  afterAll(() => server.close());

  it('serves a stored image with immutable caching', async () => {
    expect(imageUrl).toMatch(/^\/img\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    const response = await server.get(imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('vary')).toMatch(/accept/i);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  it('resizes without enlarging and answers a cached variant identically', async () => {
    const first = Buffer.from(await (await server.get(`${imageUrl}?w=50&q=60`)).arrayBuffer());
    expect((await sharp(first).metadata()).width).toBe(50);
    const again = await server.get(`${imageUrl}?w=50&q=60`);
    expect(again.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    const wide = await server.get(`${imageUrl}?w=1000`);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(200);
  });

  it('answers 404 for an unknown key', async () => {
    for (const path of ['/img/ab/0000000000000000000000000000000000000000000000000000000000000000.png', '/img/nothing.jpg', '/img/']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
  });

  it('answers 404, not 500, for a key naming a folder of the store or a path through a file', async () => {
    const shard = imageUrl.split('/')[2];
    for (const path of [`/img/${shard}`, `/img/${shard}/`, `${imageUrl}/x.png`]) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('answers 422 for bad width or quality', async () => {
    for (const query of ['w=abc', 'w=5', 'w=99999', 'w=64.5', 'w=-64', 'q=0', 'q=101', 'q=abc']) {
      const response = await server.get(`${imageUrl}?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('never serves files outside the store', async () => {
    const attempts = [
      '/img/../etc/passwd',
      '/img/%2e%2e/x',
      '/img/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/img/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/img/..%2falmanac.sqlite',
      '/img/%2e%2e%2falmanac.sqlite',
      '/img//etc/passwd',
      '/img/%2fetc%2fpasswd',
      '/img/ab/..%5c..%5calmanac.sqlite',
    ];
    for (const path of attempts) {
      const response = await rawGet(server, path);
      expect([400, 404, 422], path).toContain(response.status);
      expect(response.body.toString('latin1'), path).not.toMatch(/root:|SQLite format/);
    }
  });
});
