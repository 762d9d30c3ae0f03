import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { isIgnored } from '../../lib/api-client.ts';
import { EditionContext, useLayout } from '../../lib/wiki-context.tsx';
import { wikiHref } from '../../lib/wiki-href.ts';
import type { CalendarSubscriptionsData, SubscriptionWrite, SubscriptionWriteAnswer } from './calendar-subscriptions.data.ts';
import { useRouteLoad, type ActionOutcome } from '../../lib/route-data.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';

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
 * The signed-in visitor's calendar subscriptions and reminder state (a fetcher of
 * calendar-subscriptions.data.ts, again after a sign-in or a switch of user, and after each
 * write), and the actions for the bells and the reminders panel: that route's action, one at a time.
 */
export function CalendarSubscriptionsProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const { status, login, user } = useAccount();
  const aid = user?.aid ?? null;
  // Outside an edition (a unit test's render) nothing loads and every action asks for a sign-in.
  const edition = useContext(EditionContext);
  const layout = useLayout();
  const signedIn = status === 'signed-in' && edition !== null;
  const viewer = useSessionViewer();
  const appSn = edition?.app_sn ?? '';
  const dataHref = (what: string, query: Record<string, string> = {}) =>
    wikiHref(edition?.base_path ?? '/', `my-data/${what}`, layout, { app_sn: appSn, ...query });
  const { state } = useRouteLoad<CalendarSubscriptionsData>(signedIn && viewer ? dataHref('calendar-subscriptions', { viewer }) : null);
  const write = useFetcher<ActionOutcome<SubscriptionWriteAnswer>>();
  const busy = write.state !== 'idle';
  // The feed URL is known only from the write that issued its secret (only its hash is stored).
  const [issued, setIssued] = useState<{ aid: number | null; url: string } | null>(null);

  const outcome = write.state === 'idle' ? write.data : undefined;
  useEffect(() => {
    if (!outcome) return;
    if (!outcome.ok) {
      // A failure other than the catalogue's own reactions gets a toast.
      if (!isIgnored(outcome.error)) toast.error(t('calendarSub.failed'));
      return;
    }
    const answer = outcome.data;
    if (!('feed_url' in answer))
      toast.success(t(answer.intent === 'subscribe' ? 'calendarSub.subscribed' : 'calendarSub.unsubscribed'), { id: 'calendar-subscribe' });
    else if (answer.feed_url) setIssued({ aid, url: answer.feed_url });
    // The write's visitor is the one signed in when it answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, t]);

  const loaded = signedIn && state.status === 'ready' ? state.data : null;
  const subscribed = useMemo<ReadonlySet<number>>(() => (loaded ? new Set(loaded.list) : NONE), [loaded]);
  const reminders = loaded?.state ?? false;
  const feedUrl = signedIn ? ((issued?.aid === aid ? issued.url : null) ?? loaded?.feed_url ?? null) : null;
  // A failure leaves the bells off; the calendar itself still shows.
  const ready = signedIn && state.status !== 'loading';

  /** Submits one write at a time; anonymous visitors get the sign-in popup. */
  const run = useCallback(
    (body: SubscriptionWrite) => {
      if (!signedIn) {
        login();
        return;
      }
      if (busy) return;
      void write.submit(body, { method: 'post', encType: 'application/json', action: dataHref('calendar-subscriptions'), defaultShouldRevalidate: false });
    },
    // write.submit and dataHref are the same each render for one edition and layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signedIn, login, busy, appSn, layout],
  );

  const toggle = useCallback(
    (activityId: number) => run({ intent: subscribed.has(activityId) ? 'unsubscribe' : 'subscribe', app_sn: appSn, activity_id: activityId }),
    [run, subscribed, appSn],
  );
  const turn = useCallback((on: boolean) => run({ intent: 'turn', app_sn: appSn, state: on }), [run, appSn]);
  const rotate = useCallback(() => run({ intent: 'rotate', app_sn: appSn }), [run, appSn]);

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
