import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type FileStorage } from './storage.ts';

/** A key naming a folder, or a path through a file, is no stored file either. */
function isNoFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/** The temporary name put() writes under before renaming: no stored file yet (server/storage/temp-sweep.ts removes old ones). */
export const BEING_WRITTEN = /\.\d+\.[0-9a-f]{8}\.tmp$/;

export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves half a file under the key.
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, file);
      } catch (error) {
        // A write that failed (a full disk, ENOSPC) leaves no partial file behind.
        await fs.rm(temp, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (isNoFile(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async readStream(key, range) {
      if (!isSafeKey(key)) return undefined;
      let file: fs.FileHandle;
      try {
        file = await fs.open(resolve(key), 'r');
      } catch (error) {
        if (isNoFile(error)) return undefined;
        throw error;
      }
      // Opening a folder succeeds on Linux; only a regular file is a stored file.
      const isFile = await file.stat().then(
        (stats) => stats.isFile(),
        () => false,
      );
      if (!isFile) {
        await file.close();
        return undefined;
      }
      // The stream closes the file when it ends or is destroyed.
      return file.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async *list() {
      let entries;
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isNoFile(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isSafeKey(key) && !BEING_WRITTEN.test(key)) yield key;
      }
    },
  };
}
