import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { localStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';

/**
 * The configured file storage, as createStorage (storage/create-storage.ts) makes it, but the S3
 * client library (slow to load) is loaded only when S3_BUCKET is set.
 */
export async function openStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<FileStorage> {
  if (config.s3) return (await import('../storage/create-storage.ts')).createStorage(config);
  return localStorage(path.join(config.dataDir, 'uploads'));
}
