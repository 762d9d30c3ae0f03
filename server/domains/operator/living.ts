import type { Kysely, Selectable } from 'kysely';
import type {
  ActivitySaveInput,
  AudioUpload,
  GachaPoolSaveInput,
  OperatorActivity,
  OperatorGachaPool,
  OperatorRedPoint,
  RedPointMarkInput,
} from '../../../shared/contract/operator-living.ts';
import type { Db } from '../../db/database.ts';
import type { CalendarActivityTable, Database, GachaPoolTable } from '../../db/schema.ts';
import { parseJsonList, presentActivityFields } from '../living/calendar/calendar-presenter.ts';
import { sortRank } from '../living/calendar/calendar-service.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';
import { recordAudit, type Actor } from './audit.ts';
import { changingContent } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import { dropTexts } from './texts.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function presentOperatorPool(row: Selectable<GachaPoolTable>): OperatorGachaPool {
  return {
    id: Number(row.id),
    title: row.title,
    activity_url: row.activity_url,
    content_before_act: row.content_before_act,
    pool: parseJsonList(row.pool).flatMap((entry) => (isRecord(entry) ? [{ icon: String(entry.icon ?? ''), url: String(entry.url ?? '') }] : [])),
    voice_icon: row.voice_icon,
    voice_url: row.voice_url,
    voice_status: row.voice_status,
    start_time: Number(row.start_time),
    end_time: Number(row.end_time),
  };
}

export function presentOperatorActivity(row: Selectable<CalendarActivityTable>): OperatorActivity {
  const rank = sortRank(row.sort, row.kind);
  return {
    ...presentActivityFields(row),
    // As the console stored them (1-7); readers get them mod 7 (parseDropDays).
    drop_day: parseJsonList(row.drop_day).filter((day): day is number => typeof day === 'number'),
    break_type: row.break_type,
    rank: Number.isFinite(rank) ? rank : null,
  };
}

