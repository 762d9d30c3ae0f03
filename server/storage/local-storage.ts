import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type FileStorage } from './storage.ts';

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
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    },
    async get(key) {
      if (!isSafeKey(key)) return undefined;
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        // A key naming a folder, or a path through a file, is no stored file either.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
