import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { apiGet, apiPost, isIgnored } from '../../lib/api-client.ts';

/** Answers of the subscription calls (server/api/routes/calendar-subscriptions.ts). */
interface ListAnswer {
  list: number[];
}
interface StateAnswer {
  state: boolean;
  feed_url: string | null;
}

export interface CalendarSubscriptions {
  /** The visitor is signed in and their subscriptions have arrived. */
  ready: boolean;
  subscribed: ReadonlySet<number>;
  /** Reminders (the feed) on. */
  reminders: boolean;
  /** The feed URL, known only right after a secret was issued (only its hash is stored). */
  feedUrl: string | null;
  /** A call is under way (buttons wait). */
  busy: boolean;
  /** Follows or stops following an activity; anonymous visitors get the sign-in popup. */
  toggle(activityId: number): void;
  /** Turns reminders on or off; anonymous visitors get the sign-in popup. */
  turn(on: boolean): void;
  /** Issues a new feed secret (the old URL stops working) and shows its URL. */
  rotate(): void;
}

const NONE: ReadonlySet<number> = new Set();

const FALLBACK: CalendarSubscriptions = {
  ready: false,
  subscribed: NONE,
  reminders: false,
  feedUrl: null,
  busy: false,
  toggle: () => {},
  turn: () => {},
  rotate: () => {},
};

const SubscriptionsContext = createContext<CalendarSubscriptions>(FALLBACK);

export const useCalendarSubscriptions = () => useContext(SubscriptionsContext);

/**
 * Loads the signed-in visitor's calendar subscriptions and reminder state (again after a
 * sign-in or a switch of user) and offers the actions to the bells and the reminders panel.
 */
export function CalendarSubscriptionsProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const account = useAccount();
  const { appSn, status, login } = account;
  const aid = account.user?.aid ?? null;
  const [subscribed, setSubscribed] = useState<ReadonlySet<number>>(NONE);
  const [reminders, setReminders] = useState(false);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    setSubscribed(NONE);
    setReminders(false);
    setFeedUrl(null);
    setReady(false);
    if (status !== 'signed-in' || !appSn) return;
    let live = true;
    Promise.all([
      apiGet<ListAnswer>(appSn, '/v1/calendar/subscribe_list', {}, { silent: true }),
      apiGet<StateAnswer>(appSn, '/v1/calendar/subscribe_state', {}, { silent: true }),
    ]).then(
      ([list, state]) => {
        if (!live) return;
        setSubscribed(new Set(list.list));
        setReminders(state.state);
        setFeedUrl(state.feed_url);
        setReady(true);
      },
      () => {
        // A failure leaves the bells off; the calendar itself still shows.
        if (live) setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [appSn, status, aid]);

  /** Runs one call at a time; failures other than the catalogue's own reactions get a toast. */
  const run = useCallback(
    async (work: (sn: string) => Promise<void>) => {
      if (status !== 'signed-in' || !appSn) {
        login();
        return;
      }
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        await work(appSn);
      } catch (error) {
        if (!isIgnored(error)) toast.error(t('calendarSub.failed'));
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [appSn, status, login, t],
  );

  const toggle = useCallback(
    (activityId: number) =>
      void run(async (sn) => {
        const action = subscribed.has(activityId) ? 'unsubscribe' : 'subscribe';
        const answer = await apiPost<ListAnswer>(sn, '/v1/calendar/subscribe', {
          action,
          activity_ids: [activityId],
        });
        setSubscribed(new Set(answer.list));
        toast.success(t(action === 'subscribe' ? 'calendarSub.subscribed' : 'calendarSub.unsubscribed'), { id: 'calendar-subscribe' });
      }),
    [run, subscribed, t],
  );

  const turn = useCallback(
    (on: boolean) =>
      void run(async (sn) => {
        const answer = await apiPost<StateAnswer>(sn, '/v1/calendar/subscribe_turn', { state: on });
        setReminders(answer.state);
        if (answer.feed_url) setFeedUrl(answer.feed_url);
      }),
    [run],
  );

  const rotate = useCallback(
    () =>
      void run(async (sn) => {
        const answer = await apiPost<{ feed_url: string }>(sn, '/v1/calendar/feed_token', {});
        setFeedUrl(answer.feed_url);
      }),
    [run],
  );

  const value = useMemo(
    () => ({
      ready,
      subscribed,
      reminders,
      feedUrl,
      busy,
      toggle,
      turn,
      rotate,
    }),
    [ready, subscribed, reminders, feedUrl, busy, toggle, turn, rotate],
  );
  return <SubscriptionsContext.Provider value={value}>{children}</SubscriptionsContext.Provider>;
}
