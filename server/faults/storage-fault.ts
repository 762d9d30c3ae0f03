/**
 * Errors that mean the server's storage cannot take a write: the disk is full, the folder is
 * read-only, or the disk fails. Recognised from Node's file errors (errno codes), SQLite's
 * (better-sqlite3's SqliteError `.code`, extended codes included) and PostgreSQL's (SQLSTATE).
 * The last one seen is remembered for readiness (server/health/disk-check.ts).
 */
export type StorageFaultKind = 'full' | 'read_only' | 'io';

export interface StorageFault {
  kind: StorageFaultKind;
  /** The code that told: ENOSPC, SQLITE_FULL, 53100... */
  code: string;
}

/** Node's errno codes: ENOSPC no space, EDQUOT over the disk quota, EROFS a read-only filesystem, EIO the disk failing. */
const NODE_CODES: Record<string, StorageFaultKind> = { ENOSPC: 'full', EDQUOT: 'full', EROFS: 'read_only', EIO: 'io' };

/**
 * PostgreSQL's SQLSTATEs: 53100 disk_full (the cluster's disk; the other class-53 codes are
 * memory and connection limits, not storage), 58030 io_error.
 */
const POSTGRES_STATES: Record<string, StorageFaultKind> = { '53100': 'full', '58030': 'io' };

function sqliteKind(code: string): StorageFaultKind | undefined {
  if (code === 'SQLITE_FULL') return 'full';
  if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_')) return 'read_only';
  if (code === 'SQLITE_IOERR' || code.startsWith('SQLITE_IOERR_')) return 'io';
  return undefined;
}

function faultOfOne(error: unknown): StorageFault | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  // pg's DatabaseError carries the SQLSTATE in `code` too; its errors have a `severity`.
  const kind = NODE_CODES[code] ?? sqliteKind(code) ?? ('severity' in error ? POSTGRES_STATES[code] : undefined);
  return kind ? { kind, code } : undefined;
}

/** The storage fault an error (or one of its causes) reports, or undefined. */
export function storageFaultOf(error: unknown): StorageFault | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const fault = faultOfOne(current);
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

let lastFault: (StorageFault & { at: number }) | undefined;

/** Remembers a storage fault this process met (readiness names it until a write succeeds). */
export function noteStorageFault(fault: StorageFault) {
  lastFault = { ...fault, at: Date.now() };
}

/** The last storage fault this process met since the last successful write, if any. */
export const lastStorageFault = () => lastFault;

/** A write succeeded: the storage takes writes again. */
export function forgetStorageFault() {
  lastFault = undefined;
}

/**
 * Runs a write that is bookkeeping on a read (a session's last-seen time): on a full, read-only or
 * failing disk it is skipped (and remembered for readiness) instead of failing the read around it.
 */
export async function unlessStorageFault(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    const fault = storageFaultOf(error);
    if (!fault) throw error;
    noteStorageFault(fault);
  }
}
