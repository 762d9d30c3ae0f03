import { declareCall, shape } from '../call.ts';
import type {
  markReadBody,
  notificationSettingsBody,
  pageQuery,
  watchTargetInput,
  MarkReadAnswer,
  NotificationPage,
  NotificationSettings,
  UnreadCount,
  WatchedTarget,
  WatchlistPage,
  WatchState,
} from '../notifications.ts';

/**
 * Watchlists and notifications (issue 32), under wapi/notification/...: follow and unfollow an
 * entry or a channel, the follow state, the watchlist (recent published changes to what is
 * followed), the inbox, the unread count, mark read, and the settings. Everything is personal;
 * the follow state and the unread count answer anonymous visitors (false, 0) instead of asking
 * them to log in. The live stream is NOTIFICATION_STREAM_PATH (server-sent events, not a call).
 */

export const watch = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/notification/watch',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof watchTargetInput; answer: WatchState }>(),
});

export const unwatch = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/notification/unwatch',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof watchTargetInput; answer: WatchState }>(),
});

export const watchState = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/notification/watch_state',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof watchTargetInput; answer: WatchState }>(),
});

/** Recent published changes to followed entries and channels, newest first. */
export const watchlist = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/notification/watchlist',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof pageQuery; answer: WatchlistPage }>(),
});

/** What the viewer follows, newest follow first. */
export const watched = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/notification/watched',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof pageQuery; answer: { total: number; list: WatchedTarget[] } }>(),
});

/** The inbox, newest first. */
export const list = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/notification/list',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof pageQuery; answer: NotificationPage }>(),
});

export const unreadCount = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/notification/unread_count',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: UnreadCount }>(),
});

export const markRead = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/notification/mark_read',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof markReadBody; answer: MarkReadAnswer }>(),
});

export const settings = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/notification/settings',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: NotificationSettings }>(),
});

/** Changes the kinds given (others unchanged) and/or the auto-watch switch; answers all settings. */
export const setSettings = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/notification/set_settings',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof notificationSettingsBody; answer: NotificationSettings }>(),
});
