import type { DatabaseHandle } from '../../db/database.ts';
import { TransferError } from '../transfer-error.ts';
import { postgresTables } from './postgres-tables.ts';
import { sqliteTables } from './sqlite-tables.ts';
import type { TableShape } from './table-shape.ts';

/** Kysely's migration bookkeeping: each database keeps its own (the migrations make it). */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Tables derived from the others and rebuilt on the target rather than copied: the search
 * index, whose form differs per database (FTS5 tables on SQLite, tsvector columns on
 * PostgreSQL; server/domains/search). Every other table is data and is copied, including tables later
 * migrations add: the list comes from the migrated schema, not from code.
 */
export const DERIVED_TABLES = new Set(['search_docs', 'search_names', 'search_pinyin', 'search_meta']);

/** The tables holding a wiki's data, as the migrated database describes them. */
export async function dataTables(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<TableShape[]> {
  const all = database.dialect === 'postgres' ? await postgresTables(database.db) : await sqliteTables(database.db);
  return all.filter((table) => !BOOKKEEPING.has(table.name) && !DERIVED_TABLES.has(table.name));
}

/**
 * Tables in an order that inserts every referenced row before the rows referencing it (a
 * table's references to itself aside: the sink fills those in a second pass). Ties go by
 * name, so the order is the same on both databases.
 */
export function dependencyOrder(tables: TableShape[]): TableShape[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const placed = new Set<string>();
  const order: TableShape[] = [];
  const visiting = new Set<string>();
  const visit = (table: TableShape, path: string[]) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name))
      throw new TransferError(`The tables reference each other in a circle (${[...path, table.name].join(' → ')}): they cannot be copied in one order.`);
    visiting.add(table.name);
    const referenced = [...new Set(table.references.map((reference) => reference.table))].filter((name) => name !== table.name).sort();
    for (const name of referenced) {
      const target = byName.get(name);
      if (target) visit(target, [...path, table.name]);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    order.push(table);
  };
  for (const table of [...tables].sort((a, b) => (a.name < b.name ? -1 : 1))) visit(table, []);
  return order;
}
