import type { Db } from '../../db/database.ts';
import { FAVORITE_LIMITS, type FavoriteKind } from '../../../shared/contract/favorites.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';

/** The request field that names the content of a kind (for error messages). */
export const favoriteField = (kind: FavoriteKind) => (kind === 'entry' ? 'entry_page_id' : 'content_id');

export interface FavoriteRow {
  content_id: number;
  title: string;
  icon: string;
  summary: string;
  bbs_url: string;
  created_at: number;
  has_update: boolean;
}

/**
 * Favorites of entry pages and strategy contents, and their red dots. Each favorite keeps the
 * content's updated_at and version as of the user's last look (favoriting, or opening the
 * list); the red dot shows while any favorited content differs from that. Comparing with the
 * content's own values (never the clock) makes a change in the same second still count.
 */
export function favoritesService(db: Db) {
  const mine = (userId: number, editionId: number, kind: FavoriteKind) =>
    db.selectFrom('favorites as f').where('f.user_id', '=', userId).where('f.edition_id', '=', editionId).where('f.kind', '=', kind);

  return {
    /** Favorites (true) or unfavorites (false) a content of the edition; answers the new state. */
    async set(userId: number, editionId: number, kind: FavoriteKind, contentId: number, favorite: boolean): Promise<boolean> {
      const content = await db
        .selectFrom('contents')
        .select(['id', 'updated_at', 'version'])
        .where('id', '=', contentId)
        .where('edition_id', '=', editionId)
        .executeTakeFirst();
      if (!content)
        throw new DomainError('not_found', `${favoriteField(kind)}: no ${kind === 'entry' ? 'entry page' : 'content'} ${contentId} in this edition`);
      if (!favorite) {
        await db
          .deleteFrom('favorites')
          .where('user_id', '=', userId)
          .where('edition_id', '=', editionId)
          .where('kind', '=', kind)
          .where('content_id', '=', contentId)
          .execute();
        return false;
      }
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('favorites')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
          .where('user_id', '=', userId)
          .where('edition_id', '=', editionId)
          .where('kind', '=', kind)
          .where('content_id', '<>', contentId)
          .executeTakeFirstOrThrow();
        if (Number(existing.count) >= FAVORITE_LIMITS.maxPerKind) {
          throw new DomainError('conflict', `${favoriteField(kind)}: at most ${FAVORITE_LIMITS.maxPerKind} favorites; remove some first`);
        }
        await trx
          .insertInto('favorites')
          .values({
            user_id: userId,
            edition_id: editionId,
            kind,
            content_id: contentId,
            created_at: nowSeconds(),
            seen_updated_at: Number(content.updated_at),
            seen_version: Number(content.version),
          })
          .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'kind', 'content_id']).doNothing())
          .execute();
      });
      return true;
    },

    async isFavorite(userId: number, editionId: number, kind: FavoriteKind, contentId: number): Promise<boolean> {
      const row = await mine(userId, editionId, kind).select('f.id').where('f.content_id', '=', contentId).executeTakeFirst();
      return row !== undefined;
    },

    /** A page of the user's favorites of a kind, newest favorite first, and their count. */
    async list(
      userId: number,
      editionId: number,
      kind: FavoriteKind,
      page: { pageNum: number; pageSize: number },
    ): Promise<{ rows: FavoriteRow[]; total: number }> {
      const [count, rows] = await Promise.all([
        mine(userId, editionId, kind)
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
          .executeTakeFirstOrThrow(),
        mine(userId, editionId, kind)
          .innerJoin('contents as c', 'c.id', 'f.content_id')
          .select([
            'f.content_id',
            'f.created_at',
            'f.seen_updated_at',
            'f.seen_version',
            'c.title',
            'c.icon',
            'c.summary',
            'c.bbs_url',
            'c.updated_at',
            'c.version',
          ])
          .orderBy('f.id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize)
          .execute(),
      ]);
      return {
        total: Number(count.n),
        rows: rows.map((row) => ({
          content_id: Number(row.content_id),
          title: row.title,
          icon: row.icon,
          summary: row.summary,
          bbs_url: row.bbs_url,
          created_at: Number(row.created_at),
          has_update: Number(row.updated_at) !== Number(row.seen_updated_at) || Number(row.version) !== Number(row.seen_version),
        })),
      };
    },

    /** Whether any favorite of the kind changed since the user last looked. */
    async showRedPoint(userId: number, editionId: number, kind: FavoriteKind): Promise<boolean> {
      const changed = await mine(userId, editionId, kind)
        .innerJoin('contents as c', 'c.id', 'f.content_id')
        .select('f.id')
        .where((eb) => eb.or([eb('c.updated_at', '<>', eb.ref('f.seen_updated_at')), eb('c.version', '<>', eb.ref('f.seen_version'))]))
        .limit(1)
        .executeTakeFirst();
      return changed !== undefined;
    },

    /** The user looked at their favorites of the kind: every one is seen as it is now. */
    async refreshRedPoint(userId: number, editionId: number, kind: FavoriteKind): Promise<void> {
      await db
        .updateTable('favorites')
        .set((eb) => ({
          seen_updated_at: eb.selectFrom('contents').select('contents.updated_at').whereRef('contents.id', '=', 'favorites.content_id'),
          seen_version: eb.selectFrom('contents').select('contents.version').whereRef('contents.id', '=', 'favorites.content_id'),
        }))
        .where('user_id', '=', userId)
        .where('edition_id', '=', editionId)
        .where('kind', '=', kind)
        .execute();
    },
  };
}

export type FavoritesService = ReturnType<typeof favoritesService>;
