import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { localStorage } from './local-storage.ts';
import { s3ClientFor, s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The configured file storage: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return s3Storage(s3ClientFor(config.s3), config.s3);
  return localStorage(path.join(config.dataDir, 'uploads'));
}
