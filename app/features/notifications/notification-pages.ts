import type { NotificationPage, WatchedTarget, WatchlistPage, WatchTargetKind } from '../../../shared/contract/notifications.ts';
import type { ApiData } from '../../lib/route-data.ts';

/** Page sizes of the inbox, the watchlist's changes and its list of what is watched. */
export const INBOX_PAGE_SIZE = 20;
export const WATCHLIST_PAGE_SIZE = 20;
export const WATCHED_PAGE_SIZE = 20;

/** A page number (?page), from 1. */
export const pageOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/** The inbox as the route's server loader read it. */
export interface InboxData {
  page: number;
  list: ApiData<NotificationPage>;
}

/** The watchlist page as the route's server loader read it. */
export interface WatchlistData {
  page: number;
  watchedPage: number;
  changes: ApiData<WatchlistPage>;
  watched: ApiData<{ total: number; list: WatchedTarget[] }>;
}

/** The writes of the inbox and watchlist routes' actions. */
export type NotificationPageWrite =
  { intent: 'mark-all' } | { intent: 'mark-read'; ids: number[] } | { intent: 'unwatch'; target_kind: WatchTargetKind; target_id: number };

/** How many pages `total` items fill. */
export const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
