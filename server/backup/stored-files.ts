import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '../storage/storage.ts';
import { sha256 } from './checksum.ts';
import { FILES_FOLDER, type StoredFileEntry } from './manifest.ts';

/** Files copied at once: a bucket answers each request slowly, but in parallel. */
const PARALLEL = 8;

/** Runs work on each item, PARALLEL at a time; the first failure stops it (after the running ones end). */
async function inParallel<T>(items: AsyncIterable<T> | Iterable<T>, work: (item: T) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  for await (const item of items) {
    if (failures.length > 0) break;
    const task = work(item)
      .catch((error: unknown) => void failures.push(error))
      .finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  if (failures.length > 0) throw failures[0];
}

/**
 * Copies every stored file (local folder or bucket) into `dir`/files/{key}. A file deleted
 * between listing and reading (an expired upload chunk being swept) is skipped.
 */
export async function backUpStoredFiles(storage: FileStorage, dir: string): Promise<StoredFileEntry[]> {
  const entries: StoredFileEntry[] = [];
  await inParallel(storage.list(), async (key) => {
    const bytes = await storage.get(key);
    if (!bytes) return;
    const target = path.join(dir, FILES_FOLDER, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
    const mime = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
    entries.push({ key, bytes: bytes.length, sha256: sha256(bytes), mime });
  });
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Puts every file of a (verified) backup into the storage, under its key. */
export async function restoreStoredFiles(storage: FileStorage, dir: string, entries: StoredFileEntry[]): Promise<void> {
  await inParallel(entries, async (entry) => {
    await storage.put(entry.key, await fs.readFile(path.join(dir, FILES_FOLDER, entry.key)), entry.mime);
  });
}
