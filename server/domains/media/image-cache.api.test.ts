import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../seed/images.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { noisePng } from '../../../tests/support/uploads.ts';

const CAP_BYTES = 1024 * 1024;

/** The variant files of a server's cache folder and their sizes. */
async function cachedFiles(server: TestServer): Promise<Map<string, number>> {
  const root = path.join(server.dataDir, 'cache', 'img');
  const files = new Map<string, number>();
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(file, (await fs.stat(file)).size);
  }
  return files;
}

const totalOf = (files: Map<string, number>) => [...files.values()].reduce((sum, size) => sum + size, 0);

/** The image variant cache under IMAGE_CACHE_MB=1: noisy pictures make variants of about 200 kB. */
describe.each(dialects)('image variant cache on %s', (dialect) => {
  let server: TestServer;
  let pictures: string[];

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { IMAGE_CACHE_MB: '1' } });
    pictures = [];
    for (let index = 0; index < 10; index++) {
      const jpeg = await sharp(await noisePng(500, 500))
        .jpeg({ quality: 95 })
        .toBuffer();
      pictures.push(await storeImage(server.db, server.storage, jpeg, 'image/jpeg'));
    }
  });
  afterAll(() => server.close());

  const render = async (target: TestServer, url: string) => {
    const response = await target.get(`${url}?w=480&q=95`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it('stays under the cap and keeps the most recently used variants', async () => {
    const favourite = await render(server, pictures[0]!);
    const [favouriteFile] = [...(await cachedFiles(server)).keys()];
    expect(favouriteFile).toBeDefined();

    const seen = new Set<string>([favouriteFile!]);
    for (const url of pictures.slice(1)) {
      await render(server, url);
      for (const file of (await cachedFiles(server)).keys()) seen.add(file);
      // The favourite is asked for between every other picture: a hit, the same bytes.
      expect((await render(server, pictures[0]!)).equals(favourite)).toBe(true);
      expect(totalOf(await cachedFiles(server))).toBeLessThanOrEqual(CAP_BYTES);
    }

    const left = await cachedFiles(server);
    expect(seen.size).toBe(pictures.length);
    expect(left.size).toBeLessThan(pictures.length);
    expect(left.has(favouriteFile!)).toBe(true);
    // The last picture rendered is there; the first one after the favourite went long ago.
    const newest = [...seen].at(-1)!;
    expect(left.has(newest)).toBe(true);
    expect(left.has([...seen][1]!)).toBe(false);
  });

  it('a restarted process rebuilds the index from the folder and keeps to the cap', async () => {
    const before = await cachedFiles(server);
    expect(totalOf(before)).toBeGreaterThan(CAP_BYTES / 2);
    const restarted = await startTestServer(dialect, { sameDatabaseAs: server, env: { IMAGE_CACHE_MB: '1' } });
    try {
      for (const url of pictures.slice(0, 5)) await render(restarted, url);
      for (const url of pictures.slice(0, 3)) expect((await restarted.get(`${url}?w=240&q=95`)).status).toBe(200);
      const after = await cachedFiles(restarted);
      expect(totalOf(after)).toBeLessThanOrEqual(CAP_BYTES);
      // It made room by removing files the first process wrote, which it only knew from the folder.
      expect([...before.keys()].some((file) => !after.has(file))).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('renders again a variant that was evicted', async () => {
    const first = await render(server, pictures[1]!);
    expect((await sharp(first).metadata()).width).toBe(480);
  });
});
