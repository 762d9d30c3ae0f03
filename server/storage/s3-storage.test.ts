import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createStorage } from './create-storage.ts';
import { s3Storage, type S3Sender } from './s3-storage.ts';

/** An in-memory bucket answering the three commands as S3 does (no S3 server runs here). */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; input: Record<string, unknown> }>();
  const sent: unknown[] = [];
  const client: S3Sender = {
    async send(command) {
      sent.push(command);
      const input = command.input as { Bucket: string; Key: string; Body?: Buffer };
      const id = `${input.Bucket}/${input.Key}`;
      if (command instanceof PutObjectCommand) {
        objects.set(id, { body: Buffer.from(input.Body!), input: { ...command.input } });
        return {};
      }
      if (command instanceof GetObjectCommand) {
        const object = objects.get(id);
        if (!object) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
        return { Body: { transformToByteArray: async () => new Uint8Array(object.body) } };
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(id);
        return {};
      }
      throw new Error('unexpected command');
    },
  };
  return { client, objects, sent };
}

describe('S3 storage', () => {
  it('puts, gets and deletes objects under the prefix with the type our code chose', async () => {
    const bucket = fakeBucket();
    const storage = s3Storage(bucket.client, { bucket: 'wiki-files', prefix: 'almanac/' });
    await storage.put('ab/abc.png', Buffer.from('png bytes'), 'image/png');
    const object = bucket.objects.get('wiki-files/almanac/ab/abc.png');
    expect(object?.input).toMatchObject({ ContentType: 'image/png', ContentDisposition: 'attachment', ContentLength: 9 });
    expect((await storage.get('ab/abc.png'))?.toString()).toBe('png bytes');
    await storage.delete('ab/abc.png');
    expect(await storage.get('ab/abc.png')).toBeUndefined();
    // Deleting what is gone is no error.
    await storage.delete('ab/abc.png');
  });

  it('answers undefined for missing and unsafe keys and refuses to write unsafe ones', async () => {
    const bucket = fakeBucket();
    const storage = s3Storage(bucket.client, { bucket: 'b' });
    expect(await storage.get('nothing.png')).toBeUndefined();
    expect(await storage.get('../secret')).toBeUndefined();
    await expect(storage.put('/etc/passwd', Buffer.alloc(1), 'image/png')).rejects.toThrow(/unsafe storage key/);
    expect(bucket.sent).toHaveLength(1);
  });

  it('passes other failures on', async () => {
    const client: S3Sender = {
      send: async () => {
        throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
      },
    };
    await expect(s3Storage(client, { bucket: 'b' }).get('a.png')).rejects.toThrow('Access Denied');
  });

  it('is chosen by configuration', () => {
    const local = createStorage({ dataDir: '/tmp/almanac-none', s3: undefined });
    const s3 = createStorage({ dataDir: '/tmp/almanac-none', s3: { bucket: 'b', region: 'us-east-1', forcePathStyle: true, endpoint: 'http://127.0.0.1:9', prefix: '' } });
    expect(typeof local.delete).toBe('function');
    expect(typeof s3.delete).toBe('function');
    expect(s3).not.toBe(local);
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
