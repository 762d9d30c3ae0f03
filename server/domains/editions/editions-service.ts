import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { EditionTable } from '../../db/schema.ts';

export type Edition = Selectable<EditionTable>;

export function editionService(db: Db) {
  const base = () => db.selectFrom('editions').selectAll();
  return {
    list: () => base().orderBy('id').execute(),
    byAppSn: (appSn: string) => base().where('app_sn', '=', appSn).executeTakeFirst(),
    byGame: (game: string) => base().where('game', '=', game).executeTakeFirst(),
    byBasePath: (basePath: string) => base().where('base_path', '=', basePath).executeTakeFirst(),
    /** The edition `/` leads to: the first one open to anonymous readers. */
    defaultPublic: () => base().where('login_required', '=', 0).orderBy('id').executeTakeFirst(),
  };
}
