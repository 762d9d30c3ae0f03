import { parseArgs } from 'node:util';
import { parseCopyTarget } from '../transfer/copy-target.ts';
import { copyDatabase } from '../transfer/db-copy.ts';
import { TransferError } from '../transfer/transfer-error.ts';
import { runCommand } from './command.ts';

const USAGE = `Usage: npm run db:copy -- TARGET [--schema NAME]
  TARGET         postgres://user@host:5432/db (an empty database), or a SQLite file (an empty or new one)
  --schema NAME  the PostgreSQL schema to copy into (created when missing; default: the search path's first)
Copies the configured database (DATABASE_URL, else DATA_DIR/almanac.sqlite) into TARGET: every table,
the search index rebuilt, sequences moved on, row counts checked. Stop the servers first: what they
write during the copy is not in it. Stored files are not copied (they stay in DATA_DIR/uploads or the bucket).`;

// npm run db:copy -- TARGET: the wiki into another, empty database (SQLite → PostgreSQL, or back).
runCommand(async (config) => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { schema: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  const [argument, ...extra] = positionals;
  if (!argument || extra.length > 0) throw new TransferError(USAGE);
  const started = Date.now();
  const report = await copyDatabase(config, parseCopyTarget(argument, values.schema));
  const width = Math.max(...report.tables.map((table) => table.name.length));
  console.log(`Copied ${report.from}\n    to ${report.to} in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  for (const table of report.tables) console.log(`  ${table.name.padEnd(width)}  ${String(table.found).padStart(9)} rows`);
  console.log(`Row counts equal on both sides (${report.tables.length} tables); search index rebuilt (${report.indexed} entries).`);
  console.log('\nTo run on the copy, set:');
  for (const line of report.settings) console.log(`  ${line}`);
});
