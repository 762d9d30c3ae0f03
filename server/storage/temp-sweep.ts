import fs from 'node:fs/promises';
import path from 'node:path';
import { BEING_WRITTEN } from './local-storage.ts';

/**
 * A temporary file older than this is a failed or crashed write's leftover. Younger ones may be
 * another worker's write in progress (a stored file or an image variant takes well under a second).
 */
export const STALE_TEMP_MS = 5 * 60_000;

/**
 * Temporary names under DATA_DIR: `<name>.<pid>.<8 hex>.tmp` of a stored upload
 * (local-storage.ts) or an image variant (domains/media/variant-cache.ts), and
 * `<database>.restoring` of a restore (backup/sqlite-database.ts).
 */
const TEMPORARY = [BEING_WRITTEN, /\.restoring$/];

/**
 * Removes the temporary files a crash or a full disk left under `dataDir` (uploads, the image
 * cache, a restore's copy) that are older than `olderThanMs`; answers how many went. Folders are
 * read one at a time (fs.opendir), so millions of uploads do not sit in memory at once; an
 * unreadable folder is skipped.
 */
export async function sweepTempFiles(dataDir: string, olderThanMs = STALE_TEMP_MS): Promise<number> {
  const before = Date.now() - olderThanMs;
  let removed = 0;
  const folders = [dataDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries;
    try {
      entries = await fs.opendir(folder);
    } catch {
      continue;
    }
    for await (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(file);
      else if (entry.isFile() && TEMPORARY.some((pattern) => pattern.test(entry.name))) {
        const stats = await fs.stat(file).catch(() => undefined);
        if (!stats || stats.mtimeMs >= before) continue;
        // A read-only folder keeps its leftovers until the next start.
        if (
          await fs.rm(file, { force: true }).then(
            () => true,
            () => false,
          )
        )
          removed++;
      }
    }
  }
  return removed;
}
