import type { Db } from '../../db/database.ts';

/** Entry pages read per query, and revisions per query of one page. */
const ENTRY_BATCH = 200;
const REVISION_BATCH = 50;

export interface ExportedEntry {
  contentId: number;
  title: string;
}

export interface ExportedRevision {
  id: number;
  version: number;
  createdAt: number;
  summary: string;
  /** JSON text of the document. */
  doc: string;
  /** Our account's name and id, when the author has one. */
  userName: string | null;
  userId: number | null;
  /** The MediaWiki author of an imported revision. */
  importedAuthor: string | null;
  /** The imported revision's original wikitext, given back as it was. */
  originalWikitext: string | null;
}

/** The edition's published entry pages (with a current revision), in id order, in batches. */
export async function* entryBatches(db: Db, editionId: number): AsyncIterable<ExportedEntry[]> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('entry_pages')
      .innerJoin('contents', 'contents.id', 'entry_pages.content_id')
      .select(['contents.id', 'contents.title'])
      .where('entry_pages.edition_id', '=', editionId)
      .where('entry_pages.current_revision_id', 'is not', null)
      .where('contents.id', '>', after)
      .orderBy('contents.id')
      .limit(ENTRY_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => ({ contentId: Number(row.id), title: row.title }));
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Every revision of one entry page, oldest first, in batches (a long history never sits in memory whole). */
export async function* revisionBatches(db: Db, editionId: number, contentId: number): AsyncIterable<ExportedRevision[]> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('entry_revisions as r')
      .leftJoin('users as u', 'u.id', 'r.author_id')
      .leftJoin('mediawiki_revisions as m', (join) => join.onRef('m.revision_id', '=', 'r.id').on('m.edition_id', '=', editionId))
      .select(['r.id', 'r.version', 'r.created_at', 'r.summary', 'r.doc', 'r.imported_author', 'u.name as user_name', 'u.id as user_id', 'm.wikitext'])
      .where('r.content_id', '=', contentId)
      .where('r.version', '>', after)
      .orderBy('r.version')
      .limit(REVISION_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: Number(row.id),
      version: Number(row.version),
      createdAt: Number(row.created_at),
      summary: row.summary,
      doc: row.doc,
      userName: row.user_name ?? null,
      userId: row.user_id === null ? null : Number(row.user_id),
      importedAuthor: row.imported_author ?? null,
      originalWikitext: row.wikitext ?? null,
    }));
    after = Number(rows[rows.length - 1]!.version);
  }
}

/** The channels of each entry page, by name: its own channel (menu) first, then those it is placed in. */
export async function channelNames(db: Db, contentIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (contentIds.length === 0) return names;
  const add = (contentId: number, name: string) => {
    const list = names.get(contentId) ?? [];
    if (!list.includes(name)) list.push(name);
    names.set(contentId, list);
  };
  const menus = await db
    .selectFrom('entry_pages')
    .innerJoin('channels', 'channels.id', 'entry_pages.menu_id')
    .select(['entry_pages.content_id', 'channels.name'])
    .where('entry_pages.content_id', 'in', contentIds)
    .execute();
  for (const row of menus) add(Number(row.content_id), row.name);
  const placements = await db
    .selectFrom('channel_contents')
    .innerJoin('channels', 'channels.id', 'channel_contents.channel_id')
    .select(['channel_contents.content_id', 'channels.name'])
    .where('channel_contents.content_id', 'in', contentIds)
    .orderBy('channel_contents.content_id')
    .orderBy('channels.id')
    .execute();
  for (const row of placements) add(Number(row.content_id), row.name);
  return names;
}
