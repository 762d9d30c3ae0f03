import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createStorage } from './create-storage.ts';
import { awsCredentials, s3ClientFor, s3Storage, type S3Client } from './s3-storage.ts';

/** The S3 storage against an S3-protocol server (s3rver) on a free loopback port. */
describe('S3 storage', () => {
  let s3: TestS3Server;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    client = s3ClientFor(s3.s3Settings);
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('puts, gets and deletes objects under the prefix, with the type our code chose, as attachments', async () => {
    const storage = s3Storage(client, { bucket: s3.bucket, prefix: 'almanac/' });
    await storage.put('ab/abc.png', Buffer.from('png bytes'), 'image/png');
    const listed: string[] = [];
    for await (const key of s3Storage(client, { bucket: s3.bucket }).list()) listed.push(key);
    expect(listed).toEqual(['almanac/ab/abc.png']);
    const head = await client.send({ method: 'HEAD', bucket: s3.bucket, key: 'almanac/ab/abc.png' });
    expect(
      Object.fromEntries(['content-type', 'content-disposition', 'content-length', 'cache-control'].map((name) => [name, head.headers.get(name)])),
    ).toEqual({
      'content-type': 'image/png',
      'content-disposition': 'attachment',
      'content-length': '9',
      'cache-control': 'public, max-age=31536000, immutable',
    });
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

  it('signs with the instance role when no keys are configured (IMDSv2), and with AWS_* keys from the environment', async () => {
    const asked: string[] = [];
    const imds = http.createServer((request, response) => {
      asked.push(
        `${request.method} ${request.url} ${request.headers['x-aws-ec2-metadata-token'] ?? request.headers['x-aws-ec2-metadata-token-ttl-seconds'] ?? ''}`,
      );
      if (request.method === 'PUT' && request.url === '/latest/api/token') return void response.end('session-token');
      if (request.headers['x-aws-ec2-metadata-token'] !== 'session-token') return void response.writeHead(401).end();
      if (request.url === '/latest/meta-data/iam/security-credentials/') return void response.end('wiki-role\n');
      if (request.url === '/latest/meta-data/iam/security-credentials/wiki-role') {
        // s3rver's account; a session token S3 would check and s3rver ignores.
        const expiration = new Date(Date.now() + 3_600_000).toISOString();
        return void response.end(JSON.stringify({ AccessKeyId: 'S3RVER', SecretAccessKey: 'S3RVER', Token: 'temporary', Expiration: expiration }));
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => imds.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(imds.address() as AddressInfo).port}`;
    try {
      expect(await awsCredentials({ AWS_EC2_METADATA_SERVICE_ENDPOINT: endpoint })).toMatchObject({ accessKeyId: 'S3RVER', sessionToken: 'temporary' });
      expect(asked).toEqual([
        'PUT /latest/api/token 21600',
        'GET /latest/meta-data/iam/security-credentials/ session-token',
        'GET /latest/meta-data/iam/security-credentials/wiki-role session-token',
      ]);
      expect(await awsCredentials({ AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret', AWS_EC2_METADATA_SERVICE_ENDPOINT: endpoint })).toEqual({
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        sessionToken: undefined,
      });
      await expect(awsCredentials({ AWS_EC2_METADATA_SERVICE_ENDPOINT: 'http://127.0.0.1:1' })).rejects.toThrow(/S3_ACCESS_KEY_ID/);
      // The requests carry the credentials (s3rver checks the key id, not version 4 signatures).
      const wrong = s3Storage(s3ClientFor({ ...s3.s3Settings, accessKeyId: 'NOT-S3RVER' }), { bucket: s3.bucket });
      await expect(wrong.get('ab/abc.png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId', status: 403 });

      // A whole round through a client without keys: it asks the metadata service, then signs with what it answered.
      const saved = process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT;
      process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT = endpoint;
      try {
        const roleClient = s3ClientFor({ ...s3.s3Settings, accessKeyId: undefined, secretAccessKey: undefined });
        const storage = s3Storage(roleClient, { bucket: s3.bucket, prefix: 'role/' });
        await storage.put('ab/role.png', Buffer.from('by role'), 'image/png');
        expect((await storage.get('ab/role.png'))?.toString()).toBe('by role');
      } finally {
        if (saved === undefined) delete process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT;
        else process.env.AWS_EC2_METADATA_SERVICE_ENDPOINT = saved;
      }
    } finally {
      imds.close();
    }
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
