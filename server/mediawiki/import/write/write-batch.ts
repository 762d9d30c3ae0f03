import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { Db } from '../../../db/database.ts';
import { contentChanged } from '../../../content-changes/content-changed.ts';
import { contentTags } from '../../../content-changes/content-tags.ts';
import type { PlacementPlanner } from '../categories/placement-plan.ts';
import { fixPlaceholders } from '../convert/placeholders.ts';
import type { ConvertOutcome } from '../convert/protocol.ts';
import { cut, entryName, sourceOnlyDoc } from '../convert/source-doc.ts';
import type { DumpRevision } from '../dump/types.ts';
import { addUnmapped, bump, countName, type ImportReport, type UnmappedGroup } from '../report.ts';
import { MAIN_NAMESPACE, type Namespaces } from '../titles.ts';
import { aliasesOf, addAliasToEntry, withAliases } from './aliases.ts';
import type { PlannedBatch, PlannedPage } from './plan-batch.ts';
import { indexEntries, type IndexedEntry } from './search-entries.ts';
import { entryHref, lookUpTitles } from './titles-table.ts';

/** What every batch of one run shares. */
export interface BatchContext {
  editionId: number;
  basePath: string;
  importId: number;
  namespaces: Namespaces;
  planner: PlacementPlanner;
  report: ImportReport;
  unmapped: Map<string, UnmappedGroup>;
}

const ROWS_PER_INSERT = 100;
const AUTHOR_CHARS = 100;

interface PageRow {
  page_id: number;
  content_id: number | null;
  redirect_to: string | null;
  latest_rev_id: number;
  categories: string;
  import_id: number;
}

/** A content page of the batch being written. */
interface ContentWrite {
  planned: PlannedPage;
  existing: PageRow | undefined;
  contentId: number;
  isNew: boolean;
  /** The entry's version before this batch. */
  baseVersion: number;
  /** Documents of the new revisions, by revision id. */
  docs: Map<number, EntryDoc>;
  converted: Set<number>;
  /** The final document (chunk.final and its last revision new), else undefined. */
  current: EntryDoc | undefined;
  outcome: ConvertOutcome | undefined;
  categories: string[];
  channelIds: number[];
  placementChanged: boolean;
}

const authorOf = (revision: DumpRevision) => cut(revision.author, AUTHOR_CHARS);

/**
 * Writes one planned batch in the caller's transaction: title table, entries (content rows, entry
 * pages, every new revision with its author name, time and comment), placements, aliases, the
 * search index, pending links, the page cache version. Conversions are done (outcomes by job key).
 */
