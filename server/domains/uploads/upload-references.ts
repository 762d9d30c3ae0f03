import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';

/**
 * Tables whose text is no use of an upload: the upload bookkeeping itself (a finished upload
 * session names its result), sessions and counters, and the search index (a copy of content
 * that is scanned in its own table). Every other table's text is searched, so a table added
 * later protects the pictures it names without anyone remembering to list it here.
 */
const NOT_USES = new Set([
  'uploads',
  'upload_sessions',
  'upload_chunks',
  'sessions',
  'rate_limits',
  'realname_codes',
  'content_view_marks',
  'content_pv',
  'kysely_migration',
  'kysely_migration_lock',
]);
const isSearchIndex = (table: string) => table.startsWith('search_');
/** Column types that may hold text (SQLite's declared types, PostgreSQL's names). */
const TEXTUAL = /char|text|json|clob|string/i;
/** Our keys carry the picture's SHA-256 in lower-case hex; a URL, a bare key or JSON all contain it. */
const HEX_RUN = /[0-9a-f]{64,}/gi;
const ROWS_PER_READ = 500;

/** Adds every 64-hex-digit string found in `text` to `found` (each window of a longer run too). */
function collectHashes(text: string, found: Set<string>) {
  for (const match of text.matchAll(HEX_RUN)) {
    const run = match[0].toLowerCase();
    for (let start = 0; start + 64 <= run.length; start++) found.add(run.slice(start, start + 64));
  }
}

/** The tables to search and their text columns, in the database's own schema. */
async function textColumns(db: Db): Promise<Array<{ schema: string | undefined; table: string; columns: string[] }>> {
  const schema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && table.schema === schema && !NOT_USES.has(table.name) && !isSearchIndex(table.name) && !table.name.startsWith('sqlite_'))
    .map((table) => ({ schema, table: table.name, columns: table.columns.filter((column) => TEXTUAL.test(column.dataType)).map((column) => column.name) }))
    .filter((table) => table.columns.length > 0);
}

/**
 * Every SHA-256 (64 hex digits, lower case) written anywhere in the database's text outside the
 * tables in NOT_USES: the pictures something refers to, by URL (/img/.., /media/.., absolute
 * or with a query), by key or by hash, in any table, column or JSON. Wider than needed on
 * purpose (other hashes are harmless here): an upload not found is deleted. PostgreSQL finds
 * the hashes itself, one statement a table; SQLite's rows are read in rowid order, a page at a
 * time, so the event loop is never held long.
 */
export async function referencedHashes(db: Db): Promise<Set<string>> {
  const found = new Set<string>();
  for (const { schema, table, columns } of await textColumns(db)) {
    if (schema !== undefined) {
      const text = sql.join(columns.map((column) => sql`${sql.ref(column)}::text`));
      const rows = await sql<{
        run: string;
      }>`select distinct m[1] as run from ${sql.id(schema, table)}, regexp_matches(concat_ws(' ', ${text}), '([0-9a-fA-F]{64,})', 'g') as m`.execute(db);
      for (const row of rows.rows) collectHashes(row.run, found);
      continue;
    }
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const rows = await sql<
        Record<string, unknown> & { __rowid: number }
      >`select rowid as __rowid, ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.id(table)} where rowid > ${after} order by rowid limit ${ROWS_PER_READ}`.execute(
        db,
      );
      for (const row of rows.rows) {
        for (const column of columns) {
          const value = row[column];
          if (typeof value === 'string') collectHashes(value, found);
        }
      }
      if (rows.rows.length < ROWS_PER_READ) break;
      after = Number(rows.rows[rows.rows.length - 1]!.__rowid);
    }
  }
  return found;
}
