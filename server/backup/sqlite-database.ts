import fs from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { BackupError } from './backup-error.ts';

/** SQLite's widest transfer: every page in one step. */
const ALL_PAGES = 0x7fffffff;

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API: every page
 * is copied in one step under one read transaction, so the copy is the database as of one
 * moment, whatever a running server commits meanwhile (WAL keeps it writing). The copy is
 * left in rollback-journal mode: one self-contained file.
 */
export async function copySqliteDatabase(sourceFile: string, targetFile: string): Promise<void> {
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(targetFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SQLite(targetFile, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The copy of the SQLite database failed its check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

/**
 * Refuses while another connection (a running server) has the database open: leaving WAL mode
 * needs the only connection, and the server holds its connection for its whole life.
 */
export function refuseSqliteInUse(file: string): void {
  let connection: SQLite.Database;
  try {
    connection = new SQLite(file, { fileMustExist: true });
  } catch {
    return; // no database yet: nobody uses it
  }
  try {
    connection.pragma('busy_timeout = 0');
    connection.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new BackupError(`${file} is in use (is the server running?): stop every server process on it, then restore.`);
    }
    throw error;
  } finally {
    connection.close();
  }
}

/** Puts a backed-up SQLite file in place of the database (the server is stopped). */
export async function replaceSqliteDatabase(backupFile: string, targetFile: string): Promise<void> {
  const incoming = `${targetFile}.restoring`;
  try {
    await fs.copyFile(backupFile, incoming);
  } catch (error) {
    // A copy cut short (a full disk) leaves no partial file behind.
    await fs.rm(incoming, { force: true }).catch(() => undefined);
    throw error;
  }
  // Leftover journal files belong to the database being replaced.
  for (const suffix of ['-wal', '-shm', '-journal']) await fs.rm(`${targetFile}${suffix}`, { force: true });
  await fs.rename(incoming, targetFile);
}
