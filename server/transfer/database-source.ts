import { sql, type RawBuilder } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.ts';
import type { Row, RowSource, TableStream } from './copy-tables.ts';
import { dataTables, dependencyOrder } from './schema/data-tables.ts';
import type { TableShape } from './schema/table-shape.ts';
import { sequencePositions } from './sequences.ts';

/** Rows read per query: revisions carry whole documents (tens of KB), so batches stay small. */
const READ_BATCH = 250;

/** A database read as a RowSource, every table as of one moment. */
export interface DatabaseSource extends RowSource {
  /** The data tables in dependency order, with their row counts in the snapshot. */
  tables(): AsyncIterable<TableStream>;
  counts: Map<string, number>;
  migrations: string[];
}

async function countRows(db: Db, table: string): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Batches of a table's rows in primary-key order, each query starting after the last key seen
 * (no OFFSET: every batch costs the same however deep in the table). A table without a primary
 * key is read in the order of all its columns by OFFSET.
 */
async function* tableBatches(db: Db, table: TableShape): AsyncIterable<Row[]> {
  const columns = table.columns.map((column) => column.name);
  const select = sql.join(columns.map((column) => sql.ref(column)));
  const keys = table.primaryKey;
  const order = sql.join((keys.length > 0 ? keys : columns).map((column) => sql.ref(column)));
  let after: unknown[] | null = null;
  for (let offset = 0; ; offset += READ_BATCH) {
    let where: RawBuilder<unknown> = sql``;
    if (keys.length > 0 && after) where = sql`where (${sql.join(keys.map((key) => sql.ref(key)))}) > (${sql.join(after)})`;
    const page = keys.length > 0 ? sql`limit ${READ_BATCH}` : sql`limit ${READ_BATCH} offset ${offset}`;
    const result = await sql<Record<string, unknown>>`select ${select} from ${sql.table(table.name)} ${where} order by ${order} ${page}`.execute(db);
    if (result.rows.length === 0) return;
    yield result.rows.map((row) => columns.map((column) => row[column] ?? null));
    const last = result.rows[result.rows.length - 1]!;
    after = keys.map((key) => last[key]);
    if (result.rows.length < READ_BATCH) return;
  }
}

/**
 * Runs work with the database as a RowSource inside one read transaction (PostgreSQL:
 * repeatable read, read only), so every table is read as of the same moment while servers go
 * on writing.
 */
export async function readDatabase<T>(database: Pick<DatabaseHandle, 'db' | 'dialect'>, work: (source: DatabaseSource) => Promise<T>): Promise<T> {
  const shapes = dependencyOrder(await dataTables(database));
  const builder =
    database.dialect === 'postgres' ? database.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : database.db.transaction();
  return builder.execute(async (trx) => {
    const migrations = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(trx)).rows.map((row) => row.name);
    const counts = new Map<string, number>();
    for (const table of shapes) counts.set(table.name, await countRows(trx, table.name));
    const positions = await sequencePositions({ db: trx, dialect: database.dialect }, shapes);
    const source: DatabaseSource = {
      counts,
      migrations,
      async *tables() {
        for (const table of shapes) {
          const column = table.sequenceColumn;
          yield {
            header: {
              name: table.name,
              columns: table.columns.map((c) => c.name),
              rows: counts.get(table.name) ?? 0,
              sequence: column ? { column, last: positions.get(table.name) ?? 0 } : null,
            },
            batches: tableBatches(trx, table),
          };
        }
      },
    };
    return work(source);
  });
}
