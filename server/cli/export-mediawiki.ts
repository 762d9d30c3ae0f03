import { parseArgs } from 'node:util';
import { withDatabase } from '../db/with-database.ts';
import { createStorage } from '../storage/create-storage.ts';
import { exportMediawiki } from '../mediawiki/export/export-mediawiki.ts';
import { entryDocToWikitext } from '../mediawiki/wikitext/index.ts';
import { TransferError } from '../transfer/transfer-error.ts';
import { runCommand } from './command.ts';

const USAGE = `Usage: npm run export:mediawiki -- OUT.xml [--edition APP_SN] [--files DIR]
One edition's entry pages as a MediaWiki XML dump (export schema 0.11, for importDump.php or
npm run import:mediawiki): every revision with its author, time and comment, aliases as redirect
pages, channels and filter values as categories. --edition is needed when the wiki has several.
--files DIR also writes the pictures the pages show, by their [[File:...]] names (give the folder
images/ beside OUT.xml and npm run import:mediawiki finds it; MediaWiki: importImages.php DIR).`;

// npm run export:mediawiki -- OUT.xml: leaving for MediaWiki with every revision.
runCommand(async (config) => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { edition: { type: 'string' }, files: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(USAGE);
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new TransferError(USAGE);
  const files = values.files ? { dir: values.files, storage: createStorage(config) } : undefined;
  const summary = await withDatabase(config, ({ db }) => exportMediawiki(db, { file, edition: values.edition, convert: entryDocToWikitext, files }));
  console.log(
    `Exported edition ${summary.edition}: ${summary.pages} pages with ${summary.revisions} revisions by ${summary.authors} authors, ${summary.redirects} redirect pages for aliases, to ${summary.file} (${(summary.bytes / 1_048_576).toFixed(1)} MB).`,
  );
  if (summary.files)
    console.log(
      `Wrote ${summary.files.written} pictures to ${values.files}${summary.files.missing.length > 0 ? `; missing from the storage: ${summary.files.missing.join(', ')}` : ''}.`,
    );
  for (const { alias, entry } of summary.skippedAliases) console.log(`  alias '${alias}' of '${entry}' left out: its title is another page's`);
});
