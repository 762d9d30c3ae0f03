import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createStorage } from './create-storage.ts';
import { s3ClientFor, s3Storage } from './s3-storage.ts';

/** The S3 storage against an S3-protocol server (s3rver) on a free loopback port. */
describe('S3 storage', () => {
  let s3: TestS3Server;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    client = s3ClientFor(s3.s3Settings);
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
  });

  it('puts, gets and deletes objects under the prefix, with the type our code chose, as attachments', async () => {
    const storage = s3Storage(client, { bucket: s3.bucket, prefix: 'almanac/' });
    await storage.put('ab/abc.png', Buffer.from('png bytes'), 'image/png');
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'almanac/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['almanac/ab/abc.png']);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'almanac/ab/abc.png' }));
    expect(head).toMatchObject({ ContentType: 'image/png', ContentDisposition: 'attachment', ContentLength: 9, CacheControl: 'public, max-age=31536000, immutable' });
    expect((await storage.get('ab/abc.png'))?.toString()).toBe('png bytes');
    await storage.delete('ab/abc.png');
    expect(await storage.get('ab/abc.png')).toBeUndefined();
    // Deleting what is gone is no error.
    await storage.delete('ab/abc.png');
  });

  it('streams an object whole or a byte range of it', async () => {
    const storage = s3Storage(client, { bucket: s3.bucket });
    await storage.put('cd/clip.wav', Buffer.from('0123456789'), 'audio/wav');
    expect(await text((await storage.readStream('cd/clip.wav'))!)).toBe('0123456789');
    expect(await text((await storage.readStream('cd/clip.wav', { start: 3, end: 6 }))!)).toBe('3456');
    expect(await storage.readStream('cd/none.wav')).toBeUndefined();
    expect(await storage.readStream('../secret')).toBeUndefined();
  });

  it('answers undefined for missing and unsafe keys and refuses to write unsafe ones', async () => {
    const storage = s3Storage(client, { bucket: s3.bucket });
    expect(await storage.get('nothing.png')).toBeUndefined();
    expect(await storage.get('../secret')).toBeUndefined();
    await expect(storage.put('/etc/passwd', Buffer.alloc(1), 'image/png')).rejects.toThrow(/unsafe storage key/);
  });

  it('reports a missing bucket instead of answering that every file is missing', async () => {
    const storage = s3Storage(client, { bucket: 'no-such-bucket' });
    await expect(storage.get('ab/abc.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.readStream('ab/abc.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.delete('ab/abc.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('is chosen by configuration', async () => {
    const local = createStorage({ dataDir: '/tmp/almanac-none', s3: undefined });
    const bucket = createStorage({ dataDir: '/tmp/almanac-none', s3: s3.s3Settings });
    await bucket.put('ef/chosen.png', Buffer.from('in the bucket'), 'image/png');
    expect((await s3Storage(client, s3.s3Settings).get('ef/chosen.png'))?.toString()).toBe('in the bucket');
    expect(await local.get('ef/chosen.png')).toBeUndefined();
  });

  it('reads the bucket and the upload ceiling from the environment', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({}).uploadMaxMb).toBe(10);
    expect(loadConfig({ UPLOAD_MAX_MB: '20' }).uploadMaxMb).toBe(20);
    const config = loadConfig({ S3_BUCKET: 'wiki-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'almanac/' });
    expect(config.s3).toMatchObject({ bucket: 'wiki-files', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'almanac/' });
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_PREFIX: 'no-slash' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
  });
});
