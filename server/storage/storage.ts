import type { Readable } from 'node:stream';

/** Bytes start to end of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded and generated files live: a local folder by default (local-storage.ts), an
 * S3-compatible bucket when configured (s3-storage.ts); create-storage.ts picks one by config.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes of a stored file, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes a stored file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /**
   * A stream of a stored file's bytes, only those of `range` when given (the range must lie
   * within the file), without holding the file in memory; undefined when there is none.
   */
  readStream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The key of every stored file, in no set order (backups walk them). */
  list(): AsyncIterable<string>;
}

/** Keys are relative paths of safe characters: no '..', no leading slash. */
export function isSafeKey(key: string): boolean {
  return /^[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,199}$/.test(key) && !key.includes('..') && !key.includes('//');
}
