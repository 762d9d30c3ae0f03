import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { Db } from '../../../db/database.ts';
import { readEntryDoc } from '../../../domains/entry-pages/doc.ts';
import { contentChanged } from '../../../content-changes/content-changed.ts';
import { contentTags } from '../../../content-changes/content-tags.ts';
import type { Placement, PlacementPlanner } from '../categories/placement-plan.ts';
import type { ConverterPool } from '../convert/converter-pool.ts';
import { fixPlaceholders } from '../convert/placeholders.ts';
import type { ConvertOutcome } from '../convert/protocol.ts';
import { cut, entryName } from '../convert/source-doc.ts';
import { addUnmapped, bump, countName, type ImportReport, type UnmappedGroup } from '../report.ts';
import { indexEntries } from './search-entries.ts';
import { entryHref, lookUpTitles } from './titles-table.ts';
import { placeEntries } from './write-batch.ts';

/** Pages converted per transaction. */
const BATCH = 200;

export interface ConvertPagesContext {
  editionId: number;
  basePath: string;
  planner: PlacementPlanner;
  report: ImportReport;
  unmapped: Map<string, UnmappedGroup>;
  /**
   * Called after each committed batch: the pages converted so far by this pass, and its walk
   * over the edition's entry pages (looked at, of all), which is its progress.
   */
  onBatch?: ((converted: number, walked: { done: number; total: number }) => void | Promise<void>) | undefined;
}

interface WaitingPage {
  contentId: number;
  revisionId: number;
  title: string;
  wikitext: string;
  /** The stored document: the wikitext as text, with the page's filter values and aliases. */
  doc: string;
  categories: string;
}

/**
 * The edition's entry pages after `after` (content id, at most BATCH of them) whose current
 * revision is an imported one still kept as its wikitext, and the last content id looked at
 * (undefined: no entry pages left). Driven by entry_pages' key, then the revisions by their
 * index: a join the database plans from mediawiki_revisions' `converted = 0` rows (every older
 * revision) was quadratic.
 */
async function waitingPages(db: Db, editionId: number, after: number): Promise<{ pages: WaitingPage[]; last: number; looked: number } | undefined> {
  const entries = await db
    .selectFrom('entry_pages')
    .select(['content_id', 'current_revision_id'])
    .where('edition_id', '=', editionId)
    .where('content_id', '>', after)
    .orderBy('content_id')
    .limit(BATCH)
    .execute();
  if (entries.length === 0) return undefined;
  const last = Number(entries[entries.length - 1]!.content_id);
  const revisionIds = entries.flatMap((row) => (row.current_revision_id === null ? [] : [Number(row.current_revision_id)]));
  if (revisionIds.length === 0) return { pages: [], last, looked: entries.length };
  const rows = await db
    .selectFrom('mediawiki_revisions as m')
    .innerJoin('mediawiki_pages as p', (join) => join.onRef('p.edition_id', '=', 'm.edition_id').onRef('p.page_id', '=', 'm.page_id'))
    .innerJoin('entry_revisions as r', 'r.id', 'm.revision_id')
    .select(['m.content_id', 'm.revision_id', 'r.doc', 'm.wikitext', 'p.title', 'p.categories'])
    .where('m.revision_id', 'in', revisionIds)
    .where('m.converted', '=', 0)
    .orderBy('m.content_id')
    .execute();
  const pages = rows.map((row) => ({
    contentId: Number(row.content_id),
    revisionId: Number(row.revision_id),
    title: row.title,
    wikitext: row.wikitext,
    doc: row.doc,
    categories: row.categories,
  }));
  return { pages, last, looked: entries.length };
}

function countPlacement(report: ImportReport, placement: Placement, by: 1 | -1): void {
  const count = (counts: Record<string, number>, category: string) => {
    bump(counts, category, by);
    if ((counts[category] ?? 0) <= 0) delete counts[category];
  };
  for (const category of placement.mapped.channel) count(report.categories.channels, category);
  for (const category of placement.mapped.filter) count(report.categories.filters, category);
  for (const category of placement.mapped.ignored) count(report.categories.ignored, category);
  for (const category of placement.mapped.unplaced) count(report.categories.unplaced, category);
}