/** Living data of the console: gacha pools, calendar activities and red points. */
export function operatorLiving(db: Db) {
  async function poolOf(trx: Kysely<Database>, editionId: number, id: number) {
    const row = await trx.selectFrom('gacha_pools').selectAll().where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('not_found', `id: no gacha pool ${id} in this edition`);
    return row;
  }
  async function activityOf(trx: Kysely<Database>, editionId: number, id: number) {
    const row = await trx.selectFrom('calendar_activities').selectAll().where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('not_found', `id: no activity ${id} in this edition`);
    return row;
  }

  return {
    pools: async (editionId: number) =>
      (
        await db
          .selectFrom('gacha_pools')
          .selectAll()
          .where('edition_id', '=', editionId)
          .orderBy('start_time', 'desc')
          .orderBy('id', 'desc')
          .limit(500)
          .execute()
      ).map(presentOperatorPool),

    savePool: (actor: Actor, editionId: number, input: GachaPoolSaveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const values = {
          title: input.title,
          activity_url: input.activity_url,
          content_before_act: input.content_before_act,
          pool: JSON.stringify(input.pool),
          voice_icon: input.voice_icon,
          voice_url: input.voice_url,
          voice_status: input.voice_status,
          start_time: input.start_time,
          end_time: input.end_time,
        };
        const before = input.id === undefined ? undefined : await poolOf(trx, editionId, input.id);
        const after = before
          ? await trx.updateTable('gacha_pools').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
          : await trx
              .insertInto('gacha_pools')
              .values({ edition_id: editionId, ...values })
              .returningAll()
              .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          editionId,
          action: before ? 'gacha_pool.update' : 'gacha_pool.create',
          targetType: 'gacha_pool',
          targetId: after.id,
          before: before ?? null,
          after,
        });
        return presentOperatorPool(after);
      }),

    removePool: (actor: Actor, editionId: number, id: number) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await poolOf(trx, editionId, id);
        await trx.deleteFrom('gacha_pools').where('id', '=', id).execute();
        await dropTexts(trx, editionId, 'pool', id);
        await recordAudit(trx, actor, { editionId, action: 'gacha_pool.delete', targetType: 'gacha_pool', targetId: id, before, after: null });
      }),

    /** Audio clips stored by the media service (served from /media/{key}), newest first. */
    async audioUploads(): Promise<AudioUpload[]> {
      const rows = await db
        .selectFrom('uploads')
        .select(['key', 'size', 'created_at'])
        .where('mime', 'like', 'audio/%')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map((row) => ({ key: row.key, url: `/media/${row.key}`, size: Number(row.size), created_at: Number(row.created_at) }));
    },

    activities: async (editionId: number) =>
      (
        await db
          .selectFrom('calendar_activities')
          .selectAll()
          .where('edition_id', '=', editionId)
          .orderBy('kind')
          .orderBy('start_time', 'desc')
          .orderBy('id')
          .limit(1000)
          .execute()
      ).map(presentOperatorActivity),

    saveActivity: (actor: Actor, editionId: number, input: ActivitySaveInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        if (input.content_id > 0) {
          const content = await trx
            .selectFrom('contents')
            .select('id')
            .where('edition_id', '=', editionId)
            .where('id', '=', input.content_id)
            .executeTakeFirst();
          if (!content) throw new DomainError('invalid', `content_id: no item ${input.content_id} in this edition`);
        }
        const values = {
          title: input.title,
          kind: input.kind,
          img_url: input.img_url,
          jump_type: input.jump_type,
          jump_url: input.jump_url,
          content_id: input.content_id,
          start_time: input.start_time,
          end_time: input.end_time,
          drop_day: JSON.stringify([...new Set(input.drop_day)].sort()),
          break_type: input.break_type,
          sort: input.rank === null ? '{}' : JSON.stringify({ [String(input.kind)]: input.rank }),
        };
        const before = input.id === undefined ? undefined : await activityOf(trx, editionId, input.id);
        const after = before
          ? await trx.updateTable('calendar_activities').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
          : await trx
              .insertInto('calendar_activities')
              .values({ edition_id: editionId, ...values })
              .returningAll()
              .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          editionId,
          action: before ? 'activity.update' : 'activity.create',
          targetType: 'activity',
          targetId: after.id,
          before: before ?? null,
          after,
        });
        return presentOperatorActivity(after);
      }),

    removeActivity: (actor: Actor, editionId: number, id: number) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await activityOf(trx, editionId, id);
        await trx.deleteFrom('calendar_activities').where('id', '=', id).execute();
        await dropTexts(trx, editionId, 'activity', id);
        await recordAudit(trx, actor, { editionId, action: 'activity.delete', targetType: 'activity', targetId: id, before, after: null });
      }),

    redPoints: async (editionId: number): Promise<OperatorRedPoint[]> =>
      (
        await db.selectFrom('red_points').selectAll().where('edition_id', '=', editionId).orderBy('mtime', 'desc').orderBy('id', 'desc').limit(500).execute()
      ).map((row) => ({
        id: Number(row.id),
        type: row.type,
        target_id: Number(row.target_id),
        img: row.img,
        mtime: Number(row.mtime),
      })),

    /** Marks a channel, item or placement as new now (creates its red point or refreshes it). */
    markRedPoint: (actor: Actor, editionId: number, input: RedPointMarkInput) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const table = input.type === 'channel' ? 'channels' : input.type === 'content' ? 'contents' : undefined;
        const exists = table
          ? await trx.selectFrom(table).select('id').where('edition_id', '=', editionId).where('id', '=', input.target_id).executeTakeFirst()
          : await trx
              .selectFrom('channel_contents as cc')
              .innerJoin('channels as ch', 'ch.id', 'cc.channel_id')
              .select('cc.id')
              .where('ch.edition_id', '=', editionId)
              .where('cc.id', '=', input.target_id)
              .executeTakeFirst();
        if (!exists) throw new DomainError('invalid', `target_id: no ${input.type} ${input.target_id} in this edition`);
        const before = await trx
          .selectFrom('red_points')
          .selectAll()
          .where('edition_id', '=', editionId)
          .where('type', '=', input.type)
          .where('target_id', '=', input.target_id)
          .executeTakeFirst();
        const at = nowSeconds();
        const after = await trx
          .insertInto('red_points')
          .values({ edition_id: editionId, type: input.type, target_id: input.target_id, img: input.img ?? '', mtime: at, created_at: at })
          .onConflict((oc) =>
            oc.columns(['edition_id', 'type', 'target_id']).doUpdateSet({ mtime: at, ...(input.img !== undefined ? { img: input.img } : {}) }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, { editionId, action: 'red_point.mark', targetType: 'red_point', targetId: after.id, before: before ?? null, after });
        return after;
      }),

    removeRedPoint: (actor: Actor, editionId: number, id: number) =>
      changingContent(db, [contentTags.edition(editionId)], async (trx) => {
        const before = await trx.selectFrom('red_points').selectAll().where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
        if (!before) throw new DomainError('not_found', `id: no red point ${id} in this edition`);
        await trx.deleteFrom('red_points').where('id', '=', id).execute();
        await recordAudit(trx, actor, { editionId, action: 'red_point.delete', targetType: 'red_point', targetId: id, before, after: null });
      }),
  };
}
