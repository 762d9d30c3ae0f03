import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';

/**
 * An imported revision kept as its wikitext (mediawiki_revisions.converted = 0,
 * docs/decisions/018-mediawiki-import.md): older revisions, and a page's last revision until the
 * import's conversion pass reaches it.
 */
export interface KeptRevision {
  /** entry_revisions.id */
  revisionId: number;
  editionId: number;
  /** The entry (contents.id) the revision belongs to. */
  contentId: number;
  /** The page's title as the import converted it (mediawiki_pages.title). */
  title: string;
  wikitext: string;
}

/** Converts kept revisions as the import would (storing what it may); answers the documents by entry revision id. */
export type KeptRevisionConverter = (db: Db, kept: KeptRevision[]) => Promise<Map<number, EntryDoc>>;

let converter: KeptRevisionConverter | undefined;

/**
 * Who converts kept revisions when a reader meets one: the MediaWiki importer's converter, which the
 * process sets at start (server/app.ts). The readers here never import the importer: the importer
 * converts, readers read what is stored or what this converter answers.
 */
export function setKeptRevisionConverter(convert: KeptRevisionConverter): void {
  converter = convert;
}

/** The documents of these kept revisions, converted on this read (none asked: none answered, no converter needed). */
export async function convertKeptRevisions(db: Db, kept: KeptRevision[]): Promise<Map<number, EntryDoc>> {
  if (kept.length === 0) return new Map();
  if (!converter)
    throw new Error('entry pages: an imported revision kept as its wikitext was read, but no converter was set at start (setKeptRevisionConverter)');
  return converter(db, kept);
}
