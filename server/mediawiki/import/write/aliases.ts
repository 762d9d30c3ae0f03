import { ENTRY_PAGE_LIMITS, type EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { Db } from '../../../db/database.ts';
import { readEntryDoc } from '../../../domains/entry-pages/doc.ts';
import { reindexContent } from '../../../domains/search/reindex.ts';
import { cut } from '../convert/source-doc.ts';
import { countName, type ImportReport } from '../report.ts';
import { MAIN_NAMESPACE } from '../titles.ts';

const ALIAS_CHARS = 100;

/** The redirects of the main namespace that point to each of these titles: title → redirect titles. */
export async function aliasesOf(db: Db, editionId: number, titles: string[]): Promise<Map<string, string[]>> {
  const aliases = new Map<string, string[]>();
  for (let at = 0; at < titles.length; at += 500) {
    const rows = await db
      .selectFrom('mediawiki_pages')
      .select(['title', 'redirect_to'])
      .where('edition_id', '=', editionId)
      .where('ns', '=', MAIN_NAMESPACE)
      .where('redirect_to', 'in', titles.slice(at, at + 500))
      .orderBy('page_id')
      .execute();
    for (const row of rows) {
      const list = aliases.get(row.redirect_to!) ?? [];
      list.push(row.title);
      aliases.set(row.redirect_to!, list);
    }
  }
  return aliases;
}

/** Adds aliases to a document (at most 20, each cut to 100 characters); answers how many were new. Those beyond the limit are reported. */
export function withAliases(doc: EntryDoc, aliases: string[], report: ImportReport): number {
  let added = 0;
  for (const alias of aliases) {
    const text = cut(alias, ALIAS_CHARS);
    if (doc.aliases.includes(text) || text === doc.name) continue;
    if (doc.aliases.length >= ENTRY_PAGE_LIMITS.aliases) {
      countName(report.aliases.over_limit, `${doc.name} ← ${alias}`);
      continue;
    }
    doc.aliases.push(text);
    added++;
  }
  return added;
}

/**
 * A redirect read after its target's entry was written: the alias goes into the entry's current
 * document (the imported state of the page, not a new edit), its content row and search names.
 */
export async function addAliasToEntry(trx: Db, contentId: number, alias: string, report: ImportReport): Promise<void> {
  const row = await trx
    .selectFrom('entry_pages as p')
    .innerJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
    .select(['r.id', 'r.doc'])
    .where('p.content_id', '=', contentId)
    .executeTakeFirst();
  if (!row) return;
  const doc = readEntryDoc(row.doc, '');
  if (withAliases(doc, [alias], report) === 0) return;
  report.aliases.added++;
  await trx
    .updateTable('entry_revisions')
    .set({ doc: JSON.stringify(doc) })
    .where('id', '=', row.id)
    .execute();
  await trx
    .updateTable('contents')
    .set({ alias_name: cut(doc.aliases.join(','), 200) })
    .where('id', '=', contentId)
    .execute();
  await reindexContent(trx, contentId);
}
