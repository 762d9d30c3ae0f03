import fs from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../server/db/database.ts';

export interface IndexSize {
  /** Bytes of each search_% table, its indexes (and, on PostgreSQL, TOAST) included. */
  tables: Array<{ name: string; bytes: number }>;
  /** The whole database file (SQLite, after a checkpoint), or undefined. */
  fileBytes: number | undefined;
  /** Why a figure is missing, if one is. */
  note: string | undefined;
}

/**
 * The search index on disk: every table named search_% (so a table the engine adds is counted),
 * on SQLite from dbstat (FTS5's shadow tables are search_fts_data, search_fts_idx, …, each index
 * counted with its table), on PostgreSQL pg_total_relation_size.
 */
export async function searchIndexSize(db: Db, dialect: Dialect, sqliteFile: string): Promise<IndexSize> {
  if (dialect === 'postgres') {
    const rows = await sql<{ name: string; bytes: string }>`
      select table_name as name, pg_total_relation_size(format('%I.%I', table_schema, table_name)::regclass) as bytes
      from information_schema.tables
      where table_schema = current_schema() and table_name like 'search\\_%' and table_type = 'BASE TABLE'
      order by table_name`.execute(db);
    return { tables: rows.rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) })), fileBytes: undefined, note: undefined };
  }
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  const fileBytes = (await fs.stat(sqliteFile)).size;
  try {
    const rows = await sql<{ name: string; bytes: number }>`
      select m.tbl_name as name, sum(s.pgsize) as bytes
      from dbstat s join sqlite_master m on m.name = s.name
      where m.tbl_name like 'search\\_%' escape '\\'
      group by m.tbl_name order by m.tbl_name`.execute(db);
    return { tables: rows.rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) })), fileBytes, note: undefined };
  } catch (error) {
    return { tables: [], fileBytes, note: `dbstat unavailable (${(error as Error).message}): the file size only` };
  }
}
