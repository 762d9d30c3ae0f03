import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.ts';
import type { TableShape } from './schema/table-shape.ts';

const qualified = (table: string) => sql`quote_ident(current_schema()) || '.' || quote_ident(${table})`;

/**
 * The last number each table's sequence handed out (PostgreSQL's sequence, SQLite's
 * sqlite_sequence), which may be above the largest id when the newest rows were deleted.
 */
export async function sequencePositions(database: Pick<DatabaseHandle, 'db' | 'dialect'>, tables: TableShape[]): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  const { db } = database;
  if (database.dialect === 'sqlite') {
    if (!tables.some((table) => table.sequenceColumn)) return positions;
    const rows = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(db).catch(() => ({ rows: [] }));
    for (const row of rows.rows) positions.set(row.name, Number(row.seq));
    return positions;
  }
  for (const table of tables) {
    if (!table.sequenceColumn) continue;
    const result = await sql<{
      last: number | string | null;
    }>`select pg_sequence_last_value(pg_get_serial_sequence(${qualified(table.name)}, ${table.sequenceColumn})::regclass) as last`.execute(db);
    const last = result.rows[0]?.last;
    if (last !== null && last !== undefined) positions.set(table.name, Number(last));
  }
  return positions;
}

/**
 * Moves a table's sequence on the target past both its largest id and the source's position,
 * so rows inserted after the copy get new ids (copied rows carry their ids explicitly, which
 * PostgreSQL's sequences do not notice).
 */
export async function advanceSequence(db: Db, dialect: DatabaseHandle['dialect'], table: TableShape, sourcePosition: number): Promise<void> {
  const column = table.sequenceColumn;
  if (!column) return;
  const largest = await sql<{ n: number | string | null }>`select max(${sql.ref(column)}) as n from ${sql.table(table.name)}`.execute(db);
  const position = Math.max(Number(largest.rows[0]?.n ?? 0), sourcePosition);
  if (dialect === 'postgres') {
    if (position >= 1) await sql`select setval(pg_get_serial_sequence(${qualified(table.name)}, ${column}), ${position}, true)`.execute(db);
    else await sql`select setval(pg_get_serial_sequence(${qualified(table.name)}, ${column}), 1, false)`.execute(db);
    return;
  }
  await sql`delete from sqlite_sequence where name = ${table.name}`.execute(db);
  if (position > 0) await sql`insert into sqlite_sequence (name, seq) values (${table.name}, ${position})`.execute(db);
}
