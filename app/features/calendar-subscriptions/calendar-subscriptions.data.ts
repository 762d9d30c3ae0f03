import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import * as calendarSubscriptionCalls from '../../../shared/contract/calls/calendar-subscriptions.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, revalidateAfterOwnWrite } from '../../lib/part-data.ts';
import { routeAction } from '../../lib/route-data.ts';

/**
 * The calendar's activities the visitor follows, and their reminders (the feed)
 * (`my-data/calendar-subscriptions?viewer=…`); the bells' and the reminders panel's writes are
 * submitted here.
 */
export interface CalendarSubscriptionsData {
  list: number[];
  state: boolean;
  feed_url: string | null;
}

export type SubscriptionWrite =
  | { intent: 'subscribe' | 'unsubscribe'; app_sn: string; activity_id: number }
  | { intent: 'turn'; app_sn: string; state: boolean }
  | { intent: 'rotate'; app_sn: string };

/** What a subscription write answers, with the write it answers. */
export type SubscriptionWriteAnswer = { intent: 'subscribe' | 'unsubscribe' } | { intent: 'turn' | 'rotate'; feed_url: string | null };

const silent = { silent: true } as const;

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, async (appSn): Promise<CalendarSubscriptionsData> => {
    const [list, state] = await Promise.all([
      callApi(appSn, calendarSubscriptionCalls.list, {}, silent),
      callApi(appSn, calendarSubscriptionCalls.state, {}, silent),
    ]);
    return { list: list.list, state: state.state, feed_url: state.feed_url };
  });

/** The writes, submitted by a fetcher without reloading the page (`defaultShouldRevalidate: false`). */
export const clientAction = ({ request }: ClientActionFunctionArgs) =>
  routeAction(request, async (body: SubscriptionWrite): Promise<SubscriptionWriteAnswer> => {
    switch (body.intent) {
      case 'subscribe':
      case 'unsubscribe':
        await callApi(body.app_sn, calendarSubscriptionCalls.subscribe, { action: body.intent, activity_ids: [body.activity_id] });
        return { intent: body.intent };
      case 'turn':
        return { intent: 'turn', feed_url: (await callApi(body.app_sn, calendarSubscriptionCalls.turn, { state: body.state })).feed_url };
      case 'rotate':
        return { intent: 'rotate', feed_url: (await callApi(body.app_sn, calendarSubscriptionCalls.rotateFeedToken, {})).feed_url };
    }
  });

export const shouldRevalidate = revalidateAfterOwnWrite;
