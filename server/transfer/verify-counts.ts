import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { TableShape } from './schema/table-shape.ts';
import { TransferError } from './transfer-error.ts';

export interface TableCount {
  name: string;
  expected: number;
  found: number;
}

/**
 * Counts every data table of the target after the copy and compares with what the source held
 * (its snapshot, or the export's headers). A table missing from the source must be empty.
 */
export async function verifyCounts(target: Pick<DatabaseHandle, 'db'>, tables: TableShape[], expected: Map<string, number>): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of tables) {
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(target.db);
    counts.push({ name: table.name, expected: expected.get(table.name) ?? 0, found: Number(result.rows[0]?.n ?? 0) });
  }
  const wrong = counts.filter((count) => count.expected !== count.found);
  if (wrong.length > 0) {
    throw new TransferError(
      `The copy's row counts differ from the source's: ${wrong.map((count) => `${count.name} ${count.found} of ${count.expected}`).join(', ')}.`,
    );
  }
  return counts;
}
