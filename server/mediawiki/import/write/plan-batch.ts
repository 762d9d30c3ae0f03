import type { Db } from '../../../db/database.ts';
import type { ConvertJob } from '../convert/protocol.ts';
import type { DumpPageChunk, DumpRevision } from '../dump/types.ts';
import { FILE_NAMESPACE, MAIN_NAMESPACE, type Namespaces } from '../titles.ts';

export type PageKind = 'content' | 'redirect' | 'file' | 'skipped';

/** A page chunk of a batch with what the database already holds of it decided. */
export interface PlannedPage {
  chunk: DumpPageChunk;
  kind: PageKind;
  /** The title without its namespace prefix, normalised. */
  title: string;
  /** Revisions not imported yet, in dump order (content pages only). */
  newRevisions: DumpRevision[];
  /** Revisions already imported (skipped). */
  knownRevisions: number;
  /** Job key of each revision to scan (the last one) or convert (every new one with --convert-history). */
  jobs: Map<number, number>;
}

export interface PlannedBatch {
  pages: PlannedPage[];
  jobs: ConvertJob[];
  bytes: number;
}

const IN_CHUNK = 500;

/** Which of these revision ids of the edition are imported already. */
export async function importedRevisionIds(db: Db, editionId: number, ids: number[]): Promise<Set<number>> {
  const known = new Set<number>();
  for (let at = 0; at < ids.length; at += IN_CHUNK) {
    const rows = await db
      .selectFrom('mediawiki_revisions')
      .select('rev_id')
      .where('edition_id', '=', editionId)
      .where('rev_id', 'in', ids.slice(at, at + IN_CHUNK))
      .execute();
    for (const row of rows) known.add(Number(row.rev_id));
  }
  return known;
}

/**
 * Plans a batch: each page's kind (content, redirect, file page, other namespace), the revisions
 * it still needs, and the jobs to run: the cheap scan of each page's last revision (its
 * conversion comes after the pages are written, convert-pages.ts), or with --convert-history the
 * conversion of every new revision. A page whose revisions are all imported needs neither.
 */
export async function planBatch(
  db: Db,
  editionId: number,
  namespaces: Namespaces,
  chunks: DumpPageChunk[],
  options: { convertHistory: boolean; nextJobKey: () => number },
): Promise<PlannedBatch> {
  const contentRevisionIds = chunks
    .filter((chunk) => chunk.page.ns === MAIN_NAMESPACE && chunk.page.redirect === null)
    .flatMap((chunk) => chunk.revisions.map((revision) => revision.id));
  const known = await importedRevisionIds(db, editionId, contentRevisionIds);
  const jobs: ConvertJob[] = [];
  const pages = chunks.map((chunk): PlannedPage => {
    const { page } = chunk;
    const title = namespaces.pageTitle(page.ns, page.title);
    const base = { chunk, title, newRevisions: [] as DumpRevision[], knownRevisions: 0, jobs: new Map<number, number>() };
    if (page.ns === FILE_NAMESPACE) return { ...base, kind: 'file' };
    if (page.ns !== MAIN_NAMESPACE) return { ...base, kind: 'skipped' };
    if (page.redirect !== null) return { ...base, kind: 'redirect' };
    const newRevisions = chunk.revisions.filter((revision) => !known.has(revision.id));
    const planned: PlannedPage = { ...base, kind: 'content', newRevisions, knownRevisions: chunk.revisions.length - newRevisions.length };
    const last = chunk.revisions[chunk.revisions.length - 1];
    for (const revision of newRevisions) {
      const isLast = chunk.final && revision === last;
      if (!isLast && !options.convertHistory) continue;
      const key = options.nextJobKey();
      planned.jobs.set(revision.id, key);
      // The last revision is only scanned here (redirect, categories) and converted after the pages are in, unless every revision is converted now.
      jobs.push({ key, title, text: revision.text, scan: !options.convertHistory });
    }
    return planned;
  });
  return { pages, jobs, bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0) };
}
