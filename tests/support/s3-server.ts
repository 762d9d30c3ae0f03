import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/storage/s3-storage.ts';

export interface TestS3Server {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  /** A bucket of this server's own, already created. */
  bucket: string;
  /** Settings for s3ClientFor / startTestServer: path style, dummy credentials. */
  s3Settings: S3Settings;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * An S3-protocol server (s3rver) on a free 127.0.0.1 port, keeping its objects in a temporary
 * folder, with one freshly created bucket of a unique name.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-s3-'));
  const bucket = `test-${crypto.randomBytes(6).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    s3Settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      prefix: '',
      // s3rver's only account: https://github.com/jamhall/s3rver#supported-features
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      // The app processes' S3 clients keep idle keep-alive sockets: end them, or close waits on them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
