import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { readEntryDoc } from './doc.ts';
import { convertKeptRevisions } from './kept-revisions.ts';

/**
 * The documents of revisions of a page by version (versions it does not have are absent): what
 * every reader of a revision other than the current one goes through (history diffs, rollback,
 * the base of merges). An imported revision kept as its wikitext is converted on this first read
 * and stored (kept-revisions.ts: the importer's converter, set at start).
 */
export async function readRevisionDocs(db: Db, contentId: number, versions: number[]): Promise<Map<number, EntryDoc>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .selectFrom('entry_revisions as r')
    .leftJoin('mediawiki_revisions as m', (join) => join.onRef('m.revision_id', '=', 'r.id').on('m.converted', '=', 0))
    .leftJoin('mediawiki_pages as p', (join) => join.onRef('p.edition_id', '=', 'm.edition_id').onRef('p.page_id', '=', 'm.page_id'))
    .select(['r.id', 'r.version', 'r.doc', 'm.edition_id', 'm.wikitext', 'p.title'])
    .where('r.content_id', '=', contentId)
    .where('r.version', 'in', versions)
    .execute();
  const kept = rows.flatMap((row) =>
    row.edition_id !== null && row.wikitext !== null && row.title !== null
      ? [{ revisionId: Number(row.id), editionId: Number(row.edition_id), contentId, title: row.title, wikitext: row.wikitext }]
      : [],
  );
  const converted = await convertKeptRevisions(db, kept);
  return new Map(rows.map((row) => [row.version, converted.get(Number(row.id)) ?? readEntryDoc(row.doc, '')]));
}
