import type { Selectable } from 'kysely';
import { CALENDAR_KIND, CALENDAR_WINDOW, RED_POINT_LIFETIME_MS, RED_POINT_TYPES, type RedPointType } from '../../../../shared/contract/calendar.ts';
import type { Db } from '../../../db/database.ts';
import type { CalendarActivityTable } from '../../../db/schema.ts';
import type { RedPointTable } from '../../../db/tables/calendar.ts';

export type CalendarActivityRow = Selectable<CalendarActivityTable>;
export type RedPointRow = Selectable<RedPointTable>;

const DAY_SECONDS = 86_400;
const RED_POINT_LIFETIME_SECONDS = RED_POINT_LIFETIME_MS / 1000;
/** Safety caps: a calendar or a red-point list longer than this is a data problem, not a page. */
const MAX_ACTIVITIES = 500;
const MAX_RED_POINTS = 1_000;

/**
 * The rank an activity's sort JSON gives it within its kind: {"<kind>": n} (or a bare number).
 * Unreadable or missing ranks sort after ranked activities.
 */
export function sortRank(sortText: string, kind: number): number {
  let value: unknown;
  try {
    value = JSON.parse(sortText);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) value = (value as Record<string, unknown>)[String(kind)];
  const rank = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof rank === 'number' && Number.isFinite(rank) ? rank : Number.POSITIVE_INFINITY;
}

/** Kind, then the sort JSON's rank within the kind, then start time, then id. */
export function compareActivities(a: CalendarActivityRow, b: CalendarActivityRow): number {
  return a.kind - b.kind || sortRank(a.sort, a.kind) - sortRank(b.sort, b.kind) || Number(a.start_time) - Number(b.start_time) || a.id - b.id;
}

export function isRedPointType(value: unknown): value is RedPointType {
  return typeof value === 'string' && (RED_POINT_TYPES as readonly string[]).includes(value);
}

/** Domain logic of the calendar area: the activity calendar and red points. */
export function calendarService(db: Db) {
  return {
    /**
     * Activities get_activity_calendar lists at `now` (unix seconds): every material drop, and
     * events and birthdays starting within CALENDAR_WINDOW.startsWithinDays and not ended more
     * than CALENDAR_WINDOW.endedWithinDays ago. Ordered by compareActivities.
     */
    async activities(editionId: number, now: number): Promise<CalendarActivityRow[]> {
      const startsBefore = now + CALENDAR_WINDOW.startsWithinDays * DAY_SECONDS;
      const endsAfter = now - CALENDAR_WINDOW.endedWithinDays * DAY_SECONDS;
      const rows = await db
        .selectFrom('calendar_activities')
        .selectAll()
        .where('edition_id', '=', editionId)
        .where((eb) =>
          eb.or([
            eb('kind', '=', CALENDAR_KIND.MATERIAL),
            eb.and([eb.or([eb('start_time', '=', 0), eb('start_time', '<=', startsBefore)]), eb.or([eb('end_time', '=', 0), eb('end_time', '>=', endsAfter)])]),
          ]),
        )
        .orderBy('kind')
        .orderBy('start_time')
        .orderBy('id')
        .limit(MAX_ACTIVITIES)
        .execute();
      return rows.sort(compareActivities);
    },

    /** Red points of the edition changed within the last 7 days at `now` (unix seconds), newest first. */
    redPoints: (editionId: number, now: number): Promise<RedPointRow[]> =>
      db
        .selectFrom('red_points')
        .selectAll()
        .where('edition_id', '=', editionId)
        .where('mtime', '>=', now - RED_POINT_LIFETIME_SECONDS)
        .orderBy('mtime', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_RED_POINTS)
        .execute(),

    /**
     * Marks a channel, content entry or recommended placement as changed: creates its red point
     * or moves its mtime to `at` (unix seconds, default now). An img given replaces the stored
     * one; without it the stored img stays. Features call this whenever something changes.
     */
    async markUpdated(editionId: number, type: RedPointType, targetId: number, img?: string, at: number = Math.floor(Date.now() / 1000)): Promise<RedPointRow> {
      if (!isRedPointType(type)) throw new Error(`red point type must be one of ${RED_POINT_TYPES.join(', ')}, not '${String(type)}'`);
      if (!Number.isSafeInteger(targetId) || targetId <= 0) throw new Error(`red point target_id must be a positive whole number, not ${targetId}`);
      return db
        .insertInto('red_points')
        .values({ edition_id: editionId, type, target_id: targetId, img: img ?? '', mtime: at, created_at: at })
        .onConflict((oc) => oc.columns(['edition_id', 'type', 'target_id']).doUpdateSet({ mtime: at, ...(img !== undefined ? { img } : {}) }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
