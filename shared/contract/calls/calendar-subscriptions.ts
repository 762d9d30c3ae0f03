import { declareCall, shape } from '../call.ts';
import type { subscribeBody, subscribeTurnBody, FeedToken, SubscribedActivities, SubscriptionState } from '../calendar.ts';

/**
 * The signed-in user's calendar subscriptions: the followed activities, the
 * reminder switch and the secret iCalendar feed URL.
 */

export const list = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/calendar/subscribe_list',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: SubscribedActivities }>(),
});

/** feed_url is always null here: only the secret's hash is kept, so the URL shows again only by rotating it. */
export const state = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/calendar/subscribe_state',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: SubscriptionState }>(),
});

export const subscribe = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/calendar/subscribe',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof subscribeBody; answer: SubscribedActivities }>(),
});

export const turn = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/calendar/subscribe_turn',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof subscribeTurnBody; answer: SubscriptionState }>(),
});

export const rotateFeedToken = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/calendar/feed_token',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: FeedToken }>(),
});
