import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup.ts';
import { DomainError } from '../domains/domain-error.ts';
import { runCommand } from './command.ts';

const USAGE = `Usage: npm run restore -- DIR [--force]
  DIR      a folder npm run backup wrote (with its manifest.json)
  --force  replace a database that is not empty
Stop every server process on the database first.`;

// npm run restore -- DIR: a backup back into the configured database and storage.
runCommand(async (config) => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(USAGE);
  const [dir, ...extra] = positionals;
  if (!dir || extra.length > 0) throw new DomainError('invalid', USAGE);
  const summary = await restoreBackup(config, { dir, force: values.force });
  const { manifest } = summary;
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${summary.editions} editions, ${summary.contents} contents, ${summary.users} accounts, ${manifest.files.count} stored files; the database is at this version's schema.`,
  );
});
