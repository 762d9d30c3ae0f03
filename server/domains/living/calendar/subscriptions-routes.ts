import * as calendarSubscriptionCalls from '../../../../shared/contract/calls/calendar-subscriptions.ts';
import { subscribeBody, subscribeTurnBody } from '../../../../shared/contract/calendar.ts';
import { feedUrl } from './feed-route.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';

/**
 * Calendar subscriptions of the signed-in user: the followed activities, the
 * reminder switch and the secret iCalendar feed URL (shown only when a secret is issued).
 */
export const calendarSubscriptionRoutes: ImplementedCall[] = [
  implement(calendarSubscriptionCalls.list, {
    async handler({ services, edition, viewer }) {
      return { list: await services.calendarSubscriptions.list(viewer.user.id, edition.id) };
    },
  }),
  implement(calendarSubscriptionCalls.state, {
    async handler({ services, edition, viewer }) {
      // Only the secret's hash is stored: the URL can be shown again only by rotating it.
      return { state: await services.calendarSubscriptions.state(viewer.user.id, edition.id), feed_url: null };
    },
  }),
  implement(calendarSubscriptionCalls.subscribe, {
    body: subscribeBody,
    async handler({ body, services, edition, viewer }) {
      return { list: await services.calendarSubscriptions.subscribe(viewer.user.id, edition.id, body.action, body.activity_ids) };
    },
  }),
  implement(calendarSubscriptionCalls.turn, {
    body: subscribeTurnBody,
    async handler({ body, services, edition, request, viewer }) {
      const { enabled, token } = await services.calendarSubscriptions.turn(viewer.user.id, edition.id, body.state);
      return { state: enabled, feed_url: token ? feedUrl(request, token) : null };
    },
  }),
  implement(calendarSubscriptionCalls.rotateFeedToken, {
    async handler({ services, edition, request, viewer }) {
      const token = await services.calendarSubscriptions.rotateFeedToken(viewer.user.id, edition.id);
      return { feed_url: feedUrl(request, token) };
    },
  }),
];
