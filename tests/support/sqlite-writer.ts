/**
 * A second process writing to a SQLite database (server/db/concurrent-writers.test.ts): for the
 * given milliseconds, transactions that read a count and then insert it, as the app's do. Prints
 * how many ran and how many failed, as JSON.
 */
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.ts';

async function main() {
  const [file = '', millis = '1000'] = process.argv.slice(2);
  const handle = await openDatabase({ dataDir: '', sqliteFile: file });
  let ran = 0;
  const errors: string[] = [];
  const until = Date.now() + Number(millis);
  while (Date.now() < until) {
    try {
      await handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from counts`.execute(trx);
        await sql`insert into counts (seen) values (${rows[0]!.n})`.execute(trx);
      });
      ran++;
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  await handle.destroy();
  process.stdout.write(JSON.stringify({ ran, failed: errors.length, first: errors[0] }));
}

void main();
