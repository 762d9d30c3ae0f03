import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { channelPagePath } from './channel-page-path.ts';

/** A page of the sitemap: its path under the edition's base path and when it last changed (unix seconds). */
export interface SitemapPage {
  path: string;
  lastmod: number;
  /** An entry's content id (its languages are its own in an edition with several). */
  id?: number;
}

/** How many entries a sitemap file holds and when the newest of them changed. */
export interface EntryFileStats {
  count: number;
  lastmod: number;
}

/** Contents with a detail page of their own: internal ones (external links and bbs posts live elsewhere). */
const withOwnPage = (db: Db, editionId: number) =>
  db.selectFrom('contents').where('edition_id', '=', editionId).where('type', '<>', 2).where('bbs_url', '=', '');

/**
 * Every channel page of an edition with its last change: the channel's own, the entries placed
 * in it, and those of the channels below it (a parent's page shows its tabs). One query over
 * the edition's channels and their placements.
 */
export async function channelPages(db: Db, editionId: number): Promise<SitemapPage[]> {
  const rows = await db
    .selectFrom('channels as ch')
    .leftJoin('channel_contents as cc', 'cc.channel_id', 'ch.id')
    .leftJoin('contents as c', 'c.id', 'cc.content_id')
    .select((eb) => ['ch.id', 'ch.parent_id', 'ch.slot', 'ch.updated_at', eb.fn.max('c.updated_at').as('entries_updated')])
    .where('ch.edition_id', '=', editionId)
    .groupBy(['ch.id', 'ch.parent_id', 'ch.slot', 'ch.updated_at'])
    .orderBy('ch.id')
    .execute();
  const nodes = new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        parent_id: row.parent_id === null ? null : Number(row.parent_id),
        slot: row.slot,
        lastmod: Math.max(Number(row.updated_at), Number(row.entries_updated ?? 0)),
      },
    ]),
  );
  const rootOf = (node: { parent_id: number | null; slot: string }, hops = 0): { slot: string } => {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    return parent && hops < 16 ? rootOf(parent, hops + 1) : node;
  };
  // A change below a channel changes its page: carry each one's time up to its ancestors.
  for (const node of nodes.values()) {
    let parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    for (let hops = 0; parent && hops < 16; hops += 1) {
      parent.lastmod = Math.max(parent.lastmod, node.lastmod);
      parent = parent.parent_id === null ? undefined : nodes.get(parent.parent_id);
    }
  }
  return [...nodes.values()].map((node) => ({ path: channelPagePath(rootOf(node).slot, node), lastmod: node.lastmod }));
}

/**
 * The entry files of an edition's sitemap: for each run of `perFile` entries (by id), how many
 * and the newest change among them. One pass over the edition's entries (contents_edition index).
 */
export async function entryFileStats(db: Db, editionId: number, perFile: number): Promise<EntryFileStats[]> {
  const numbered = withOwnPage(db, editionId).select((eb) => ['updated_at', sql<number>`row_number() over (order by ${eb.ref('id')})`.as('n')]);
  const rows = await db
    .selectFrom(numbered.as('numbered'))
    .select([
      sql<number>`(n - 1) / ${sql.lit(perFile)}`.as('file'),
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.max('updated_at').as('lastmod'),
    ])
    .groupBy(sql`(n - 1) / ${sql.lit(perFile)}`)
    .orderBy('file')
    .execute();
  return rows.map((row) => ({ count: Number(row.count), lastmod: Number(row.lastmod ?? 0) }));
}

/** The entries of one sitemap file (1-based), in id order: one indexed query. */
export async function entryPages(db: Db, editionId: number, file: number, perFile: number): Promise<SitemapPage[]> {
  const rows = await withOwnPage(db, editionId)
    .select(['id', 'updated_at'])
    .orderBy('id')
    .limit(perFile)
    .offset((file - 1) * perFile)
    .execute();
  return rows.map((row) => ({ path: `content/${Number(row.id)}/detail`, lastmod: Number(row.updated_at), id: Number(row.id) }));
}
