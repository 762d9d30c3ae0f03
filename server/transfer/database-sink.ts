import { sql } from 'kysely';
import type { DatabaseHandle, Db, Dialect } from '../db/database.ts';
import { rebuildSearchIndex } from '../domains/search/reindex.ts';
import type { Row, RowSink, TableStream } from './copy-tables.ts';
import { dataTables, dependencyOrder } from './schema/data-tables.ts';
import type { TableShape } from './schema/table-shape.ts';
import { advanceSequence } from './sequences.ts';
import { TransferError } from './transfer-error.ts';
import { valueWriter } from './values.ts';

/** Parameters per INSERT stay under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_INSERT = 500;

export interface SinkResult<T> {
  result: T;
  /** Entries the rebuilt search index holds. */
  indexed: number;
}

interface SelfReference {
  /** Index of the referencing column in the incoming rows. */
  index: number;
  column: string;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

class DatabaseSink implements RowSink {
  readonly positions = new Map<string, number>();
  private readonly shapes: Map<string, TableShape>;

  constructor(
    private readonly trx: Db,
    private readonly dialect: Dialect,
    shapes: TableShape[],
  ) {
    this.shapes = new Map(shapes.map((shape) => [shape.name, shape]));
  }

  async writeTable({ header, batches }: TableStream): Promise<number> {
    const shape = this.shapes.get(header.name);
    if (!shape) throw new TransferError(`Table ${header.name} is not in this version's schema: the source was written by another version of Almanac.`);
    const columns = header.columns.map((name) => {
      const column = shape.columns.find((candidate) => candidate.name === name);
      if (!column)
        throw new TransferError(`Column ${header.name}.${name} is not in this version's schema: the source was written by another version of Almanac.`);
      return column;
    });
    const writers = columns.map((column) => valueWriter(this.dialect, column));
    // A reference to the same table (a channel's parent) may point to a row that comes later:
    // such columns are written empty first and filled in once every row is there.
    const selfReferences: SelfReference[] = shape.references
      .filter((reference) => reference.table === shape.name)
      .map((reference) => ({ index: header.columns.indexOf(reference.column), column: reference.column }))
      .filter(({ index }) => index >= 0 && columns[index]!.nullable);
    const keyIndexes = shape.primaryKey.map((key) => header.columns.indexOf(key));
    const deferSelf = selfReferences.length > 0 && keyIndexes.length > 0 && keyIndexes.every((index) => index >= 0);
    const pending: Array<{ key: unknown[]; values: unknown[] }> = [];

    const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length))));
    let written = 0;
    for await (const batch of batches) {
      const rows: Row[] = batch.map((row) => {
        if (row.length !== columns.length) throw new TransferError(`Table ${header.name}: a row has ${row.length} values for ${columns.length} columns.`);
        const values = row.map((value, index) => writers[index]!(value));
        if (deferSelf && selfReferences.some(({ index }) => values[index] !== null)) {
          pending.push({ key: keyIndexes.map((index) => values[index]), values: selfReferences.map(({ index }) => values[index]) });
          for (const { index } of selfReferences) values[index] = null;
        }
        return values;
      });
      for (let at = 0; at < rows.length; at += perInsert) {
        const chunk = rows.slice(at, at + perInsert);
        const values = sql.join(chunk.map((row) => sql`(${sql.join(row)})`));
        try {
          await sql`insert into ${sql.table(header.name)} (${sql.join(header.columns.map((name) => sql.ref(name)))}) values ${values}`.execute(this.trx);
        } catch (error) {
          throw new TransferError(`Copying table ${header.name} failed after ${written + at} rows: ${describe(error)}`);
        }
      }
      written += rows.length;
    }
    for (const { key, values } of pending) {
      const set = sql.join(selfReferences.map(({ column }, index) => sql`${sql.ref(column)} = ${values[index]}`));
      const where = sql.join(
        shape.primaryKey.map((column, index) => sql`${sql.ref(column)} = ${key[index]}`),
        sql` and `,
      );
      await sql`update ${sql.table(header.name)} set ${set} where ${where}`.execute(this.trx);
    }
    if (header.sequence) this.positions.set(header.name, header.sequence.last);
    return written;
  }
}

/**
 * Runs work with the (migrated, empty) database as a RowSink, all in one transaction: the rows
 * the migrations themselves put in (the page cache's version) are cleared first; afterwards
 * every sequence is moved past the copied ids and the search index is rebuilt the target's way.
 * A failure anywhere leaves the target as empty as it was.
 */
export async function writeDatabase<T>(database: Pick<DatabaseHandle, 'db' | 'dialect'>, work: (sink: RowSink) => Promise<T>): Promise<SinkResult<T>> {
  const shapes = dependencyOrder(await dataTables(database));
  return database.db.transaction().execute(async (trx) => {
    for (const table of [...shapes].reverse()) await sql`delete from ${sql.table(table.name)}`.execute(trx);
    const sink = new DatabaseSink(trx, database.dialect, shapes);
    const result = await work(sink);
    for (const table of shapes) await advanceSequence(trx, database.dialect, table, sink.positions.get(table.name) ?? 0);
    const indexed = await rebuildSearchIndex(trx);
    return { result, indexed };
  });
}
