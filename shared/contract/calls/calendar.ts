import { declareCall, shape } from '../call.ts';
import type { subscribeBody, subscribeTurnBody, CalendarList, FeedToken, RedPointList, SubscribedActivities, SubscriptionState } from '../calendar.ts';

/** The activity calendar and the red points: public, no query values. */
export const calendarCalls = {
  activities: declareCall({ method: 'GET', path: '/v1/get_activity_calendar', auth: 'optional', cache: 'public', types: shape<{ answer: CalendarList }>() }),
  redPoints: declareCall({ method: 'GET', path: '/v1/get_red_point_info', auth: 'optional', cache: 'public', types: shape<{ answer: RedPointList }>() }),
};

/**
 * The signed-in user's calendar subscriptions: the followed activities, the
 * reminder switch and the secret iCalendar feed URL.
 */
export const calendarSubscriptionCalls = {
  list: declareCall({
    method: 'GET',
    path: '/v1/calendar/subscribe_list',
    auth: 'required',
    cache: 'private',
    types: shape<{ answer: SubscribedActivities }>(),
  }),
  /** feed_url is always null here: only the secret's hash is kept, so the URL shows again only by rotating it. */
  state: declareCall({
    method: 'GET',
    path: '/v1/calendar/subscribe_state',
    auth: 'required',
    cache: 'private',
    types: shape<{ answer: SubscriptionState }>(),
  }),
  subscribe: declareCall({
    method: 'POST',
    path: '/v1/calendar/subscribe',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof subscribeBody; answer: SubscribedActivities }>(),
  }),
  turn: declareCall({
    method: 'POST',
    path: '/v1/calendar/subscribe_turn',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof subscribeTurnBody; answer: SubscriptionState }>(),
  }),
  rotateFeedToken: declareCall({ method: 'POST', path: '/v1/calendar/feed_token', auth: 'required', cache: 'private', types: shape<{ answer: FeedToken }>() }),
};
