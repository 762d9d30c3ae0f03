import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server.ts';
import { localStorage } from './local-storage.ts';
import { s3ClientFor, s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

describe('listing stored files', () => {
  let s3: TestS3Server;
  let folder: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-list-'));
  });
  afterAll(async () => {
    await s3.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('lists every key of a local folder, not files still being written, and nothing for a missing folder', async () => {
    expect(await keysOf(localStorage(path.join(folder, 'missing')))).toEqual([]);
    const storage = localStorage(path.join(folder, 'uploads'));
    await storage.put('ab/one.png', Buffer.from('1'), 'image/png');
    await storage.put('cd/ef/two.wav', Buffer.from('2'), 'audio/wav');
    await storage.put('three.bin', Buffer.from('3'), 'application/octet-stream');
    await fs.writeFile(path.join(folder, 'uploads', 'ab', 'four.png.1234.0badcafe.tmp'), 'half');
    expect(await keysOf(storage)).toEqual(['ab/one.png', 'cd/ef/two.wav', 'three.bin']);
  });

  it('lists every key of a bucket under its prefix, page after page', async () => {
    const client = s3ClientFor(s3.s3Settings);
    const ours = s3Storage(client, { bucket: s3.bucket, prefix: 'site/' });
    const other = s3Storage(client, { bucket: s3.bucket, prefix: 'other/' });
    const keys = Array.from({ length: 1005 }, (_, index) => `k/${String(index).padStart(4, '0')}.bin`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => ours.put(key, Buffer.from(key), 'application/octet-stream')));
    }
    await other.put('elsewhere.bin', Buffer.from('x'), 'application/octet-stream');
    expect(await keysOf(ours)).toEqual(keys);
    expect(await keysOf(other)).toEqual(['elsewhere.bin']);
  }, 120_000);
});