/** Writes one converted batch in the caller's transaction. */
async function writeConverted(trx: Db, ctx: ConvertPagesContext, pages: WaitingPage[], outcomes: ConvertOutcome[], now: number): Promise<void> {
  const { report, editionId } = ctx;
  const targets = await lookUpTitles(
    trx,
    editionId,
    outcomes.flatMap((outcome) => outcome.links),
  );
  const replaced: Array<{ contentId: number; isNew: boolean; channelIds: number[]; current: EntryDoc }> = [];
  const indexed = [];
  for (const [index, page] of pages.entries()) {
    const outcome = outcomes[index]!;
    const doc = outcome.doc!;
    const stored = readEntryDoc(page.doc, page.title);
    doc.aliases = stored.aliases;
    doc.filter_values = stored.filter_values;
    // Every title of the dump is in the title table now: a link to one it never had becomes plain text.
    const unresolved = new Map<string, number>();
    fixPlaceholders(doc, (title, fragment) => {
      const target = targets.get(title);
      if (target) return entryHref(ctx.basePath, target.contentId, fragment);
      unresolved.set(title, (unresolved.get(title) ?? 0) + 1);
      return null;
    });
    for (const title of unresolved.keys()) countName(report.links.unresolved, title);
    addUnmapped(
      report,
      page.title,
      [...outcome.unmapped, ...[...unresolved].map(([title, count]) => ({ kind: 'link' as const, name: title, sample: `[[${title}]]`, count }))],
      ctx.unmapped,
    );
    for (const note of outcome.unmapped) if (note.kind === 'file') countName(report.images.missing, note.name);

    // The scan before the import saw the page's own text; the conversion sees what it renders (categories inside tags, templates): it decides.
    const categories = JSON.stringify(outcome.categories);
    if (categories !== page.categories) {
      const before = await ctx.planner.place(trx, JSON.parse(page.categories) as string[], now);
      const after = await ctx.planner.place(trx, outcome.categories, now);
      countPlacement(report, before, -1);
      countPlacement(report, after, 1);
      doc.filter_values = after.filterValues;
      replaced.push({ contentId: page.contentId, isNew: false, channelIds: after.channelIds, current: doc });
      await trx.updateTable('mediawiki_pages').set({ categories }).where('edition_id', '=', editionId).where('content_id', '=', page.contentId).execute();
      await trx
        .updateTable('entry_pages')
        .set({ menu_id: after.channelIds[0] ?? null })
        .where('content_id', '=', page.contentId)
        .execute();
    }

    await trx
      .updateTable('entry_revisions')
      .set({ doc: JSON.stringify(doc) })
      .where('id', '=', page.revisionId)
      .execute();
    await trx.updateTable('mediawiki_revisions').set({ converted: 1 }).where('edition_id', '=', editionId).where('revision_id', '=', page.revisionId).execute();
    await trx
      .updateTable('contents')
      .set({ summary: doc.desc, icon: doc.icon_url, alias_name: cut(doc.aliases.join(','), 200) })
      .where('id', '=', page.contentId)
      .execute();
    report.revisions.converted++;
    report.revisions.kept_as_wikitext = Math.max(0, report.revisions.kept_as_wikitext - 1);
    indexed.push({ contentId: page.contentId, isNew: false, title: entryName(page.title), doc });
  }
  await placeEntries(trx, replaced);
  await indexEntries(trx, editionId, indexed);
  await contentChanged(trx, [contentTags.edition(ctx.editionId)]);
}

/**
 * The import's second pass (docs/decisions/018-mediawiki-import.md): converts the last revision
 * of every imported page that still shows its wikitext, once every page of the dump is in, so
 * each link resolves at once (a title the dump never had becomes plain text, reported). The
 * document takes the filter values and aliases the first pass gave the page, the search index
 * gets its text, the report its notes. Batches of one transaction each, converted in the worker
 * threads while the previous batch is written; the state is the database (`converted`), so an
 * interrupted pass resumes, and a page read before its turn was converted on that read.
 * Answers the pages converted.
 */
export async function convertImportedPages(db: Db, pool: ConverterPool, ctx: ConvertPagesContext): Promise<number> {
  let done = 0;
  let walked = 0;
  let jobKey = 0;
  const counted = await db
    .selectFrom('entry_pages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('edition_id', '=', ctx.editionId)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const next = async (after: number) => {
    const found = await waitingPages(db, ctx.editionId, after);
    if (!found) return undefined;
    const converting = pool.convert(found.pages.map((page) => ({ key: ++jobKey, title: page.title, text: page.wikitext })));
    return { ...found, converting };
  };
  let current = await next(0);
  while (current) {
    // The next batch is read before this one's transaction (on SQLite a read would wait for it) and converted while this one is written.
    const following = await next(current.last);
    const outcomes = await current.converting;
    const batch = current.pages;
    if (batch.length > 0) {
      const snapshot = JSON.stringify(ctx.report);
      try {
        await db.transaction().execute((trx) => writeConverted(trx, ctx, batch, outcomes, Math.floor(Date.now() / 1000)));
      } catch (error) {
        // The batch rolled back: so do its counts.
        Object.assign(ctx.report, JSON.parse(snapshot) as ImportReport);
        await following?.converting.catch(() => undefined);
        throw error;
      }
      done += batch.length;
    }
    walked += current.looked;
    await ctx.onBatch?.(done, { done: walked, total });
    current = following;
  }
  return done;
}
