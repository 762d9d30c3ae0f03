import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/backup/create-backup.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { loadConfig } from '../../server/config/env.ts';
import { storeImage } from '../../server/seed/images.ts';
import { s3ClientFor, s3Storage } from '../../server/storage/s3-storage.ts';
import { storeEnvironment } from '../support/cli.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('backup from a bucket and restore into another on %s', (dialect) => {
  let from: TestS3Server;
  let to: TestS3Server;
  let outDir: string;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    [from, to] = await Promise.all([startS3Server(), startS3Server()]);
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-backups-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await Promise.all([from.close(), to.close(), fs.rm(outDir, { recursive: true, force: true })]);
  });

  it('copies every object of the bucket, and a server on the other bucket serves them', async () => {
    const source = await startTestServer(dialect, { s3: from.s3Settings });
    const edition = await source.make.edition();
    const images: string[] = [];
    for (const red of [30, 120, 240]) {
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: red, g: 40, b: 90 } } })
        .png()
        .toBuffer();
      images.push(await storeImage(source.db, source.storage, png, 'image/png'));
    }
    const { dir, manifest } = await createBackup(loadConfig({ NODE_ENV: 'test', ...storeEnvironment(dialect, source, from.s3Settings) }), { outDir });
    expect(manifest.files.list.map((file) => `/img/${file.key}`).sort()).toEqual([...images].sort());
    await source.close();

    const place = { dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-restore-')), schema: `t_${crypto.randomBytes(6).toString('hex')}` };
    const summary = await restoreBackup(loadConfig({ NODE_ENV: 'test', ...storeEnvironment(dialect, place, to.s3Settings) }), { dir, force: false });
    expect(summary).toMatchObject({ editions: 1 });
    const restored: string[] = [];
    for await (const key of s3Storage(s3ClientFor(to.s3Settings), to.s3Settings).list()) restored.push(`/img/${key}`);
    expect(restored.sort()).toEqual([...images].sort());
    // Nothing went to the local folder.
    await expect(fs.readdir(path.join(place.dataDir, 'uploads'))).rejects.toThrow(/ENOENT/);

    const target = await startTestServer(dialect, { existing: place, s3: to.s3Settings });
    servers.push(target);
    expect((await target.get(`/api/${edition.app_sn}/v1/getChannelTree`)).status).toBe(200);
    for (const image of images) {
      const answer = await target.get(`${image}?w=16`);
      expect(answer.status, image).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
    }
  }, 120_000);
});
