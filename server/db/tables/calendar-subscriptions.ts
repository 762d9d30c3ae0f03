import type { Generated } from 'kysely';

/** Kysely types of calendar subscriptions (created by migrations/0006-calendar-subscriptions.ts). */
export interface CalendarSubscriptionTables {
  calendar_subscriptions: CalendarSubscriptionTable;
  calendar_reminders: CalendarReminderTable;
}

/** One activity a user follows in an edition. */
export interface CalendarSubscriptionTable {
  user_id: number;
  edition_id: number;
  activity_id: number;
  created_at: number;
}

/** A user's reminder switch in an edition and the hash of their feed secret. */
export interface CalendarReminderTable {
  user_id: number;
  edition_id: number;
  /** 1 on, 0 off. */
  enabled: Generated<number>;
  /** SHA-256 (hex) of the feed secret; null before one was issued. */
  feed_token_hash: string | null;
  created_at: number;
}
