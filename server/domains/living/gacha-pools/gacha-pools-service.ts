import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { GachaPoolTable } from '../../../db/schema.ts';

export type GachaPoolRow = Selectable<GachaPoolTable>;

export function gachaPoolService(db: Db) {
  return {
    /** Pools of the edition running or still to come at `now` (unix seconds), soonest start first. */
    current: (editionId: number, now: number): Promise<GachaPoolRow[]> =>
      db.selectFrom('gacha_pools').selectAll().where('edition_id', '=', editionId).where('end_time', '>', now).orderBy('start_time').orderBy('id').execute(),
  };
}
