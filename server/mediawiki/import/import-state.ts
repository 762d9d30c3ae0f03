import os from 'node:os';
import type { Db } from '../../db/database.ts';
import type { DumpFileFacts } from './dump/open-dump.ts';
import type { DumpSiteInfo } from './dump/types.ts';
import { ImportError } from './import-error.ts';
import { emptyReport, type ImportReport } from './report.ts';
import { nowSeconds } from '../../clock.ts';

export interface ImportRun {
  id: number;
  /** Whether this run continues one that stopped before its end. */
  resumed: boolean;
  report: ImportReport;
}

/** A running import writes its heartbeat this often; one silent for longer than STALE_SECONDS has stopped. */
export const HEARTBEAT_SECONDS = 10;
const STALE_SECONDS = 60;

/** Which process runs an import: another run on this host whose process is gone is no longer running. */
interface Owner {
  host: string;
  pid: number;
}

function ownerAlive(owner: Owner | undefined): boolean {
  if (!owner || owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function runningRows(db: Db, editionId: number) {
  return db
    .selectFrom('mediawiki_imports')
    .select(['id', 'source_name', 'options', 'updated_at'])
    .where('edition_id', '=', editionId)
    .where('status', '=', 'running')
    .where('updated_at', '>', nowSeconds() - STALE_SECONDS)
    .execute();
}

function ownerOf(options: string): Owner | undefined {
  try {
    return (JSON.parse(options) as { owner?: Owner }).owner;
  } catch {
    return undefined;
  }
}

/** Whether an import into the edition is running now (its process alive, its heartbeat fresh). */
export async function importRunning(db: Db, editionId: number): Promise<boolean> {
  return (await runningRows(db, editionId)).some((run) => ownerAlive(ownerOf(run.options)));
}

/** Refuses to start while another import into the edition runs (two at once would both create the same entries). */
async function refuseConcurrent(db: Db, editionId: number): Promise<void> {
  for (const run of await runningRows(db, editionId)) {
    if (ownerAlive(ownerOf(run.options)))
      throw new ImportError(`Another import into this edition is running (import #${run.id} of ${run.source_name}); run this one when it has finished.`);
  }
}

/** Keeps the run's heartbeat fresh until stopped (so another run can tell it is alive). */
export function heartbeat(db: Db, run: ImportRun): () => void {
  const timer = setInterval(() => {
    void db
      .updateTable('mediawiki_imports')
      .set({ updated_at: nowSeconds() })
      .where('id', '=', run.id)
      .where('status', '=', 'running')
      .execute()
      .catch(() => undefined);
  }, HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The state row of this run: the unfinished run of the same dump into the same edition when there
 * is one (resumed: its report so far goes on), else a new one.
 */
export async function startRun(
  db: Db,
  input: { editionId: number; appSn: string; file: string; facts: DumpFileFacts; options: Record<string, unknown> },
): Promise<ImportRun> {
  await refuseConcurrent(db, input.editionId);
  const now = nowSeconds();
  const options = JSON.stringify({ ...input.options, owner: { host: os.hostname(), pid: process.pid } satisfies Owner });
  const unfinished = await db
    .selectFrom('mediawiki_imports')
    .select(['id', 'report'])
    .where('edition_id', '=', input.editionId)
    .where('source_key', '=', input.facts.key)
    .where('status', '!=', 'finished')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const dump = { file: input.file, compression: input.facts.compression, schema: '', site_name: '', bytes: input.facts.bytes };
  if (unfinished) {
    let report = emptyReport(dump, input.appSn);
    try {
      if (unfinished.report) report = { ...report, ...(JSON.parse(unfinished.report) as ImportReport), dump, finished: false };
    } catch {
      // a damaged report starts afresh
    }
    await db.updateTable('mediawiki_imports').set({ status: 'running', message: '', options, updated_at: now }).where('id', '=', unfinished.id).execute();
    return { id: Number(unfinished.id), resumed: true, report };
  }
  const row = await db
    .insertInto('mediawiki_imports')
    .values({
      edition_id: input.editionId,
      source_name: input.file,
      source_key: input.facts.key,
      source_bytes: input.facts.bytes,
      status: 'running',
      options,
      started_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), resumed: false, report: emptyReport(dump, input.appSn) };
}

/** Progress of a committed batch, written in the batch's own transaction (so it is exactly what is committed). */
export async function recordBatch(trx: Db, run: ImportRun, progress: { bytesRead: number; pages: number; revisions: number }): Promise<void> {
  await trx
    .updateTable('mediawiki_imports')
    .set((eb) => ({
      batches: eb('batches', '+', 1),
      pages: eb('pages', '+', progress.pages),
      revisions: eb('revisions', '+', progress.revisions),
      bytes_read: progress.bytesRead,
      report: JSON.stringify(run.report),
      updated_at: nowSeconds(),
    }))
    .where('id', '=', run.id)
    .execute();
}

/** Progress of the conversion pass (advisory: written after each batch, outside its transaction). */
export async function recordConversion(db: Db, run: ImportRun, walked: { done: number; total: number }): Promise<void> {
  await db
    .updateTable('mediawiki_imports')
    .set({ convert_done: walked.done, convert_total: walked.total, updated_at: nowSeconds() })
    .where('id', '=', run.id)
    .execute();
}

/**
 * The dump's site name, and its namespaces among the run's options: what converting a revision
 * kept as wikitext later needs to read its links as the import did (convert/on-demand.ts).
 */
export async function recordSiteInfo(db: Db, run: ImportRun, site: DumpSiteInfo): Promise<void> {
  const row = await db.selectFrom('mediawiki_imports').select('options').where('id', '=', run.id).executeTakeFirstOrThrow();
  const options = { ...(JSON.parse(row.options) as Record<string, unknown>), namespaces: site.namespaces };
  await db
    .updateTable('mediawiki_imports')
    .set({ site_name: site.siteName, options: JSON.stringify(options) })
    .where('id', '=', run.id)
    .execute();
}

export async function finishRun(db: Db, run: ImportRun): Promise<void> {
  const now = nowSeconds();
  await db
    .updateTable('mediawiki_imports')
    .set({ status: 'finished', report: JSON.stringify(run.report), finished_at: now, updated_at: now })
    .where('id', '=', run.id)
    .execute();
}

/** A run that stopped on an error: its message is kept; the next run of the same dump resumes it. */
export async function failRun(db: Db, run: ImportRun, message: string): Promise<void> {
  await db
    .updateTable('mediawiki_imports')
    .set({ status: 'failed', message: message.slice(0, 2_000), updated_at: nowSeconds() })
    .where('id', '=', run.id)
    .execute();
}
