import { data, type AppLoadContext } from 'react-router';
import * as notificationCalls from '../../../shared/contract/calls/notifications.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { serverRead, serverWrite } from '../../lib/service-call.server.ts';
import {
  INBOX_PAGE_SIZE,
  pageOf,
  WATCHED_PAGE_SIZE,
  WATCHLIST_PAGE_SIZE,
  type InboxData,
  type NotificationPageWrite,
  type WatchlistData,
} from './notification-pages.ts';

// ---- The inbox's and the watchlist's reads and writes on the server: their declared API calls,
// run for the page's visitor (app/lib/service-call.server.ts, decision 028).

/** The inbox's page (?page), newest first; null when signed out. */
export async function loadInbox(context: AppLoadContext, edition: Edition, url: URL): Promise<InboxData | null> {
  if (!(await context.viewer(edition.id))) return null;
  const page = pageOf(url.searchParams.get('page'));
  return { page, list: await serverRead(context, edition.app_sn, notificationCalls.list, { page_num: page, page_size: INBOX_PAGE_SIZE }) };
}

/** The watchlist's page of changes (?page) and the page of what is watched (?watched_page); null when signed out. */
export async function loadWatchlist(context: AppLoadContext, edition: Edition, url: URL): Promise<WatchlistData | null> {
  if (!(await context.viewer(edition.id))) return null;
  const page = pageOf(url.searchParams.get('page'));
  const watchedPage = pageOf(url.searchParams.get('watched_page'));
  const [changes, watched] = await Promise.all([
    serverRead(context, edition.app_sn, notificationCalls.watchlist, { page_num: page, page_size: WATCHLIST_PAGE_SIZE }),
    serverRead(context, edition.app_sn, notificationCalls.watched, { page_num: watchedPage, page_size: WATCHED_PAGE_SIZE }),
  ]);
  return { page, watchedPage, changes, watched };
}

/** Mark read (some or all) and unwatch, on the server; the router then reloads the page's data. */
export function notificationPageWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const write = body as NotificationPageWrite;
  switch (write.intent) {
    case 'mark-all':
      return serverWrite(context, edition.app_sn, notificationCalls.markRead, { all: true });
    case 'mark-read':
      return serverWrite(context, edition.app_sn, notificationCalls.markRead, { ids: write.ids });
    case 'unwatch':
      return serverWrite(context, edition.app_sn, notificationCalls.unwatch, { target_kind: write.target_kind, target_id: write.target_id });
    default:
      throw data('unknown intent', { status: 400 });
  }
}
