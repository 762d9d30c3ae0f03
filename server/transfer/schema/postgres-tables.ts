import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TableShape } from './table-shape.ts';

/**
 * Every base table of the connection's current schema (DATABASE_SCHEMA, else the search
 * path's first) with its columns, primary key, foreign keys and sequence-numbered column.
 */
export async function postgresTables(db: Db): Promise<TableShape[]> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; sequence: string | null }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable,
           pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), c.column_name) as sequence
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const constraints = await sql<{ table_name: string; kind: string; column_name: string; referenced: string | null; position: number }>`
    select cl.relname as table_name, con.contype as kind, a.attname as column_name, ref.relname as referenced, k.position
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    left join pg_class ref on ref.oid = con.confrelid
    cross join lateral unnest(con.conkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
    where n.nspname = current_schema() and con.contype in ('p', 'f')
    order by cl.relname, con.conname, k.position`.execute(db);

  const shapes = new Map<string, TableShape>();
  for (const row of columns.rows) {
    let shape = shapes.get(row.table_name);
    if (!shape) {
      shape = { name: row.table_name, columns: [], primaryKey: [], references: [], sequenceColumn: null };
      shapes.set(row.table_name, shape);
    }
    shape.columns.push({ name: row.column_name, type: row.data_type.toLowerCase(), nullable: row.is_nullable === 'YES' });
    if (row.sequence && !shape.sequenceColumn) shape.sequenceColumn = row.column_name;
  }
  for (const row of constraints.rows) {
    const shape = shapes.get(row.table_name);
    if (!shape) continue;
    if (row.kind === 'p') shape.primaryKey.push(row.column_name);
    else if (row.referenced) shape.references.push({ column: row.column_name, table: row.referenced });
  }
  return [...shapes.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}
