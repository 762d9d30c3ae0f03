import { z } from 'zod';
import { feedUrl } from './feed-route.ts';
import { MAX_SUBSCRIBE_IDS, SUBSCRIBE_ACTIONS } from './subscriptions-service.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../../../api/route.ts';

const subscribeBody = z.object({
  action: z.enum(SUBSCRIBE_ACTIONS, {
    error: `must be one of ${SUBSCRIBE_ACTIONS.join(', ')}`,
  }),
  activity_ids: z
    .array(z.number({ error: 'must be a list of activity ids' }).int('must be whole numbers').positive('must be positive ids'), { error: 'must be a list of activity ids' })
    .max(MAX_SUBSCRIBE_IDS, `at most ${MAX_SUBSCRIBE_IDS} ids`),
});

const turnBody = z.object({
  state: z.boolean({ error: 'must be true or false' }),
});

/** The signed-in user's id (auth: 'required' guarantees one). */
const userIdOf = ({ viewer }: HandlerContext<unknown, unknown>) => viewer!.user.id;

/**
 * Calendar subscriptions of the signed-in user (spec 001 §6-7): the followed activities, the
 * reminder switch and the secret iCalendar feed URL (shown only when a secret is issued).
 */
export const calendarSubscriptionRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/calendar/subscribe_list',
    cache: 'private',
    auth: 'required',
    async handler(context) {
      return {
        list: await context.services.calendarSubscriptions.list(userIdOf(context), context.edition.id),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/calendar/subscribe_state',
    cache: 'private',
    auth: 'required',
    async handler(context) {
      // Only the secret's hash is stored: the URL can be shown again only by rotating it.
      return {
        state: await context.services.calendarSubscriptions.state(userIdOf(context), context.edition.id),
        feed_url: null,
      };
    },
  }),
  defineRoute<unknown, z.infer<typeof subscribeBody>>({
    method: 'POST',
    path: '/v1/calendar/subscribe',
    cache: 'private',
    auth: 'required',
    body: subscribeBody,
    async handler(context) {
      const { body, services, edition } = context;
      return {
        list: await services.calendarSubscriptions.subscribe(userIdOf(context), edition.id, body.action, body.activity_ids),
      };
    },
  }),
  defineRoute<unknown, z.infer<typeof turnBody>>({
    method: 'POST',
    path: '/v1/calendar/subscribe_turn',
    cache: 'private',
    auth: 'required',
    body: turnBody,
    async handler(context) {
      const { body, services, edition, request } = context;
      const { enabled, token } = await services.calendarSubscriptions.turn(userIdOf(context), edition.id, body.state);
      return {
        state: enabled,
        feed_url: token ? feedUrl(request, token) : null,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/calendar/feed_token',
    cache: 'private',
    auth: 'required',
    async handler(context) {
      const token = await context.services.calendarSubscriptions.rotateFeedToken(userIdOf(context), context.edition.id);
      return { feed_url: feedUrl(context.request, token) };
    },
  }),
];
