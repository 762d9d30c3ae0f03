import { z } from 'zod';
import { idParam, pageNumParam, pageSizeParam } from './queries.ts';

/**
 * Watchlists and notifications (issue 32; calls in calls/notifications.ts). Times are Unix
 * milliseconds. A notification's texts are the catalogue's (by kind); the item carries the
 * fields they need, fixed when the notification was made.
 */

export const WATCH_TARGET_KINDS = ['entry', 'channel'] as const;
export type WatchTargetKind = (typeof WATCH_TARGET_KINDS)[number];

/** The kinds a person is told about, each switchable in the site and in the e-mail digest. */
export const NOTIFICATION_KINDS = [
  /** A followed entry (or an entry of a followed channel) was published anew. */
  'entry_changed',
  /** Your submission was approved (`changed_by_reviewer`: the reviewer changed it first). */
  'submission_approved',
  'submission_rejected',
  /** Your correction report was handled. */
  'correction_handled',
  /** A comment in the review conversation of a submission you are part of. */
  'review_comment',
  /** An operator gave you a role or a grant. */
  'grant_given',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const EMAIL_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

export const NOTIFICATION_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 50,
  /** Most ids one mark-read call takes. */
  maxMarkIds: 200,
} as const;

const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value),
  z.boolean({ error: 'must be true or false' }),
);

/** What to follow: an entry (its content id) or a channel (its menu id). */
export const watchTargetInput = z.object({
  target_kind: z.enum(WATCH_TARGET_KINDS, { error: "must be 'entry' or 'channel'" }),
  target_id: idParam,
});
export type WatchTargetInput = z.infer<typeof watchTargetInput>;

export const pageQuery = z.object({
  page_num: pageNumParam,
  page_size: pageSizeParam(NOTIFICATION_LIMITS.maxPageSize),
});

/** Mark read: the ids given, or every notification of the viewer in the edition (`all`). */
export const markReadBody = z
  .object({
    ids: z.array(idParam).max(NOTIFICATION_LIMITS.maxMarkIds, `at most ${NOTIFICATION_LIMITS.maxMarkIds} ids`).default([]),
    all: flag.default(false),
  })
  .refine((body) => body.all || body.ids.length > 0, { message: 'give ids or all: true', path: ['ids'] });

export const notificationSettingInput = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: 'is not a notification kind' }),
  site: flag,
  email: z.enum(EMAIL_DIGESTS, { error: "must be 'off', 'daily' or 'weekly'" }),
});
export type NotificationSettingInput = z.infer<typeof notificationSettingInput>;

/** Settings set: any of the kinds (others unchanged) and/or the auto-watch switch. */
export const notificationSettingsBody = z.object({
  settings: z
    .array(notificationSettingInput)
    .max(NOTIFICATION_KINDS.length * 2)
    .default([]),
  auto_watch: flag.optional(),
});

/** Whether the viewer follows a target (false for anonymous visitors). */
export interface WatchState {
  target_kind: WatchTargetKind;
  target_id: number;
  watching: boolean;
  /** 'manual' (the star) or 'auto' (they created or edited it); null when not watching. */
  source: 'manual' | 'auto' | null;
}

/** One published change to something the viewer follows, newest first. */
export interface WatchlistItem {
  content_id: number;
  title: string;
  /** The revision's version (of the language `lang`). */
  version: number;
  /** '' for the entry's own language, else the translation's publisher code ('en-us'). */
  lang: string;
  author_id: number | null;
  /** The author's name ('' when unknown; an imported revision's MediaWiki name). */
  author_name: string;
  summary: string;
  time: number;
  /** Why it is listed: the entry is followed, or its channel. */
  via: WatchTargetKind;
  /** The diff link's parts: this version against the one before (0 when this created the entry). */
  diff: { content_id: number; version: number; previous_version: number };
}

export interface WatchlistPage {
  total: number;
  list: WatchlistItem[];
}

/** A followed target, for a "what I follow" list. */
export interface WatchedTarget {
  target_kind: WatchTargetKind;
  target_id: number;
  name: string;
  source: 'manual' | 'auto';
  time: number;
}

/** What a notification's text is made of; fields a kind does not use are null. */
export interface NotificationPayload {
  title: string;
  actor_id: number | null;
  actor_name: string;
  content_id: number | null;
  version: number | null;
  lang: string;
  submission_id: number | null;
  report_id: number | null;
  /** The reviewer's comment, the rejection's reason, the handler's reply, a review comment's excerpt. */
  comment: string;
  /** correction_handled: the report's new status; grant_given: the grant. */
  status: string;
  grant: string;
  changed_by_reviewer: boolean;
  /** review_comment: the module the comment is on ('' for the whole submission). */
  module_id: string;
  /** entry_changed: followed as an entry or through its channel. */
  via: WatchTargetKind | null;
}

export interface NotificationItem extends NotificationPayload {
  id: number;
  kind: NotificationKind;
  created_at: number;
  read: boolean;
}

export interface NotificationPage {
  total: number;
  unread: number;
  list: NotificationItem[];
}

export interface UnreadCount {
  unread: number;
}

export interface MarkReadAnswer {
  marked: number;
  unread: number;
}

export interface NotificationSetting {
  kind: NotificationKind;
  site: boolean;
  email: EmailDigest;
}

export interface NotificationSettings {
  settings: NotificationSetting[];
  /** Follow entries you create or edit (default on). */
  auto_watch: boolean;
}

/**
 * The live stream (server-sent events), GET under the edition's API base (`/api/<app_sn>` +
 * this path), signed in by the session cookie. Events: `unread` with UnreadCount (at once on
 * connecting and after every change), `notification` with a NotificationItem (each new one),
 * a comment line every HEARTBEAT ms. An anonymous visitor gets 401 with the envelope.
 * EventSource reconnects by itself; Last-Event-ID (a notification id) resends the newer ones.
 */
export const NOTIFICATION_STREAM_PATH = '/wapi/notification/stream';
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 15_000;
export type NotificationStreamEvent = { event: 'unread'; data: UnreadCount } | { event: 'notification'; data: NotificationItem };
