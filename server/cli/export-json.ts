import { parseArgs } from 'node:util';
import { exportJson } from '../transfer/json/export-json.ts';
import { TransferError } from '../transfer/transfer-error.ts';
import { runCommand } from './command.ts';

const USAGE = `Usage: npm run export:json -- OUT.json[.gz]
Every table of the configured wiki as JSON lines (gzip when the name ends in .gz), safe while servers
run. Stored files are not included: rows name them by key (npm run backup carries them).`;

// npm run export:json -- FILE: the whole wiki as a portable JSON export.
runCommand(async (config) => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new TransferError(USAGE);
  const summary = await exportJson(config, { file });
  const rows = [...summary.tables.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `Exported ${summary.tables.size} tables (${rows} rows, schema version ${summary.migration}) to ${summary.file} (${(summary.bytes / 1_048_576).toFixed(1)} MB). Stored files are not included.`,
  );
});
