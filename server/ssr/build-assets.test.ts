import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBuildAssets } from './build-assets.ts';

describe('build assets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-assets-'));
  const app = Fastify();
  const script = 'export const answer = 42;\n'.repeat(20);

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'chunk-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'chunk-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, 'assets', 'chunk-abc123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await registerBuildAssets(app, dir);
    app.get('*', async () => 'page');
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed, immutable for a year, varying by encoding', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await app.inject({ url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(script);
    }
    const plain = await app.inject({ url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset 404, not with a page', async () => {
    const response = await app.inject({ url: '/assets/chunk-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unhashed root files an hour', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
