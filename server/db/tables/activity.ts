import type { Generated } from 'kysely';

/** Kysely types of the activity outbox, watches and notifications (created by migrations/0024-activity.ts). */
export interface ActivityTables {
  activities: ActivityTable;
  activity_cursors: ActivityCursorTable;
  watches: WatchTable;
  notifications: NotificationTable;
  notification_settings: NotificationSettingTable;
}

/** One thing that happened; payload is the JSON of server/activity/activity.ts's Activity. */
export interface ActivityTable {
  id: Generated<number>;
  edition_id: number;
  kind: string;
  actor_id: number | null;
  payload: string;
  created_at_ms: number;
}

/** How far the subscriber `name` has read activities (ids ≤ last_id are done). */
export interface ActivityCursorTable {
  name: string;
  last_id: Generated<number>;
}

/** An entry ('entry', a content id) or channel ('channel', a menu id) a user follows. */
export interface WatchTable {
  user_id: number;
  edition_id: number;
  target_kind: string;
  target_id: number;
  /** 'manual' (the star) or 'auto' (they created or edited it). */
  source: Generated<string>;
  created_at: number;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  edition_id: number;
  kind: string;
  activity_id: number;
  /** JSON: what the inbox shows (titles, names, comment), fixed when it was made. */
  payload: string;
  created_at_ms: number;
  read_at_ms: number | null;
}

/** A user's choice for one notification kind in an edition; no row is the default (site on, e-mail off). */
export interface NotificationSettingTable {
  user_id: number;
  edition_id: number;
  kind: string;
  site: Generated<number>;
  /** 'off', 'daily' or 'weekly'. */
  email: Generated<string>;
}
