import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup.ts';
import { runCommand } from './command.ts';

const USAGE = 'Usage: npm run backup [-- --out DIR]   (default DIR: ./backups)';

// npm run backup: the database and every stored file into a new folder; safe while servers run.
runCommand(async (config) => {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  const { dir, manifest } = await createBackup(config, { outDir: values.out });
  const megabytes = (manifest.files.bytes / 1_048_576).toFixed(1);
  console.log(
    `Backed up the ${manifest.database.kind} database (schema version ${manifest.database.migration}) and ${manifest.files.count} stored files (${megabytes} MB) to ${dir}`,
  );
});