export async function writeBatch(trx: Db, ctx: BatchContext, batch: PlannedBatch, outcomes: Map<number, ConvertOutcome>, now: number): Promise<void> {
  const { report, editionId, namespaces } = ctx;
  const pageIds = batch.pages.map((page) => page.chunk.page.id);
  const existingRows = new Map<number, PageRow>();
  for (let at = 0; at < pageIds.length; at += 500) {
    const rows = await trx
      .selectFrom('mediawiki_pages')
      .select(['page_id', 'content_id', 'redirect_to', 'latest_rev_id', 'categories', 'import_id'])
      .where('edition_id', '=', editionId)
      .where('page_id', 'in', pageIds.slice(at, at + 500))
      .execute();
    for (const row of rows) {
      existingRows.set(Number(row.page_id), {
        page_id: Number(row.page_id),
        content_id: row.content_id === null ? null : Number(row.content_id),
        redirect_to: row.redirect_to,
        latest_rev_id: Number(row.latest_rev_id),
        categories: row.categories,
        import_id: Number(row.import_id),
      });
    }
  }

  // 1. Pages that are no entries: other namespaces (counted), file pages and redirects (title table).
  const contentPages: PlannedPage[] = [];
  const redirectRows: Array<{ planned: PlannedPage; target: string; targetNs: number }> = [];
  for (const planned of batch.pages) {
    const { page, final } = planned.chunk;
    const last = planned.chunk.revisions[planned.chunk.revisions.length - 1]!;
    const existing = existingRows.get(page.id);
    const lastOutcome = outcomes.get(planned.jobs.get(last.id) ?? -1);
    if (planned.kind === 'skipped') {
      if (final) bump(report.pages.skipped_namespaces, namespaces.label(page.ns));
      continue;
    }
    if (planned.kind === 'file') {
      if (final) {
        if (existing?.latest_rev_id === last.id) report.pages.unchanged++;
        else report.pages.file_pages++;
        await upsertPage(trx, ctx, {
          page_id: page.id,
          ns: page.ns,
          title: planned.title,
          content_id: null,
          redirect_to: null,
          latest_rev_id: last.id,
          categories: '[]',
        });
      }
      continue;
    }
    const redirect = planned.kind === 'redirect' ? page.redirect! : lastOutcome?.redirect ? lastOutcome.redirect.title : null;
    if (redirect !== null) {
      if (!final) continue;
      const target = namespaces.parse(redirect);
      const targetTitle = target.ns === MAIN_NAMESPACE ? target.title : namespaces.fullTitle(target.ns, target.title);
      if (existing?.latest_rev_id === last.id && existing.redirect_to === targetTitle) {
        if (existing.import_id !== ctx.importId) report.pages.unchanged++;
        continue;
      }
      report.pages.redirects++;
      if (target.ns !== MAIN_NAMESPACE) countName(report.aliases.redirects_out_of_content, `${planned.title} → ${targetTitle}`);
      await upsertPage(trx, ctx, {
        page_id: page.id,
        ns: page.ns,
        title: planned.title,
        content_id: existing?.content_id ?? null,
        redirect_to: targetTitle,
        latest_rev_id: last.id,
        categories: '[]',
      });
      if (target.ns === MAIN_NAMESPACE) redirectRows.push({ planned, target: target.title, targetNs: target.ns });
      continue;
    }
    if (planned.newRevisions.length === 0) {
      report.revisions.already_imported += planned.knownRevisions;
      if (final && existing?.import_id !== ctx.importId) report.pages.unchanged++;
      continue;
    }
    report.revisions.already_imported += planned.knownRevisions;
    contentPages.push(planned);
  }

  // 2. Aliases of the batch's entries: every redirect to their titles (this batch's included, written above).
  const finalTitles = contentPages.filter((planned) => planned.chunk.final).map((planned) => planned.title);
  const aliases = await aliasesOf(trx, editionId, finalTitles);

  // 3. Documents, placements and content rows.
  const writes: ContentWrite[] = [];
  const versions = await currentVersions(
    trx,
    contentPages.flatMap((planned) => {
      const id = existingRows.get(planned.chunk.page.id)?.content_id;
      return id ? [id] : [];
    }),
  );
  for (const planned of contentPages) {
    const existing = existingRows.get(planned.chunk.page.id);
    const last = planned.chunk.revisions[planned.chunk.revisions.length - 1]!;
    const docs = new Map<number, EntryDoc>();
    const converted = new Set<number>();
    let outcome: ConvertOutcome | undefined;
    for (const revision of planned.newRevisions) {
      const result = outcomes.get(planned.jobs.get(revision.id) ?? -1);
      if (revision === last) outcome = result;
      if (result?.doc) {
        // Outcomes are this batch's own copies (posted from a worker, or made for this batch): edited in place.
        docs.set(revision.id, result.doc);
        converted.add(revision.id);
      } else {
        // Kept as its wikitext: an older revision (converted on first read), or the last one only scanned (converted by convert-pages.ts).
        docs.set(revision.id, sourceOnlyDoc(planned.title, revision.text));
      }
    }
    const isFinal = planned.chunk.final && planned.newRevisions[planned.newRevisions.length - 1] === last;
    let current: EntryDoc | undefined;
    let categories: string[] = existing ? (JSON.parse(existing.categories) as string[]) : [];
    let channelIds: number[] = [];
    let placementChanged = false;
    if (isFinal) {
      current = docs.get(last.id)!;
      categories = outcome?.categories ?? [];
      placementChanged = !existing || existing.content_id === null || existing.categories !== JSON.stringify(categories);
      const placement = await ctx.planner.place(trx, categories, now);
      channelIds = placement.channelIds;
      current.filter_values = placement.filterValues;
      const added = withAliases(current, aliases.get(planned.title) ?? [], report);
      if (!existing?.content_id) report.aliases.added += added;
      for (const category of placement.mapped.channel) bump(report.categories.channels, category);
      for (const category of placement.mapped.filter) bump(report.categories.filters, category);
      for (const category of placement.mapped.ignored) bump(report.categories.ignored, category);
      for (const category of placement.mapped.unplaced) bump(report.categories.unplaced, category);
      if (outcome) {
        addUnmapped(report, planned.title, outcome.unmapped, ctx.unmapped);
        for (const note of outcome.unmapped) if (note.kind === 'file') countName(report.images.missing, note.name);
      }
    }
    const contentId = existing?.content_id ?? 0;
    writes.push({
      planned,
      existing,
      contentId,
      isNew: contentId === 0,
      baseVersion: contentId ? (versions.get(contentId) ?? 0) : 0,
      docs,
      converted,
      current,
      outcome,
      categories,
      channelIds,
      placementChanged,
    });
  }

  // Content rows: inserted for new entries (the ids links and revisions need), updated for known ones.
  for (const write of writes) {
    const { planned } = write;
    const revisions = planned.newRevisions;
    const first = revisions[0]!;
    const last = revisions[revisions.length - 1]!;
    const doc = write.current ?? write.docs.get(last.id)!;
    const fields = {
      title: cut(entryName(planned.title), 200),
      summary: doc.desc,
      icon: doc.icon_url,
      alias_name: cut(doc.aliases.join(','), 200),
      editor_name: authorOf(last),
      version: write.baseVersion + revisions.length,
      updated_at: last.timestamp || now,
    };
    if (write.isNew) {
      const row = await trx
        .insertInto('contents')
        .values({
          edition_id: editionId,
          type: 1,
          ...fields,
          author_name: authorOf(first),
          article_time: first.timestamp || now,
          created_at: first.timestamp || now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      write.contentId = Number(row.id);
    } else {
      await trx.updateTable('contents').set(fields).where('id', '=', write.contentId).execute();
    }
  }
  for (const write of writes) {
    const { planned } = write;
    const last = planned.newRevisions[planned.newRevisions.length - 1]!;
    const latest = write.current ? last.id : Math.max(write.existing?.latest_rev_id ?? 0, last.id);
    await upsertPage(trx, ctx, {
      page_id: planned.chunk.page.id,
      ns: planned.chunk.page.ns,
      title: planned.title,
      content_id: write.contentId,
      redirect_to: null,
      latest_rev_id: latest,
      categories: JSON.stringify(write.categories),
    });
  }

  // 4. Links: placeholders of titles known now become entry paths; the others wait for the end.
  const linkTitles = new Set<string>();
  for (const write of writes) for (const id of write.converted) for (const title of outcomeLinks(outcomes, write.planned, id)) linkTitles.add(title);
  const targets = await lookUpTitles(trx, editionId, linkTitles);
  const pending: Array<{ edition_id: number; content_id: number; title: string }> = [];
  for (const write of writes) {
    const waiting = new Set<string>();
    for (const id of write.converted) {
      fixPlaceholders(write.docs.get(id), (title, fragment) => {
        const target = targets.get(title);
        if (target) return entryHref(ctx.basePath, target.contentId, fragment);
        waiting.add(title);
        return undefined;
      });
    }
    for (const title of waiting) pending.push({ edition_id: editionId, content_id: write.contentId, title });
  }

  // 5. Revisions, in order, with their authors; then the page's current revision.
  const revisionRows = writes.flatMap((write) =>
    write.planned.newRevisions.map((revision, index) => ({
      write,
      revision,
      row: {
        content_id: write.contentId,
        version: write.baseVersion + index + 1,
        author_id: null,
        imported_author: authorOf(revision),
        summary: cut(revision.comment, 200),
        doc: JSON.stringify(write.docs.get(revision.id)),
        created_at: revision.timestamp || now,
      },
    })),
  );
  const revisionIds = new Map<string, number>();
  for (let at = 0; at < revisionRows.length; at += ROWS_PER_INSERT) {
    const rows = await trx
      .insertInto('entry_revisions')
      .values(revisionRows.slice(at, at + ROWS_PER_INSERT).map((item) => item.row))
      .returning(['id', 'content_id', 'version'])
      .execute();
    for (const row of rows) revisionIds.set(`${row.content_id}:${row.version}`, Number(row.id));
  }
  const idOf = (contentId: number, version: number) => revisionIds.get(`${contentId}:${version}`)!;
  const mwRows = revisionRows.map(({ write, revision, row }) => ({
    edition_id: editionId,
    rev_id: revision.id,
    page_id: write.planned.chunk.page.id,
    parent_id: revision.parentId,
    content_id: write.contentId,
    revision_id: idOf(write.contentId, row.version),
    sha1: revision.sha1.slice(0, 64),
    model: revision.model.slice(0, 64) || 'wikitext',
    wikitext: revision.text,
    converted: write.converted.has(revision.id) ? 1 : 0,
  }));
  for (let at = 0; at < mwRows.length; at += ROWS_PER_INSERT) {
    await trx
      .insertInto('mediawiki_revisions')
      .values(mwRows.slice(at, at + ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['edition_id', 'rev_id']).doNothing())
      .execute();
  }
  report.revisions.imported += revisionRows.length;
  for (const write of writes) {
    report.revisions.converted += write.converted.size;
    report.revisions.kept_as_wikitext += write.planned.newRevisions.length - write.converted.size;
  }

  const newPages = [];
  for (const write of writes) {
    const revisions = write.planned.newRevisions;
    const last = revisions[revisions.length - 1]!;
    const version = write.baseVersion + revisions.length;
    const currentRevisionId = idOf(write.contentId, version);
    const menuId = write.channelIds[0] ?? null;
    if (write.isNew) {
      newPages.push({
        content_id: write.contentId,
        edition_id: editionId,
        menu_id: menuId,
        current_revision_id: currentRevisionId,
        version,
        created_at: revisions[0]!.timestamp || now,
        updated_at: last.timestamp || now,
      });
    } else {
      await trx
        .updateTable('entry_pages')
        .set({
          current_revision_id: currentRevisionId,
          version,
          updated_at: last.timestamp || now,
          ...(write.current && write.placementChanged ? { menu_id: menuId } : {}),
        })
        .where('content_id', '=', write.contentId)
        .execute();
    }
    if (write.current) {
      if (write.existing?.content_id) report.pages.updated++;
      else report.pages.created++;
    }
  }
  for (let at = 0; at < newPages.length; at += ROWS_PER_INSERT)
    await trx
      .insertInto('entry_pages')
      .values(newPages.slice(at, at + ROWS_PER_INSERT))
      .execute();

  // 6. Placements (new entries, or categories changed), then the search index of every final document.
  const placed = writes.filter((write) => write.current && write.placementChanged);
  await placeEntries(trx, placed);
  const indexed: IndexedEntry[] = writes
    .filter((write) => write.current)
    .map((write) => {
      const last = write.planned.newRevisions[write.planned.newRevisions.length - 1]!;
      // A document still to convert is indexed by its names (title, aliases) until it is.
      return {
        contentId: write.contentId,
        isNew: write.isNew,
        title: entryName(write.planned.title),
        doc: write.current!,
        namesOnly: !write.converted.has(last.id),
      };
    });
  await indexEntries(trx, editionId, indexed);

  // 7. Redirects whose target entry was written before this batch: the alias goes onto that entry now.
  const batchTitles = new Set(finalTitles);
  const lateTargets = redirectRows.filter((row) => !batchTitles.has(row.target));
  if (lateTargets.length > 0) {
    const known = await lookUpTitles(
      trx,
      editionId,
      lateTargets.map((row) => row.target),
    );
    for (const row of lateTargets) {
      const target = known.get(row.target);
      if (target) await addAliasToEntry(trx, target.contentId, row.planned.title, report);
    }
  }

  for (let at = 0; at < pending.length; at += 500) {
    await trx
      .insertInto('mediawiki_pending_links')
      .values(pending.slice(at, at + 500))
      .onConflict((oc) => oc.columns(['content_id', 'title']).doNothing())
      .execute();
  }
  await contentChanged(trx, [contentTags.edition(ctx.editionId)]);
}

function outcomeLinks(outcomes: Map<number, ConvertOutcome>, planned: PlannedPage, revisionId: number): string[] {
  return outcomes.get(planned.jobs.get(revisionId) ?? -1)?.links ?? [];
}

async function upsertPage(trx: Db, ctx: BatchContext, row: Omit<PageRow, 'import_id'> & { ns: number; title: string }): Promise<void> {
  const values = { ...row, edition_id: ctx.editionId, import_id: ctx.importId };
  const { page_id: _page, ...update } = row;
  await trx
    .insertInto('mediawiki_pages')
    .values(values)
    .onConflict((oc) => oc.columns(['edition_id', 'page_id']).doUpdateSet({ ...update, import_id: ctx.importId }))
    .execute();
}

async function currentVersions(trx: Db, contentIds: number[]): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  for (let at = 0; at < contentIds.length; at += 500) {
    const rows = await trx
      .selectFrom('entry_pages')
      .select(['content_id', 'version'])
      .where('content_id', 'in', contentIds.slice(at, at + 500))
      .execute();
    for (const row of rows) versions.set(Number(row.content_id), row.version);
  }
  return versions;
}

const filterTags = (doc: EntryDoc) => Object.entries(doc.filter_values).flatMap(([group, options]) => options.map((option) => `${group}/${option}`));

/** Puts entries in their channels (last in each), replacing their earlier placements. */
export async function placeEntries(trx: Db, writes: Array<Pick<ContentWrite, 'contentId' | 'isNew' | 'channelIds' | 'current'>>): Promise<void> {
  if (writes.length === 0) return;
  const replaced = writes.filter((write) => !write.isNew).map((write) => write.contentId);
  for (let at = 0; at < replaced.length; at += 500)
    await trx
      .deleteFrom('channel_contents')
      .where('content_id', 'in', replaced.slice(at, at + 500))
      .execute();
  const channels = [...new Set(writes.flatMap((write) => write.channelIds))];
  const sorts = new Map<number, number>();
  // One channel a query: each is a seek in the (channel_id, sort) index (0019); grouped over an IN
  // list, the database read the whole of each channel's index range, every batch.
  for (const channelId of channels) {
    const last = await trx
      .selectFrom('channel_contents')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('channel_id', '=', channelId)
      .executeTakeFirst();
    if (last?.sort !== null && last?.sort !== undefined) sorts.set(channelId, Number(last.sort));
  }
  const values = writes.flatMap((write) => {
    const ext = JSON.stringify({ filter: { value: filterTags(write.current!) }, table: { list: [] }, picture: { list: [] }, placeholder: { text: '' } });
    return write.channelIds.map((channelId) => {
      const sort = (sorts.get(channelId) ?? -1) + 1;
      sorts.set(channelId, sort);
      return { channel_id: channelId, content_id: write.contentId, sort, ext };
    });
  });
  for (let at = 0; at < values.length; at += 500)
    await trx
      .insertInto('channel_contents')
      .values(values.slice(at, at + 500))
      .execute();
}
