import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { contentChanged } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { readCategoryMap } from './categories/category-map.ts';
import { PlacementPlanner } from './categories/placement-plan.ts';
import { createConverterPool, WIKITEXT_CONVERTER, type ConverterPool } from './convert/converter-pool.ts';
import type { ConvertOutcome } from './convert/protocol.ts';
import { dumpFileFacts, openDumpText } from './dump/open-dump.ts';
import { readDump, type DumpItem } from './dump/read-dump.ts';
import type { DumpPageChunk, DumpSiteInfo } from './dump/types.ts';
import { filesFolderOf, importFiles, storedFiles } from './files/import-files.ts';
import { failRun, finishRun, heartbeat, recordBatch, recordConversion, recordSiteInfo, startRun, type ImportRun } from './import-state.ts';
import { unmappedIndex, type ImportReport } from './report.ts';
import { Namespaces } from './titles.ts';
import { refreshChannelFilters, reportLooseEnds, resolvePendingLinks, settleSearchIndex } from './write/finish-import.ts';
import { planBatch, type PlannedBatch } from './write/plan-batch.ts';
import { writeBatch, type BatchContext } from './write/write-batch.ts';
import { convertImportedPages } from './write/convert-pages.ts';
import { ImportError } from './import-error.ts';
import type { TranslationImportReport } from './translations/report.ts';

export interface ImportOptions {
  dumpFile: string;
  /** The edition's app_sn; may be left out when there is only one edition. */
  edition?: string | undefined;
  mapFile?: string | undefined;
  filesDir?: string | undefined;
  /** Conversion worker threads (0: in this thread). Default: one per core. */
  workers?: number | undefined;
  /** Convert every revision, not only each page's last. */
  convertHistory?: boolean | undefined;
  /** Most pages, and wikitext bytes, of one batch (one transaction). */
  batchPages?: number | undefined;
  batchBytes?: number | undefined;
  /** The module of the wikitext converter (tests give a stand-in). */
  converterModule?: string | undefined;
  /** Largest picture accepted, in MB (UPLOAD_MAX_MB). */
  uploadMaxMb: number;
  /** Called after each committed batch. */
  onBatch?: ((progress: ImportProgress) => void) | undefined;
  /** Called when every page is written and readable, before the conversion pass. */
  onPagesWritten?: (() => void) | undefined;
  /** Called after each committed batch of the conversion pass, with the pages it has converted. */
  onConvert?: ((converted: number) => void) | undefined;
  log?: ((line: string) => void) | undefined;
}

export interface ImportProgress {
  importId: number;
  batches: number;
  bytesRead: number;
  totalBytes: number;
  pagesWritten: number;
  revisionsWritten: number;
}

interface Planned {
  batch: PlannedBatch;
  converting: Promise<ConvertOutcome[]>;
  bytesRead: number;
}

/** The edition to import into: the one named, or the only one. */
export async function editionOf(db: Db, appSn: string | undefined) {
  const editions = await db.selectFrom('editions').select(['id', 'app_sn', 'base_path', 'default_lang', 'content_langs']).orderBy('id').execute();
  if (editions.length === 0)
    throw new ImportError('There is no edition yet: create one first (npm run admin -- create-edition SLUG --path /game/wiki/ --name "Game Wiki").');
  if (appSn === undefined) {
    if (editions.length === 1) return editions[0]!;
    throw new ImportError(`Choose the edition to import into with --edition (one of: ${editions.map((edition) => edition.app_sn).join(', ')}).`);
  }
  const edition = editions.find((candidate) => candidate.app_sn === appSn);
  if (!edition) throw new ImportError(`--edition ${appSn}: no such edition (there are: ${editions.map((candidate) => candidate.app_sn).join(', ')}).`);
  return edition;
}

