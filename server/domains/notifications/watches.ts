import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { WatchedTarget, WatchlistItem, WatchlistPage, WatchState, WatchTargetInput, WatchTargetKind } from '../../../shared/contract/notifications.ts';
import { DomainError } from '../domain-error.ts';

/** Most entries and channels one user follows in an edition (automatic follows included). */
export const MAX_WATCHES = 5000;

type Page = { page_num: number; page_size: number };

/** Follows (watches): the star on entries and channels, and the watchlist of what changed. */
export function watches(db: Db) {
  const exists = async (editionId: number, target: WatchTargetInput) => {
    const found =
      target.target_kind === 'entry'
        ? await db
            .selectFrom('entry_pages')
            .select('content_id')
            .where('content_id', '=', target.target_id)
            .where('edition_id', '=', editionId)
            .executeTakeFirst()
        : await db.selectFrom('channels').select('id').where('id', '=', target.target_id).where('edition_id', '=', editionId).executeTakeFirst();
    return found !== undefined;
  };

  async function state(userId: number, editionId: number, target: WatchTargetInput): Promise<WatchState> {
    const row = await db
      .selectFrom('watches')
      .select('source')
      .where('user_id', '=', userId)
      .where('edition_id', '=', editionId)
      .where('target_kind', '=', target.target_kind)
      .where('target_id', '=', target.target_id)
      .executeTakeFirst();
    return { ...target, watching: row !== undefined, source: row ? (row.source === 'auto' ? 'auto' : 'manual') : null };
  }

  async function watch(userId: number, editionId: number, target: WatchTargetInput): Promise<WatchState> {
    if (!(await exists(editionId, target))) throw new DomainError('not_found', `target_id: no ${target.target_kind} ${target.target_id} in this edition`);
    const count = await db
      .selectFrom('watches')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('user_id', '=', userId)
      .where('edition_id', '=', editionId)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_WATCHES)
      throw new DomainError('invalid', `target_id: you follow ${MAX_WATCHES} entries and channels already; unfollow some first`);
    await db
      .insertInto('watches')
      .values({
        user_id: userId,
        edition_id: editionId,
        target_kind: target.target_kind,
        target_id: target.target_id,
        source: 'manual',
        created_at: Date.now(),
      })
      // Starring what one follows automatically makes it a follow by hand.
      .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'target_kind', 'target_id']).doUpdateSet({ source: 'manual' }))
      .execute();
    return state(userId, editionId, target);
  }

  async function unwatch(userId: number, editionId: number, target: WatchTargetInput): Promise<WatchState> {
    await db
      .deleteFrom('watches')
      .where('user_id', '=', userId)
      .where('edition_id', '=', editionId)
      .where('target_kind', '=', target.target_kind)
      .where('target_id', '=', target.target_id)
      .execute();
    return { ...target, watching: false, source: null };
  }

  /** What the user follows, newest follow first, with the entry's title or the channel's name. */
  async function watched(userId: number, editionId: number, page: Page): Promise<{ total: number; list: WatchedTarget[] }> {
    const base = db.selectFrom('watches as w').where('w.user_id', '=', userId).where('w.edition_id', '=', editionId);
    const [rows, total] = await Promise.all([
      base
        .leftJoin('contents as c', (join) => join.onRef('c.id', '=', 'w.target_id').on('w.target_kind', '=', 'entry'))
        .leftJoin('channels as m', (join) => join.onRef('m.id', '=', 'w.target_id').on('w.target_kind', '=', 'channel'))
        .select(['w.target_kind', 'w.target_id', 'w.source', 'w.created_at', 'c.title', 'm.name'])
        .orderBy('w.created_at', 'desc')
        .orderBy('w.target_id', 'desc')
        .limit(page.page_size)
        .offset((page.page_num - 1) * page.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(total.count),
      list: rows.map((row) => ({
        target_kind: row.target_kind as WatchTargetKind,
        target_id: Number(row.target_id),
        name: (row.target_kind === 'entry' ? row.title : row.name) ?? '',
        source: row.source === 'auto' ? 'auto' : 'manual',
        time: Number(row.created_at),
      })),
    };
  }

  /**
   * Published changes to followed entries and to the entries of followed channels, newest first:
   * the entries' revisions and their translations' (entry_translations), each with its author.
   */
  async function watchlist(userId: number, editionId: number, page: Page): Promise<WatchlistPage> {
    const followed = (kind: WatchTargetKind) =>
      db.selectFrom('watches').select('target_id').where('user_id', '=', userId).where('edition_id', '=', editionId).where('target_kind', '=', kind);
    const revisions = db
      .selectFrom('entry_revisions as r')
      .select(['r.content_id', 'r.version', 'r.author_id', 'r.summary', 'r.created_at', sql<string>`''`.as('lang'), 'r.imported_author']);
    const translations = db
      .selectFrom('entry_translations as t')
      .select(['t.content_id', 't.version', 't.author_id', 't.summary', 't.created_at', 't.lang', sql<string | null>`null`.as('imported_author')]);
    const changes = db
      .selectFrom(revisions.unionAll(translations).as('x'))
      .innerJoin('entry_pages as p', 'p.content_id', 'x.content_id')
      .where('p.edition_id', '=', editionId)
      .where((eb) => eb.or([eb('x.content_id', 'in', followed('entry')), eb('p.menu_id', 'in', followed('channel'))]));
    const [rows, total] = await Promise.all([
      changes
        .innerJoin('contents as c', 'c.id', 'x.content_id')
        .leftJoin('users as u', 'u.id', 'x.author_id')
        .select(['x.content_id', 'x.version', 'x.lang', 'x.author_id', 'x.summary', 'x.created_at', 'x.imported_author', 'c.title', 'u.name as author_name'])
        .select((eb) => eb('x.content_id', 'in', followed('entry')).as('via_entry'))
        .orderBy('x.created_at', 'desc')
        .orderBy('x.content_id', 'desc')
        .orderBy('x.version', 'desc')
        .limit(page.page_size)
        .offset((page.page_num - 1) * page.page_size)
        .execute(),
      changes.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((row): WatchlistItem => {
      const version = Number(row.version);
      return {
        content_id: Number(row.content_id),
        title: row.title,
        version,
        lang: row.lang,
        author_id: row.author_id === null ? null : Number(row.author_id),
        author_name: row.author_name ?? row.imported_author ?? '',
        summary: row.summary,
        time: Number(row.created_at) * 1000,
        via: row.via_entry === true || Number(row.via_entry) === 1 ? 'entry' : 'channel',
        diff: { content_id: Number(row.content_id), version, previous_version: version - 1 },
      };
    });
    return { total: Number(total.count), list };
  }

  return { state, watch, unwatch, watched, watchlist };
}
