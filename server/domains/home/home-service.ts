import type { Db } from '../../db/database.ts';

export function homeService(db: Db) {
  return {
    banners: (editionId: number) => db.selectFrom('banners').selectAll().where('edition_id', '=', editionId).orderBy('sort').orderBy('id').execute(),

    /** The newest announcement version of the edition, or undefined. */
    announcement: (editionId: number) =>
      db.selectFrom('announcements').selectAll().where('edition_id', '=', editionId).orderBy('version', 'desc').limit(1).executeTakeFirst(),
  };
}
