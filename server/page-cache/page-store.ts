import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Encoding } from './encoding.ts';
import { plainVariant, STORED_PAGE_MAX_AGE_MS, type StoredPage, type StoredVariant } from './stored-page.ts';

/**
 * The pages every app process of a machine shares: each rendered page (already compressed) is
 * written here too, so another worker, or this one after a restart, takes it instead of
 * rendering it again; a change still makes it stale everywhere (its tags and render time travel
 * with it, and every process judges it by what it has heard, server/content-changes/tag-clock.ts).
 * A lock per page lets one process of the machine re-render a changed page while the others keep
 * sending the stale one.
 */
export interface SharedPageStore {
  get(key: string): Promise<StoredPage | undefined>;
  set(key: string, page: StoredPage): Promise<void>;
  /** Takes the page's re-render for this process; false when another one has it (for up to LOCK_MS). */
  lock(key: string): Promise<boolean>;
  unlock(key: string): Promise<void>;
  /** Removes the least recently read pages past the bound, and those not read for a day; answers how many went. */
  sweep(): Promise<number>;
}

/** A re-render holds its lock at most this long (a process that died holding it frees it then). */
const LOCK_MS = 15_000;
/** The encodings written: the plain one is made from gzip when asked for (stored-page.ts, plainVariant). */
const WRITTEN = ['br', 'gzip'] as const;

interface Header {
  key: string;
  tags: readonly string[];
  renderedAt: number;
  storedAt: number;
  expiresAt: number;
  variants: Record<Encoding, { headers: Record<string, string>; length?: number }>;
}

/** A page as one file: its header's length (4 bytes), its header (JSON), then the bodies brotli and gzip. */
function encode(key: string, page: StoredPage): Buffer {
  const header: Header = {
    key,
    tags: page.tags,
    renderedAt: page.renderedAt,
    storedAt: page.storedAt,
    expiresAt: page.expiresAt,
    variants: {
      identity: { headers: page.variants.identity.headers },
      br: { headers: page.variants.br.headers, length: page.variants.br.body.length },
      gzip: { headers: page.variants.gzip.headers, length: page.variants.gzip.body.length },
    },
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, ...WRITTEN.map((encoding) => page.variants[encoding].body)]);
}

function decode(key: string, bytes: Buffer): StoredPage | undefined {
  const length = bytes.readUInt32BE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + length).toString()) as Header;
  // Two keys of one hash (never seen, but cheap to rule out).
  if (header.key !== key) return undefined;
  let at = 4 + length;
  const written = {} as Record<(typeof WRITTEN)[number], StoredVariant>;
  for (const encoding of WRITTEN) {
    const { headers, length: size = 0 } = header.variants[encoding];
    written[encoding] = { headers, body: bytes.subarray(at, at + size) };
    at += size;
  }
  if (at !== bytes.length) return undefined;
  const variants = { ...written, identity: plainVariant(header.variants.identity.headers, written.gzip.body) };
  return { variants, tags: header.tags, renderedAt: header.renderedAt, storedAt: header.storedAt, expiresAt: header.expiresAt, bytes: bytes.length };
}

/** The shared store in a folder of the machine (DATA_DIR/cache/pages), bounded by maxBytes. */
export function filePageStore(folder: string, maxBytes: number, now: () => number = Date.now): SharedPageStore {
  const fileOf = (key: string) => {
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 40);
    return path.join(folder, hash.slice(0, 2), hash);
  };
  return {
    async get(key) {
      const file = fileOf(key);
      const bytes = await fs.readFile(file).catch(() => undefined);
      if (!bytes || bytes.length < 4) return undefined;
      // Read now: the sweep removes the least recently read first (its files' times).
      const at = new Date(now());
      void fs.utimes(file, at, at).catch(() => {});
      try {
        return decode(key, bytes);
      } catch {
        return undefined;
      }
    },
    async set(key, page) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written whole, then renamed over: a reader gets the old page or the new one, never a part.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(temp, encode(key, page));
      await fs.rename(temp, file).catch(async (error: unknown) => {
        await fs.rm(temp, { force: true });
        throw error;
      });
    },
    async lock(key) {
      const lock = `${fileOf(key)}.lock`;
      await fs.mkdir(path.dirname(lock), { recursive: true });
      try {
        await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
        return true;
      } catch {
        const stat = await fs.stat(lock).catch(() => undefined);
        if (stat && now() - stat.mtimeMs < LOCK_MS) return false;
        await fs.writeFile(lock, String(process.pid));
        return true;
      }
    },
    async unlock(key) {
      await fs.rm(`${fileOf(key)}.lock`, { force: true });
    },
    async sweep() {
      const files: Array<{ file: string; size: number; at: number }> = [];
      for (const dir of await fs.readdir(folder).catch(() => [] as string[])) {
        for (const name of await fs.readdir(path.join(folder, dir)).catch(() => [] as string[])) {
          const file = path.join(folder, dir, name);
          const stat = await fs.stat(file).catch(() => undefined);
          if (stat) files.push({ file, size: stat.size, at: stat.mtimeMs });
        }
      }
      files.sort((a, b) => a.at - b.at);
      let total = files.reduce((sum, file) => sum + file.size, 0);
      let removed = 0;
      for (const { file, size, at } of files) {
        const old = now() - at > STORED_PAGE_MAX_AGE_MS;
        if (!old && total <= maxBytes * 0.9) break;
        await fs.rm(file, { force: true });
        total -= size;
        removed++;
      }
      return removed;
    },
  };
}
