import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import { isPostgres, type Db } from '../../../db/database.ts';
import { readEntryDoc } from '../../../domains/entry-pages/doc.ts';
import type { KeptRevision } from '../../../domains/entry-pages/kept-revisions.ts';
import type { UnmappedNote } from '../../wikitext/types.ts';
import type { DumpNamespace } from '../dump/types.ts';
import { storedFiles } from '../files/import-files.ts';
import { importRunning } from '../import-state.ts';
import { addUnmapped, countName, unmappedIndex, type ImportReport } from '../report.ts';
import { entryHref, lookUpTitles } from '../write/titles-table.ts';
import { pageConverter } from './page-converter.ts';
import { fixPlaceholders } from './placeholders.ts';

/** The namespaces of the edition's latest import that recorded them (the dump's names); none: the canonical ones. */
async function importNamespaces(db: Db, editionId: number): Promise<DumpNamespace[]> {
  const rows = await db.selectFrom('mediawiki_imports').select('options').where('edition_id', '=', editionId).orderBy('id', 'desc').execute();
  for (const row of rows) {
    try {
      const namespaces = (JSON.parse(row.options) as { namespaces?: DumpNamespace[] }).namespaces;
      if (Array.isArray(namespaces)) return namespaces;
    } catch {
      // an unreadable options row: try an older run
    }
  }
  return [];
}

/** The current documents' filter values and aliases of these entries (what the page has from its categories and redirects). */
async function pageFacts(db: Db, contentIds: number[]): Promise<Map<number, Pick<EntryDoc, 'filter_values' | 'aliases'>>> {
  const facts = new Map<number, Pick<EntryDoc, 'filter_values' | 'aliases'>>();
  if (contentIds.length === 0) return facts;
  const rows = await db
    .selectFrom('entry_pages as p')
    .innerJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
    .select(['p.content_id', 'r.doc'])
    .where('p.content_id', 'in', contentIds)
    .execute();
  for (const row of rows) {
    const doc = readEntryDoc(row.doc, '');
    facts.set(Number(row.content_id), { filter_values: doc.filter_values, aliases: doc.aliases });
  }
  return facts;
}

/**
 * Adds the notes of revisions converted after their import to the report of the edition's
 * latest finished import (what the console and `--report` show), in one short transaction.
 */
async function reportLateNotes(db: Db, editionId: number, pages: Array<{ title: string; notes: UnmappedNote[]; unresolved: string[] }>): Promise<void> {
  if (pages.every((page) => page.notes.length === 0 && page.unresolved.length === 0)) return;
  const inTransaction = (fn: (trx: Db) => Promise<void>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  await inTransaction(async (trx) => {
    let query = trx
      .selectFrom('mediawiki_imports')
      .select(['id', 'report'])
      .where('edition_id', '=', editionId)
      .where('status', '=', 'finished')
      .orderBy('id', 'desc')
      .limit(1);
    if (isPostgres(trx)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row?.report) return;
    let report: ImportReport;
    try {
      report = JSON.parse(row.report) as ImportReport;
    } catch {
      return;
    }
    const index = unmappedIndex(report);
    for (const page of pages) {
      addUnmapped(report, page.title, page.notes, index);
      for (const title of page.unresolved) countName(report.links.unresolved, title);
    }
    await trx
      .updateTable('mediawiki_imports')
      .set({ report: JSON.stringify(report) })
      .where('id', '=', row.id)
      .execute();
  });
}

/**
 * Converts imported revisions that were kept as their wikitext (docs/decisions/018-mediawiki-import.md:
 * older revisions, and a page's last revision until the import's conversion pass reaches it) the
 * first time something reads their document (the entry page, history, diffs, rollback, merges),
 * as MediaWiki parses on view: as the import would have (links to entries of the edition
 * resolved, to pages it never had as plain text, files to the stored pictures), with the page's
 * filter values and aliases (from its categories and redirects; the converter knows neither),
 * then stores the document so the next read is a plain read, and adds its notes to the
 * edition's import report. While an import into the edition runs, a link's target may simply
 * not be imported yet: the document is then answered but not stored (a later read converts it
 * again). Answers the documents by entry revision id.
 */
export async function convertKeptRevisions(db: Db, kept: KeptRevision[]): Promise<Map<number, EntryDoc>> {
  const docs = new Map<number, EntryDoc>();
  if (kept.length === 0) return docs;
  // Loaded on first use: the parser is big and most processes never need it.
  const { wikitextToEntryDoc } = await import('../../wikitext/index.ts');
  for (const editionId of new Set(kept.map((revision) => revision.editionId))) {
    const edition = await db.selectFrom('editions').select('base_path').where('id', '=', editionId).executeTakeFirstOrThrow();
    const convert = pageConverter({ namespaces: await importNamespaces(db, editionId), files: await storedFiles(db, editionId) }, wikitextToEntryDoc);
    const revisions = kept.filter((revision) => revision.editionId === editionId);
    const store = !(await importRunning(db, editionId));
    const facts = await pageFacts(db, [...new Set(revisions.map((revision) => revision.contentId))]);
    const outcomes = revisions.map((revision) => ({
      revision,
      outcome: convert({ key: revision.revisionId, title: revision.title, text: revision.wikitext }),
    }));
    const targets = await lookUpTitles(
      db,
      editionId,
      outcomes.flatMap(({ outcome }) => outcome.links),
    );
    const late: Array<{ title: string; notes: UnmappedNote[]; unresolved: string[] }> = [];
    for (const { revision, outcome } of outcomes) {
      const doc = outcome.doc!;
      const unresolved = new Set<string>();
      fixPlaceholders(doc, (title, fragment) => {
        const target = targets.get(title);
        if (target) return entryHref(edition.base_path, target.contentId, fragment);
        unresolved.add(title);
        return null;
      });
      const page = facts.get(revision.contentId);
      if (page) {
        doc.filter_values = structuredClone(page.filter_values);
        doc.aliases = [...page.aliases];
      }
      docs.set(revision.revisionId, doc);
      if (!store) continue;
      // Two single-row writes, each idempotent: a reader that converts the same revision at the same time writes the same.
      await db
        .updateTable('entry_revisions')
        .set({ doc: JSON.stringify(doc) })
        .where('id', '=', revision.revisionId)
        .execute();
      await db
        .updateTable('mediawiki_revisions')
        .set({ converted: 1 })
        .where('edition_id', '=', editionId)
        .where('revision_id', '=', revision.revisionId)
        .execute();
      late.push({
        title: revision.title,
        notes: [...outcome.unmapped, ...[...unresolved].map((title) => ({ kind: 'link' as const, name: title, sample: `[[${title}]]`, count: 1 }))],
        unresolved: [...unresolved],
      });
    }
    if (store) await reportLateNotes(db, editionId, late);
  }
  return docs;
}
