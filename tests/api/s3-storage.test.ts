import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVoiceClip } from '../../server/seed/audio.ts';
import { s3ClientFor, s3Storage, type S3Client } from '../../server/storage/s3-storage.ts';
import { signUp } from '../support/accounts.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { chunkOf, noisePng, pictureUploads } from '../support/uploads.ts';

/**
 * Files in an S3 bucket, over HTTP: two app processes on one database and one bucket (an
 * S3-protocol server, s3rver, on a free loopback port), each with a data folder of its own.
 */
describe.each(dialects)('files in an S3 bucket on %s', (dialect) => {
  let s3: TestS3Server;
  let bucket: S3Client;
  let first: TestServer;
  let second: TestServer;
  let appSn: string;
  let uploader: ReturnType<typeof pictureUploads>;
  let adminCookie: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = s3ClientFor(s3.s3Settings);
    first = await startTestServer(dialect, { s3: s3.s3Settings, env: { LOG_LEVEL: 'error' } });
    second = await startTestServer(dialect, { sameDatabaseAs: first, s3: s3.s3Settings });
    appSn = (await first.make.edition()).app_sn;
    uploader = pictureUploads(appSn, (await signUp(first, appSn, `s3_uploader_${dialect}`)).cookie);
    const admin = await signUp(first, appSn, `s3_admin_${dialect}`);
    await first.db.insertInto('user_permissions').values({ user_id: admin.aid, edition_id: 0, permission: 'ADMIN', granted_at: 0, granted_by: null }).execute();
    adminCookie = admin.cookie;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  const keysIn = async (prefix: string) => {
    const keys: string[] = [];
    for await (const key of s3Storage(bucket, { bucket: s3.bucket, prefix }).list()) keys.push(`${prefix}${key}`);
    return keys;
  };
  const headOf = async (key: string) => (await bucket.send({ method: 'HEAD', bucket: s3.bucket, key })).headers;
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  /** Starts an upload of `bytes` and sends chunk i through processes[i % processes.length]. */
  async function sendPicture(bytes: Buffer, processes: TestServer[]) {
    const started = await uploader.start(processes[0]!, { file_name: 'map.png', mime: 'image/png', size: bytes.length });
    expect(started.status, started.body.message).toBe(200);
    const { upload_id: id, chunk_size: size, chunk_count: count } = started.body.data;
    for (let index = 0; index < count; index++) {
      const sent = await uploader.sendChunk(processes[index % processes.length]!, id, index, chunkOf(bytes, size, index));
      expect(sent.status, sent.body.message).toBe(200);
    }
    return { id, count };
  }

  it('takes a chunked picture upload into the bucket, as an attachment of our type, and drops its chunks', async () => {
    const picture = await noisePng(1100, 1000);
    const { id, count } = await sendPicture(picture, [first]);
    expect(count).toBeGreaterThan(1);
    expect(await keysIn(`parts/${id}/`)).toHaveLength(count);

    const done = await uploader.complete(first, id);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.data).toMatchObject({ mime: 'image/png', width: 1100, height: 1000 });
    const key = done.body.data.url.slice('/img/'.length);
    const head = await headOf(key);
    expect([head.get('content-type'), head.get('content-disposition'), head.get('content-length')]).toEqual([
      'image/png',
      'attachment',
      String(done.body.data.size),
    ]);
    expect(await keysIn(`parts/${id}/`)).toEqual([]);
    // Nothing went to the local folder.
    expect(fs.existsSync(path.join(first.dataDir, 'uploads'))).toBe(false);

    // Completing again answers the same picture.
    expect((await uploader.complete(first, id)).body.data.url).toBe(done.body.data.url);
  });

  it('serves resized variants of a picture in the bucket through /img', async () => {
    const { id } = await sendPicture(await noisePng(400, 300), [first]);
    const { url } = (await uploader.complete(first, id)).body.data;
    const original = await first.get(url);
    expect(original.status).toBe(200);
    expect(await sharp(await bytesOf(original)).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    const small = await first.get(`${url}?w=64`, { headers: { accept: 'image/webp,*/*' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(await bytesOf(small)).metadata()).toMatchObject({ format: 'webp', width: 64 });
    expect((await first.get('/img/ab/0000000000000000000000000000000000000000000000000000000000000000.png')).status).toBe(404);
  });

  it('stores a voice clip in the bucket and answers byte ranges of it from /media', async () => {
    const clip = demoVoiceClip(2);
    const uploaded = await first.get(`/api/${appSn}/v1/operator/audio/upload?file_name=clip.wav`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(clip),
    });
    const { data } = (await uploaded.json()) as { data: { url: string; key: string } };
    expect(uploaded.status).toBe(200);
    expect((await headOf(data.key)).get('content-type')).toBe('audio/wav');

    const whole = await first.get(data.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(clip.length));
    expect((await bytesOf(whole)).equals(clip)).toBe(true);

    const part = await first.get(data.url, { headers: { range: 'bytes=1000-2999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-2999/${clip.length}`);
    expect((await bytesOf(part)).equals(clip.subarray(1000, 3000))).toBe(true);
    const tail = await first.get(data.url, { headers: { range: 'bytes=-100' } });
    expect((await bytesOf(tail)).equals(clip.subarray(clip.length - 100))).toBe(true);

    const beyond = await first.get(data.url, { headers: { range: `bytes=${clip.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${clip.length}`);

    // The other process serves it from the same bucket.
    const elsewhere = await second.get(data.url, { headers: { range: 'bytes=0-3' } });
    expect(elsewhere.status).toBe(206);
    expect((await bytesOf(elsewhere)).toString('latin1')).toBe('RIFF');
  });

  it('serves from one process a picture uploaded through the other', async () => {
    const { id } = await sendPicture(await noisePng(300, 200), [first]);
    const { url } = (await uploader.complete(first, id)).body.data;
    const served = await second.get(`${url}?w=128`);
    expect(served.status).toBe(200);
    expect(await sharp(await bytesOf(served)).metadata()).toMatchObject({ format: 'png', width: 128 });
    // The second process rendered it into its own cache: the bucket was its only source.
    expect(fs.existsSync(path.join(second.dataDir, 'cache', 'img'))).toBe(true);
    expect(second.dataDir).not.toBe(first.dataDir);
  });

  it('completes an upload whose chunks went half to each process', async () => {
    const picture = await noisePng(1300, 1300);
    const { id, count } = await sendPicture(picture, [first, second]);
    expect(count).toBeGreaterThanOrEqual(3);
    expect((await uploader.status(second, id)).body.data.received).toEqual(Array.from({ length: count }, (_, index) => index));

    const done = await uploader.complete(second, id);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.data).toMatchObject({ width: 1300, height: 1300 });
    const stored = await bucket.send({ method: 'GET', bucket: s3.bucket, key: done.body.data.url.slice('/img/'.length) });
    expect((await sharp(await bytesOf(stored)).metadata()).width).toBe(1300);
    expect((await first.get(`${done.body.data.url}?w=256`)).status).toBe(200);
  });
});
