import type { Db } from '../../db/database.ts';
import { inbox } from './inbox.ts';
import { notificationSettings } from './settings.ts';
import { watches } from './watches.ts';

/** Watchlists and notifications (issue 32): follows, the watchlist, the inbox and the settings. Written by the subscribers (fan-out.ts, auto-watch.ts). */
export function notificationsService(db: Db) {
  return { watches: watches(db), inbox: inbox(db), settings: notificationSettings(db) };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
