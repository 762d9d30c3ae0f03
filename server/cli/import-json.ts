import { parseArgs } from 'node:util';
import { importJson } from '../transfer/json/import-json.ts';
import { TransferError } from '../transfer/transfer-error.ts';
import { runCommand } from './command.ts';

const USAGE = `Usage: npm run import:json -- IN.json[.gz]
A file npm run export:json wrote, into the configured database, which must be empty (no editions, no
accounts). Stored files are not in the file: copy DATA_DIR/uploads or the bucket alongside.`;

// npm run import:json -- FILE: a JSON export into an empty database.
runCommand(async (config) => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new TransferError(USAGE);
  const summary = await importJson(config, { file });
  const rows = summary.tables.reduce((sum, table) => sum + table.found, 0);
  console.log(
    `Imported the export of ${summary.header.createdAt} (schema version ${summary.header.migration}): ${summary.tables.length} tables, ${rows} rows, row counts checked; search index rebuilt (${summary.indexed} entries). Stored files are not in the export: copy them alongside.`,
  );
});
