import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { Db } from '../../../db/database.ts';
import type { DumpNamespace } from '../dump/types.ts';
import { storedFiles } from '../files/import-files.ts';
import { entryHref, lookUpTitles } from '../write/titles-table.ts';
import { pageConverter } from './page-converter.ts';
import { fixPlaceholders } from './placeholders.ts';

/** An imported revision kept as its wikitext (mediawiki_revisions.converted = 0). */
export interface KeptRevision {
  /** entry_revisions.id */
  revisionId: number;
  editionId: number;
  /** The page's title as the import converted it (mediawiki_pages.title). */
  title: string;
  wikitext: string;
}

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

/**
 * Converts imported revisions that were kept as their wikitext (the import converts only each
 * page's last revision, docs/decisions/018-mediawiki-import.md) the first time something reads
 * their document (history, diffs, rollback, merges), as MediaWiki parses on view: as the import
 * would have (links to entries of the edition resolved, to pages it never had as plain text,
 * files to the stored pictures), then stores the document so the next read is a plain read.
 * Answers the documents by entry revision id.
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
    const outcomes = revisions.map((revision) => ({ revision, outcome: convert({ key: revision.revisionId, title: revision.title, text: revision.wikitext }) }));
    const targets = await lookUpTitles(db, editionId, outcomes.flatMap(({ outcome }) => outcome.links));
    for (const { revision, outcome } of outcomes) {
      fixPlaceholders(outcome.doc, (title, fragment) => {
        const target = targets.get(title);
        return target ? entryHref(edition.base_path, target.contentId, fragment) : null;
      });
      // Two single-row writes, each idempotent: a reader that converts the same revision at the same time writes the same.
      await db.updateTable('entry_revisions').set({ doc: JSON.stringify(outcome.doc) }).where('id', '=', revision.revisionId).execute();
      await db.updateTable('mediawiki_revisions').set({ converted: 1 }).where('edition_id', '=', editionId).where('revision_id', '=', revision.revisionId).execute();
      docs.set(revision.revisionId, outcome.doc);
    }
  }
  return docs;
}
