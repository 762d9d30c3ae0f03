import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TableShape } from './table-shape.ts';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

/**
 * Every ordinary table of a SQLite database with its columns, primary key, foreign keys and
 * AUTOINCREMENT column. Virtual tables (FTS5) and their shadow tables are left out: they are
 * indexes, rebuilt rather than copied.
 */
export async function sqliteTables(db: Db): Promise<TableShape[]> {
  const master = await sql<{
    name: string;
    sql: string | null;
  }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite\_%' escape '\\' order by name`.execute(db);
  const virtual = master.rows.filter((row) => /^create virtual table/i.test(row.sql ?? '')).map((row) => row.name);
  const isIndexTable = (name: string) => virtual.some((table) => name === table || name.startsWith(`${table}_`));
  const shapes: TableShape[] = [];
  for (const table of master.rows) {
    if (isIndexTable(table.name)) continue;
    const columns = (await sql<ColumnInfo>`select name, type, "notnull", pk from pragma_table_info(${table.name}) order by cid`.execute(db)).rows;
    const keys = (await sql<{ table: string; from: string }>`select "table", "from" from pragma_foreign_key_list(${table.name})`.execute(db)).rows;
    const primaryKey = columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    const autoIncrement = /\bautoincrement\b/i.test(table.sql ?? '') && primaryKey.length === 1;
    shapes.push({
      name: table.name,
      columns: columns.map((column) => ({ name: column.name, type: column.type.toLowerCase(), nullable: column.notnull === 0 && column.pk === 0 })),
      primaryKey,
      references: keys.map((key) => ({ column: key.from, table: key.table })),
      sequenceColumn: autoIncrement ? primaryKey[0]! : null,
    });
  }
  return shapes;
}
