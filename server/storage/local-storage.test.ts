import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from './local-storage.ts';

describe('local storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-storage-'));
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('streams a file whole or a byte range of it', async () => {
    const storage = localStorage(root);
    await storage.put('ab/clip.wav', Buffer.from('0123456789'), 'audio/wav');
    expect(await text((await storage.readStream('ab/clip.wav'))!)).toBe('0123456789');
    expect(await text((await storage.readStream('ab/clip.wav', { start: 3, end: 6 }))!)).toBe('3456');
  });

  it('has no stream for missing files, folders, paths through a file and unsafe keys', async () => {
    const storage = localStorage(root);
    await storage.put('cd/file.wav', Buffer.from('x'), 'audio/wav');
    for (const key of ['cd/none.wav', 'cd', 'cd/file.wav/inner', '../secret', '/etc/passwd']) {
      expect(await storage.readStream(key), key).toBeUndefined();
    }
  });
});
