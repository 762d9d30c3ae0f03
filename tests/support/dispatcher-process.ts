/**
 * Another app process running the activity dispatcher over a database (server/activity/
 * dispatcher.test.ts): one subscriber `name` writing a marker row per activity, for the given
 * milliseconds. Prints the activity ids it handled, as JSON.
 */
import { openDatabase } from '../../server/db/database.ts';
import { startDispatcher } from '../../server/activity/dispatcher.ts';

async function main() {
  const [file = '', name = '', millis = '1000', url, schema] = process.argv.slice(2);
  const handle = await openDatabase({ dataDir: '', sqliteFile: file, url: url || undefined, schema: schema || undefined });
  const seen: number[] = [];
  const dispatcher = startDispatcher(
    handle.db,
    [
      {
        name,
        async handle(trx, batch) {
          for (const stored of batch)
            await trx
              .insertInto('activity_cursors')
              .values({ name: `${name}:${stored.id}`, last_id: 0 })
              .execute();
          seen.push(...batch.map((stored) => stored.id));
        },
      },
    ],
    { batchSize: 3, pollMs: 5, log: (message, error) => process.stderr.write(`${message} ${String(error)}\n`) },
  );
  process.stderr.write('ready\n');
  await new Promise((resolve) => setTimeout(resolve, Number(millis)));
  await dispatcher.drain();
  await dispatcher.close();
  await handle.destroy();
  process.stdout.write(JSON.stringify(seen));
}

void main();
