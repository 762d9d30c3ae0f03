import type { Db } from '../../db/database.ts';
import type { GachaPoolRow } from '../living/gacha-pools/gacha-pools-service.ts';

/** How many ended gacha pools the gacha_pool list carries after the running and upcoming ones. */
export const GACHA_POOL_ENDED_LIMIT = 20;

/** A stored upload the /media/ route serves: audio and video only (images go through /img/). */
export interface PlayableUpload {
  key: string;
  mime: string;
  size: number;
  sha256: string;
}

/** Domain logic of the media area: the gacha pool list and the stored clips /media/ serves. */
export function mediaService(db: Db) {
  return {
    /**
     * Pools of the edition that ended at or before `now` (unix seconds), the most recently ended
     * first, at most `limit`. The running and upcoming ones come from gachaPools.current().
     */
    endedGachaPools: (editionId: number, now: number, limit: number = GACHA_POOL_ENDED_LIMIT): Promise<GachaPoolRow[]> =>
      db
        .selectFrom('gacha_pools')
        .selectAll()
        .where('edition_id', '=', editionId)
        .where('end_time', '<=', now)
        .orderBy('end_time', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** The upload stored under `key` when it is audio or video; undefined otherwise. */
    async playableUpload(key: string): Promise<PlayableUpload | undefined> {
      const row = await db.selectFrom('uploads').select(['key', 'mime', 'size', 'sha256']).where('key', '=', key).executeTakeFirst();
      if (!row || !/^(audio|video)\//.test(row.mime)) return undefined;
      return { key: row.key, mime: row.mime, size: Number(row.size), sha256: row.sha256 };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
