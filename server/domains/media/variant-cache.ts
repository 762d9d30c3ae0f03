import crypto from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { noteStorageFault, storageFaultOf } from '../../faults/storage-fault.ts';

/** A hit moves its file's modification time forward at most this often. */
const TOUCH_INTERVAL_MS = 60_000;
/** A temporary file this old is a crashed write's leftover, not one in progress. */
const STALE_TEMP_MS = 10 * 60_000;

interface Entry {
  size: number;
  touchedAt: number;
}

/**
 * Rendered image variants on disk under `dir` (in two-letter shard folders), at most `maxBytes`
 * together: when a new one would go over, the least recently used go first. Recency lives in an
 * in-process index (a Map in order of use, so a hit costs a move), rebuilt at start from the
 * files' modification times; a hit moves its file's time forward (at most once a minute), since
 * access times are unreliable (noatime mounts). Processes sharing the folder each evict by what
 * they know; a variant another one removed is simply rendered again.
 */
export function variantCache(dir: string, maxBytes: number) {
  /** Files by path, least recently used first. */
  const entries = new Map<string, Entry>();
  let total = 0;
  const ready = rebuild().catch(() => undefined);

  function remember(file: string, size: number, touchedAt: number) {
    forget(file);
    entries.set(file, { size, touchedAt });
    total += size;
  }

  function forget(file: string) {
    const entry = entries.get(file);
    if (!entry) return;
    entries.delete(file);
    total -= entry.size;
  }

  /** Removes the least recently used files until the rest fit, never `keep`. */
  async function evict(keep?: string) {
    for (const [file] of entries) {
      if (total <= maxBytes) return;
      if (file === keep) continue;
      forget(file);
      await fs.rm(file, { force: true });
    }
  }

  /** The index from the folder: every variant by its modification time; crashed writes' leftovers go. */
  async function rebuild() {
    const found: Array<{ file: string; size: number; mtimeMs: number }> = [];
    const shards = await fs.readdir(dir).catch(() => [] as string[]);
    for (const shard of shards) {
      const names = await fs.readdir(path.join(dir, shard)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(dir, shard, name);
        const stats = await fs.stat(file).catch(() => undefined);
        if (!stats?.isFile()) continue;
        if (name.endsWith('.tmp')) {
          if (Date.now() - stats.mtimeMs > STALE_TEMP_MS) await fs.rm(file, { force: true });
          continue;
        }
        found.push({ file, size: stats.size, mtimeMs: stats.mtimeMs });
      }
    }
    // Requests wait for the index, so nothing is in it yet.
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { file, size, mtimeMs } of found) remember(file, size, mtimeMs);
    await evict();
  }

  return {
    /** A cached variant's bytes, or undefined; a hit counts as a use. */
    async read(file: string): Promise<Buffer | undefined> {
      await ready;
      const bytes = await fs.readFile(file).catch(() => undefined);
      if (!bytes) {
        forget(file);
        return undefined;
      }
      const now = Date.now();
      const known = entries.get(file);
      const touch = !known || now - known.touchedAt >= TOUCH_INTERVAL_MS;
      if (touch) void fs.utimes(file, now / 1000, now / 1000).catch(() => undefined);
      remember(file, bytes.length, touch ? now : known.touchedAt);
      // A file another process wrote joins the index and may push older ones out.
      if (!known) await evict(file);
      return bytes;
    },

    /** Keeps a rendered variant (written aside, then renamed into place) and makes room for it; on a full or read-only disk, keeps nothing. */
    async write(file: string, bytes: Buffer): Promise<void> {
      await ready;
      // One variant larger than the whole cache is served but not kept.
      if (bytes.length > maxBytes) return;
      const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true }).catch(() => undefined);
        // A full or read-only disk keeps no variant, but the one rendered is still served.
        const fault = storageFaultOf(error);
        if (!fault) throw error;
        noteStorageFault(fault);
        return;
      }
      remember(file, bytes.length, Date.now());
      await evict(file);
    },

    /** Whether the variant is on disk (in the index, or written by another process): one stat at most. */
    has: (file: string): boolean => entries.has(file) || existsSync(file),

    /** Bytes the index holds. */
    size: () => total,
  };
}

export type VariantCache = ReturnType<typeof variantCache>;
