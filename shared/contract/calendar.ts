import { z } from 'zod';

/**
 * Calendar activity kinds (the publisher's content type constants EVENT 1, MATERIAL 2, DAILY 4;
 * in the real API's `kind` 4 is a character's birthday).
 */
/** The calendar's query: the reader's content language, as search takes it ('en-US' or 'en-us'; also the x-rpc-language header), for the activities' titles (issue 31). */
export const calendarQuery = z.object({
  lang: z.string({ error: 'must be text' }).max(16, 'must be at most 16 characters').optional(),
});

export const CALENDAR_KIND = { EVENT: 1, MATERIAL: 2, DAILY: 4 } as const;

/** What a material drop levels up: 1 weapon ascension, 2 talents. */
export const BREAK_TYPE = { WEAPON: 1, TALENT: 2 } as const;

/** jump_type of an activity: outer 1 (jump_url), inner 2 (content_id). */
export const LINK_KIND = { OUTER: 1, INNER: 2 } as const;

/**
 * Which activities get_activity_calendar lists, relative to now. Material drops are a weekly
 * schedule (drop_day) and are always listed. Events and birthdays are listed from
 * `startsWithinDays` before their start until `endedWithinDays` after their end; a time of 0
 * is no bound (spec: time fields of 0 are ignored).
 */
export const CALENDAR_WINDOW = { startsWithinDays: 30, endedWithinDays: 7 } as const;

/** Red points live 7 days after their last change (604800000 ms). */
export const RED_POINT_LIFETIME_MS = 604_800_000;

export const RED_POINT_TYPES = ['channel', 'content', 'recommend'] as const;
export type RedPointType = (typeof RED_POINT_TYPES)[number];

/** Takes a drop day mod 7 (the real data writes Sunday as 7; 0 is Sunday as in Date#getDay). */
export const dropDayMod7 = (day: number): number => ((day % 7) + 7) % 7;

/** An entry an activity features (materials of a domain, the birthday character...). */
export const calendarContentInfoSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  bbs_url: z.string(),
});
export type CalendarContentInfo = z.infer<typeof calendarContentInfoSchema>;

/** One item of get_activity_calendar, field for field as the real API names them. Times are unix seconds. */
export const calendarActivitySchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** 1 event, 2 material, 4 birthday (CALENDAR_KIND). */
  kind: z.number().int(),
  img_url: z.string(),
  /** 1 outer (jump_url), 2 inner (content_id); other values: no link. */
  jump_type: z.number().int(),
  jump_url: z.string(),
  content_id: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** Weekdays of a material drop, each 0 (Sunday) to 6. */
  drop_day: z.array(z.number().int().min(0).max(6)),
  /** 1 weapon, 2 talent (BREAK_TYPE); 0 for other kinds. */
  break_type: z.number().int(),
  contentInfos: z.array(calendarContentInfoSchema),
  /** JSON text, as stored: {"<kind>": rank}. */
  sort: z.string(),
});
export type CalendarActivity = z.infer<typeof calendarActivitySchema>;

export const calendarListSchema = z.strictObject({ list: z.array(calendarActivitySchema) });
export type CalendarList = z.infer<typeof calendarListSchema>;

/** One item of get_red_point_info. mtime is unix seconds. */
export const redPointSchema = z.strictObject({
  target_id: z.number().int(),
  type: z.enum(RED_POINT_TYPES),
  img: z.string(),
  mtime: z.number().int(),
});
export type RedPointItem = z.infer<typeof redPointSchema>;

export const redPointListSchema = z.strictObject({ list: z.array(redPointSchema) });
export type RedPointList = z.infer<typeof redPointListSchema>;

/** What POST v1/calendar/subscribe does with its ids ('replace': the list becomes exactly them). */
export const SUBSCRIBE_ACTIONS = ['subscribe', 'unsubscribe', 'replace'] as const;
export type SubscribeAction = (typeof SUBSCRIBE_ACTIONS)[number];
/** Most activity ids one subscribe call names. */
export const MAX_SUBSCRIBE_IDS = 200;

/** POST v1/calendar/subscribe */
export const subscribeBody = z.object({
  action: z.enum(SUBSCRIBE_ACTIONS, {
    error: `must be one of ${SUBSCRIBE_ACTIONS.join(', ')}`,
  }),
  activity_ids: z
    .array(z.number({ error: 'must be a list of activity ids' }).int('must be whole numbers').positive('must be positive ids'), {
      error: 'must be a list of activity ids',
    })
    .max(MAX_SUBSCRIBE_IDS, `at most ${MAX_SUBSCRIBE_IDS} ids`),
});

/** POST v1/calendar/subscribe_turn: the reminders (the iCalendar feed) on or off. */
export const subscribeTurnBody = z.object({
  state: z.boolean({ error: 'must be true or false' }),
});

/** The activities the user follows (subscribe_list, and what subscribe leaves). */
export interface SubscribedActivities {
  list: number[];
}

/** The reminder switch and the feed URL (shown only when a secret is issued, else null). */
export interface SubscriptionState {
  state: boolean;
  feed_url: string | null;
}

/** POST v1/calendar/feed_token: a new secret feed URL. */
export interface FeedToken {
  feed_url: string;
}