/** Groups the dump's page chunks into batches of at most `pages` pages and `bytes` bytes of wikitext. */
async function* batchesOf(items: AsyncIterator<DumpItem>, pages: number, bytes: number): AsyncGenerator<DumpPageChunk[]> {
  let batch: DumpPageChunk[] = [];
  let size = 0;
  for (let item = await items.next(); !item.done; item = await items.next()) {
    if (item.value.kind !== 'page') continue;
    batch.push(item.value.chunk);
    size += item.value.chunk.bytes;
    if (batch.length >= pages || size >= bytes) {
      yield batch;
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Imports a MediaWiki XML dump into an edition (see docs/decisions/018-mediawiki-import.md):
 * files first, then the pages in batches of one transaction each, then the links and aliases
 * that waited for their targets. Answers the report (also kept in mediawiki_imports).
 */
export async function runImport(db: Db, storage: FileStorage, options: ImportOptions): Promise<ImportReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const facts = await dumpFileFacts(options.dumpFile).catch((error: NodeJS.ErrnoException) => {
    throw new ImportError(`${options.dumpFile}: cannot be read (${error.code ?? error.message})`);
  });
  const edition = await editionOf(db, options.edition);
  const map = options.mapFile ? await readCategoryMap(options.mapFile) : undefined;
  const filesFolder = await filesFolderOf(options.dumpFile, options.filesDir);
  const editionId = Number(edition.id);
  const run = await startRun(db, {
    editionId,
    appSn: edition.app_sn,
    file: path.basename(options.dumpFile),
    facts,
    options: { map: options.mapFile ?? null, files: filesFolder ?? null, convert_history: options.convertHistory === true },
  });
  const stopHeartbeat = heartbeat(db, run);
  const report = run.report;
  const secondsBefore = report.seconds;
  if (run.resumed) log(`Resuming import #${run.id} of ${report.dump.file} (${report.revisions.imported} revisions were imported before it stopped).`);

  let bytesRead = 0;
  const items = readDump(openDumpText(options.dumpFile, facts.compression, (bytes) => (bytesRead = bytes)));
  let pool: ConverterPool | undefined;
  try {
    const first = await items.next();
    let site: DumpSiteInfo = { siteName: '', base: '', generator: '', schemaVersion: '', namespaces: [] };
    let pending: DumpItem | undefined;
    if (!first.done) {
      if (first.value.kind === 'siteinfo') site = first.value.siteInfo;
      else pending = first.value;
    }
    report.dump.schema = site.schemaVersion;
    report.dump.site_name = site.siteName;
    await recordSiteInfo(db, run, site);
    const namespaces = new Namespaces(site.namespaces);

    const lap = (() => {
      let at = Date.now();
      return () => {
        const seconds = (Date.now() - at) / 1000;
        at = Date.now();
        return seconds;
      };
    })();
    if (filesFolder) {
      log(`Files: checking and storing the pictures of ${filesFolder}`);
      await importFiles(db, storage, filesFolder, { editionId, namespaces, maxMb: options.uploadMaxMb, report, log });
    }
    report.timings.files += lap();
    const workers = options.workers ?? Math.max(1, os.availableParallelism());
    pool = await createConverterPool(
      { converterModule: options.converterModule ?? WIKITEXT_CONVERTER, namespaces: site.namespaces, files: await storedFiles(db, editionId) },
      workers,
    );
    const planner = await PlacementPlanner.create(db, editionId, map, { siteName: site.siteName, lang: edition.default_lang });
    const context: BatchContext = { editionId, basePath: edition.base_path, importId: run.id, namespaces, planner, report, unmapped: unmappedIndex(report) };

    const source: AsyncIterator<DumpItem> = {
      next: async () => (pending ? ((item) => ((pending = undefined), { done: false as const, value: item }))(pending) : items.next()),
    };
    const batches = batchesOf(source, options.batchPages ?? 200, options.batchBytes ?? 16 * 1024 * 1024);
    let jobKey = 0;
    const converter = pool;
    const planNext = async (): Promise<Planned | undefined> => {
      const next = await batches.next();
      if (next.done) return undefined;
      const batch = await planBatch(db, editionId, namespaces, next.value, { convertHistory: options.convertHistory === true, nextJobKey: () => ++jobKey });
      return { batch, converting: converter.convert(batch.jobs), bytesRead };
    };

    let batchesDone = 0;
    let current = await planNext();
    while (current) {
      // The next batch is read and planned before this one's transaction (on SQLite its queries would wait for it) and scanned while this one is written.
      const next = await planNext();
      const outcomes = new Map((await current.converting).map((outcome) => [outcome.key, outcome]));
      const before = { pages: report.pages.created + report.pages.updated, revisions: report.revisions.imported };
      const snapshot = JSON.stringify(report);
      const at = Math.floor(Date.now() / 1000);
      const batchBytesRead = current.bytesRead;
      try {
        await db.transaction().execute(async (trx) => {
          await writeBatch(trx, context, current!.batch, outcomes, at);
          report.categories.channels_created = [...new Set([...report.categories.channels_created, ...planner.createdChannels])];
          report.seconds = secondsBefore + (Date.now() - started) / 1000;
          report.timings.pages += lap();
          await recordBatch(trx, run, {
            bytesRead: batchBytesRead,
            pages: report.pages.created + report.pages.updated - before.pages,
            revisions: report.revisions.imported - before.revisions,
          });
        });
      } catch (error) {
        // The batch rolled back: so do its counts.
        Object.assign(report, JSON.parse(snapshot) as ImportReport);
        await next?.converting.catch(() => undefined);
        throw error;
      }
      batchesDone++;
      options.onBatch?.({
        importId: run.id,
        batches: batchesDone,
        bytesRead: batchBytesRead,
        totalBytes: facts.bytes,
        pagesWritten: report.pages.created + report.pages.updated,
        revisionsWritten: report.revisions.imported,
      });
      current = next;
    }
    report.timings.pages += lap();

    log('Resolving the links and redirects that waited for their targets');
    await resolvePendingLinks(db, editionId, edition.base_path, report, context.unmapped);
    await reportLooseEnds(db, editionId, report);
    report.timings.finish += lap();

    options.onPagesWritten?.();
    log('Converting the pages (their last revisions) to entry documents');
    await convertImportedPages(db, pool, {
      editionId,
      basePath: edition.base_path,
      planner,
      report,
      unmapped: context.unmapped,
      onBatch: async (converted, walked) => {
        await recordConversion(db, run, walked);
        options.onConvert?.(converted);
        if (converted % 5_000 < 200) log(`  ${converted} pages converted`);
      },
    });
    await pool.close();
    pool = undefined;
    report.timings.convert = (report.timings.convert ?? 0) + lap();
    await refreshChannelFilters(db, editionId, Math.floor(Date.now() / 1000));
    await settleSearchIndex(db);
    await contentChanged(db, [contentTags.edition(editionId)]);
    report.timings.finish += lap();
    report.finished = true;
    report.seconds = secondsBefore + (Date.now() - started) / 1000;
    await finishRun(db, run);
    return report;
  } catch (error) {
    await failRun(db, run, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  } finally {
    stopHeartbeat();
    await pool?.close();
    await items.return(undefined).catch(() => undefined);
  }
}

/** Writes the report as JSON (with --report). */
export async function writeReportFile(file: string, report: ImportReport | TranslationImportReport): Promise<void> {
  await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}

export type { ImportRun };
