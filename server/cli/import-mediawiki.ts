import { parseArgs } from 'node:util';
import { ImportError } from '../mediawiki/import/import-error.ts';
import { reportLines } from '../mediawiki/import/report.ts';
import { runImport, writeReportFile } from '../mediawiki/import/run-import.ts';
import { runTranslationImport } from '../mediawiki/import/translations/import-translations.ts';
import { translationReportLines } from '../mediawiki/import/translations/report.ts';
import { DomainError } from '../domains/domain-error.ts';
import { createStorage } from '../storage/create-storage.ts';
import { runCommand, withDatabase } from './command.ts';

const USAGE = `Usage: npm run import:mediawiki -- DUMP [--edition APP_SN] [--map categories.json] [--files DIR] [--report FILE]
                                   [--convert-history] [--workers N] [--batch-pages N]
       npm run import:mediawiki -- DUMP --lang LANG [--edition APP_SN] [--titles titles.csv] [--report FILE]
  DUMP          a MediaWiki XML export (schema 0.10/0.11): plain, .gz or .bz2
  --edition     the edition to import into (may be left out when there is only one)
  --map         JSON mapping categories to channels or filter values (docs/decisions/018-mediawiki-import.md)
  --files       the dump's files folder (default: an images/ folder beside the dump, if any)
  --report      also write the report as JSON to FILE
  --convert-history  convert every revision, not only each page's last (slower)
  --workers     conversion threads (default: one per core; 0 converts in the main thread)
  --lang        import the dump as translations in this content language of the edition (not its
                source) into the entries already there, matched by interlanguage links
  --titles      with --lang: CSV (translated title,source title) or JSON {"translated": "source"}
                for pages without an interlanguage link`;

const count = (value: string | undefined, name: string, min: number) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new DomainError('invalid', `--${name}: must be a whole number of at least ${min}`);
  return number;
};

// npm run import:mediawiki: a MediaWiki XML dump into an edition; run it again to update or to resume.
runCommand(async (config) => {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        edition: { type: 'string' },
        map: { type: 'string' },
        files: { type: 'string' },
        report: { type: 'string' },
        'convert-history': { type: 'boolean', default: false },
        workers: { type: 'string' },
        'batch-pages': { type: 'string' },
        lang: { type: 'string' },
        titles: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new DomainError('invalid', `${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new DomainError('invalid', `Give one dump file.\n${USAGE}`);
  // Tests only: die as `kill -9` would after this many committed batches.
  const killAfter = count(process.env.MEDIAWIKI_IMPORT_KILL_AFTER_BATCHES, 'MEDIAWIKI_IMPORT_KILL_AFTER_BATCHES', 1);
  let lastPrint = Date.now();
  if (values.titles !== undefined && values.lang === undefined) throw new DomainError('invalid', `--titles goes with --lang.\n${USAGE}`);
  if (values.lang !== undefined) {
    const other =
      (['map', 'files', 'workers', 'batch-pages'] as const).find((name) => values[name] !== undefined) ??
      (values['convert-history'] ? 'convert-history' : undefined);
    if (other) throw new DomainError('invalid', `--${other} does not go with --lang (a translations import).\n${USAGE}`);
    const lang = values.lang;
    try {
      await withDatabase(config, async ({ db }) => {
        const report = await runTranslationImport(db, {
          dumpFile: positionals[0]!,
          edition: values.edition,
          lang,
          titlesFile: values.titles,
          log: (line) => console.error(line),
        });
        for (const line of translationReportLines(report)) console.log(line);
        if (values.report) {
          await writeReportFile(values.report, report);
          console.log(`Report written to ${values.report}`);
        }
      });
    } catch (error) {
      if (error instanceof ImportError) throw new DomainError('invalid', error.message);
      throw error;
    }
    return;
  }
  try {
    await withDatabase(config, async ({ db }) => {
      const report = await runImport(db, createStorage(config), {
        dumpFile: positionals[0]!,
        edition: values.edition,
        mapFile: values.map,
        filesDir: values.files,
        convertHistory: values['convert-history'],
        workers: count(values.workers, 'workers', 0),
        batchPages: count(values['batch-pages'], 'batch-pages', 1),
        uploadMaxMb: config.uploadMaxMb,
        log: (line) => console.error(line),
        onBatch: (progress) => {
          if (killAfter !== undefined && progress.batches >= killAfter) process.kill(process.pid, 'SIGKILL');
          if (Date.now() - lastPrint < 5_000) return;
          lastPrint = Date.now();
          const share = progress.totalBytes > 0 ? Math.min(100, (progress.bytesRead / progress.totalBytes) * 100).toFixed(1) : '?';
          console.error(`${share}% of the dump read: ${progress.pagesWritten} pages, ${progress.revisionsWritten} revisions written`);
        },
      });
      for (const line of reportLines(report)) console.log(line);
      if (values.report) {
        await writeReportFile(values.report, report);
        console.log(`Report written to ${values.report}`);
      }
    });
  } catch (error) {
    if (error instanceof ImportError) throw new DomainError('invalid', error.message);
    throw error;
  }
});
