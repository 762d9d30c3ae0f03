import { sql } from 'kysely';
import { isPostgres, type Db } from '../../../db/database.ts';
import { readEntryDoc } from '../../../domains/entry-pages/doc.ts';
import { optimizeFts } from '../../../domains/search/store.ts';
import { addChannelFilters } from '../categories/channel-filters.ts';
import { fixPlaceholders } from '../convert/placeholders.ts';
import { addUnmapped, countName, type ImportReport, type UnmappedGroup } from '../report.ts';
import { FILE_NAMESPACE, MAIN_NAMESPACE } from '../titles.ts';
import { entryHref, lookUpTitles } from './titles-table.ts';

const PAGE = 200;

/**
 * Links that waited for their target: each becomes the entry's path, or plain text (reported)
 * when the dump never had that page. Entries are fixed in groups, each in one transaction, so
 * an interruption here resumes here too (the pending rows are the state).
 */
export async function resolvePendingLinks(
  db: Db,
  editionId: number,
  basePath: string,
  report: ImportReport,
  unmapped: Map<string, UnmappedGroup>,
): Promise<void> {
  for (;;) {
    const contents = await db
      .selectFrom('mediawiki_pending_links')
      .select('content_id')
      .distinct()
      .where('edition_id', '=', editionId)
      .orderBy('content_id')
      .limit(PAGE)
      .execute();
    if (contents.length === 0) return;
    const ids = contents.map((row) => Number(row.content_id));
    await db.transaction().execute(async (trx) => {
      const pending = await trx.selectFrom('mediawiki_pending_links').select(['content_id', 'title']).where('content_id', 'in', ids).execute();
      const targets = await lookUpTitles(
        trx,
        editionId,
        pending.map((row) => row.title),
      );
      const revisions = await trx
        .selectFrom('mediawiki_revisions as m')
        .innerJoin('entry_revisions as r', 'r.id', 'm.revision_id')
        .innerJoin('contents as c', 'c.id', 'm.content_id')
        .select(['r.id', 'r.doc', 'c.title'])
        .where('m.content_id', 'in', ids)
        .where('m.converted', '=', 1)
        .execute();
      for (const revision of revisions) {
        if (!revision.doc.includes('/__mediawiki__/')) continue;
        const doc = readEntryDoc(revision.doc, revision.title);
        const missing = new Map<string, number>();
        fixPlaceholders(doc, (title, fragment) => {
          const target = targets.get(title);
          if (target) {
            report.links.resolved_after_target++;
            return entryHref(basePath, target.contentId, fragment);
          }
          missing.set(title, (missing.get(title) ?? 0) + 1);
          return null;
        });
        for (const title of missing.keys()) countName(report.links.unresolved, title);
        addUnmapped(
          report,
          revision.title,
          [...missing].map(([title, count]) => ({ kind: 'link' as const, name: title, sample: `[[${title}]]`, count })),
          unmapped,
        );
        await trx
          .updateTable('entry_revisions')
          .set({ doc: JSON.stringify(doc) })
          .where('id', '=', revision.id)
          .execute();
      }
      await trx.deleteFrom('mediawiki_pending_links').where('content_id', 'in', ids).execute();
    });
  }
}

/** Redirects whose target is no entry (not in the dump, or itself a redirect), and file pages whose file was not stored: reported. */
export async function reportLooseEnds(db: Db, editionId: number, report: ImportReport): Promise<void> {
  const loose = await db
    .selectFrom('mediawiki_pages as p')
    .select(['p.title', 'p.redirect_to'])
    .where('p.edition_id', '=', editionId)
    .where('p.ns', '=', MAIN_NAMESPACE)
    .where('p.redirect_to', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mediawiki_pages as t')
            .select('t.page_id')
            .whereRef('t.edition_id', '=', 'p.edition_id')
            .where('t.ns', '=', MAIN_NAMESPACE)
            .whereRef('t.title', '=', 'p.redirect_to')
            .where('t.content_id', 'is not', null)
            .where('t.redirect_to', 'is', null),
        ),
      ),
    )
    .orderBy('p.page_id')
    .limit(1_000)
    .execute();
  report.aliases.redirects_to_missing_pages = { count: 0, names: [] };
  for (const row of loose) countName(report.aliases.redirects_to_missing_pages, `${row.title} → ${row.redirect_to}`);

  const filesMissing = await db
    .selectFrom('mediawiki_pages as p')
    .select('p.title')
    .where('p.edition_id', '=', editionId)
    .where('p.ns', '=', FILE_NAMESPACE)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('mediawiki_files as f').select('f.name').whereRef('f.edition_id', '=', 'p.edition_id').whereRef('f.name', '=', 'p.title'))),
    )
    .orderBy('p.page_id')
    .limit(1_000)
    .execute();
  for (const row of filesMissing) if (!report.images.missing.names.includes(row.title)) countName(report.images.missing, row.title);
}

/**
 * The channels' filter definitions take up every filter value their imported entries carry
 * (read back from the placements, so values of an interrupted earlier run count too).
 */
export async function refreshChannelFilters(db: Db, editionId: number, now: number): Promise<void> {
  const byChannel = new Map<number, Map<string, Set<string>>>();
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('mediawiki_pages as p')
      .innerJoin('channel_contents as cc', 'cc.content_id', 'p.content_id')
      .select(['p.content_id', 'cc.channel_id', 'cc.ext'])
      .where('p.edition_id', '=', editionId)
      .where('p.content_id', '>', after)
      .orderBy('p.content_id')
      .limit(2_000)
      .execute();
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1]!.content_id);
    for (const row of rows) {
      let values: unknown;
      try {
        values = (JSON.parse(row.ext) as { filter?: { value?: unknown } }).filter?.value;
      } catch {
        continue;
      }
      if (!Array.isArray(values)) continue;
      let groups = byChannel.get(Number(row.channel_id));
      if (!groups) byChannel.set(Number(row.channel_id), (groups = new Map()));
      for (const value of values) {
        if (typeof value !== 'string' || !value.includes('/')) continue;
        const [group, option] = [value.slice(0, value.indexOf('/')), value.slice(value.indexOf('/') + 1)];
        let set = groups.get(group);
        if (!set) groups.set(group, (set = new Set()));
        set.add(option);
      }
    }
  }
  await db.transaction().execute((trx) => addChannelFilters(trx, byChannel, now));
}

/** After a bulk load: fresh planner statistics (PostgreSQL) or merged full-text segments (SQLite). */
export async function settleSearchIndex(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`analyze search_docs`.execute(db);
  else await db.transaction().execute((trx) => optimizeFts(trx));
}
