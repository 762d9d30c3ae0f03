import { useEffect, useSyncExternalStore } from 'react';
import * as notificationCalls from '../../../shared/contract/calls/notifications.ts';
import { NOTIFICATION_STREAM_PATH, type NotificationItem, type UnreadCount } from '../../../shared/contract/notifications.ts';
import { callApi } from '../../lib/api-client.ts';

/**
 * The signed-in visitor's unread count, live (issue 32): one server-sent event stream per
 * browser and account (NOTIFICATION_STREAM_PATH), shared by the tabs. A tab that holds the Web
 * Lock of the account opens the stream and hands what it hears to the other tabs over a
 * BroadcastChannel (so ten open tabs keep one connection, not ten of a browser's six per host);
 * when it closes, another tab takes the lock and opens its own. The others ask the holder for the
 * count when they start, and read it once from the API if nobody answers. EventSource reconnects
 * by itself after a dropped connection; a refused one (signed out, 401) is tried again later,
 * slower each time. The stream is opened after hydration, so it never delays the first paint,
 * and closed when the visitor signs out (the bell that asked for it unmounts).
 */

type Message = { type: 'unread'; unread: number } | { type: 'notification'; item: NotificationItem } | { type: 'ask' };

/** A refused stream is tried again after this, doubled each time up to RETRY_MAX_MS. */
const RETRY_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;
/** A tab that got no count from the tab holding the stream reads it from the API after this. */
const ASK_TIMEOUT_MS = 1_500;

interface Snapshot {
  /** `${app_sn}:${aid}` the count is of. */
  key: string;
  unread: number | null;
}

let snapshot: Snapshot = { key: '', unread: null };
const listeners = new Set<() => void>();
/** Hears a new notification; `fromStream` is true in the one tab that holds the stream (false in the others it was passed to). */
export type NotificationListener = (item: NotificationItem, fromStream: boolean) => void;
const notificationListeners = new Set<NotificationListener>();

function setUnread(key: string, unread: number) {
  if (snapshot.key === key && snapshot.unread === unread) return;
  snapshot = { key, unread };
  for (const listener of listeners) listener();
}

class Connection {
  private source: EventSource | null = null;
  private channel: BroadcastChannel | null = null;
  private lockAbort = new AbortController();
  private releaseLock: (() => void) | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private askTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = RETRY_MS;
  private holder = false;
  private closed = false;

  constructor(
    readonly appSn: string,
    readonly key: string,
  ) {}

  start() {
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(`almanac-notifications:${this.key}`);
      this.channel.onmessage = (event: MessageEvent<Message>) => this.hear(event.data);
    }
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks || !this.channel) {
      this.hold();
      return;
    }
    locks
      .request(`almanac-notification-stream:${this.key}`, { signal: this.lockAbort.signal }, () => {
        if (this.closed) return undefined;
        this.hold();
        return new Promise<void>((resolve) => (this.releaseLock = resolve));
      })
      .catch(() => {
        // Aborted on close: nothing to do.
      });
    // Until the lock is ours (or forever, when another tab holds it): the holder's count.
    this.post({ type: 'ask' });
    this.askTimer = setTimeout(() => {
      if (!this.closed && snapshot.key === this.key && snapshot.unread !== null) return;
      if (!this.closed && !this.holder) void this.readOnce();
    }, ASK_TIMEOUT_MS);
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.askTimer);
    this.source?.close();
    this.source = null;
    this.lockAbort.abort();
    this.releaseLock?.();
    this.channel?.close();
    this.channel = null;
  }

  /** The count read once from the API (a tab that does not hold the stream and heard nothing). */
  private async readOnce() {
    try {
      const answer = await callApi(this.appSn, notificationCalls.unreadCount, {}, { silent: true });
      if (!this.closed) setUnread(this.key, answer.unread);
    } catch {
      // The next broadcast brings it.
    }
  }

  private post(message: Message) {
    this.channel?.postMessage(message);
  }

  private hear(message: Message) {
    if (message.type === 'ask') {
      if (this.holder && snapshot.key === this.key && snapshot.unread !== null) this.post({ type: 'unread', unread: snapshot.unread });
    } else if (message.type === 'unread') {
      setUnread(this.key, message.unread);
    } else {
      for (const listener of notificationListeners) listener(message.item, false);
    }
  }

  /** This tab holds the stream: open it. */
  private hold() {
    if (this.closed) return;
    this.holder = true;
    this.open();
  }

  private open() {
    if (this.closed || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/${this.appSn}${NOTIFICATION_STREAM_PATH}`, { withCredentials: true });
    this.source = source;
    source.addEventListener('open', () => {
      this.retryMs = RETRY_MS;
    });
    source.addEventListener('unread', (event: MessageEvent<string>) => {
      const data = parse<UnreadCount>(event.data);
      if (!data) return;
      setUnread(this.key, data.unread);
      this.post({ type: 'unread', unread: data.unread });
    });
    source.addEventListener('notification', (event: MessageEvent<string>) => {
      const item = parse<NotificationItem>(event.data);
      if (!item) return;
      for (const listener of notificationListeners) listener(item, true);
      this.post({ type: 'notification', item });
    });
    source.addEventListener('error', () => {
      // CONNECTING: the browser reconnects by itself (a dropped connection). CLOSED: refused.
      if (source.readyState !== EventSource.CLOSED || this.closed) return;
      source.close();
      this.retryTimer = setTimeout(() => this.open(), this.retryMs);
      this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
    });
  }
}

function parse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

let connection: Connection | null = null;
let users = 0;

/** Opens the stream of this account (one for every component that asks), closing another account's. */
function connect(appSn: string, key: string): () => void {
  if (connection?.key !== key) {
    connection?.close();
    connection = new Connection(appSn, key);
    connection.start();
  }
  users += 1;
  return () => {
    users -= 1;
    if (users === 0) {
      connection?.close();
      connection = null;
    }
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The unread count of the signed-in visitor (aid '' when nobody is: no stream, null), or null
 * until the stream or the tab holding it answered. The server's render and the hydration read null.
 */
export function useUnreadCount(appSn: string, aid: string): number | null {
  const key = aid ? `${appSn}:${aid}` : '';
  useEffect(() => (key ? connect(appSn, key) : undefined), [appSn, key]);
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
  return key && current?.key === key ? current.unread : null;
}

/** A count the page learnt from a write (mark read), before the stream says it. */
export function knowUnread(appSn: string, aid: string, unread: number) {
  if (aid) setUnread(`${appSn}:${aid}`, unread);
}

/** Hears each new notification that arrives live (the inbox shows it at once). */
export function useNewNotifications(listener: NotificationListener) {
  useEffect(() => {
    notificationListeners.add(listener);
    return () => void notificationListeners.delete(listener);
  }, [listener]);
}
