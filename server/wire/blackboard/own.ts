import type { AnswerOf, ApiCall } from '../../../shared/contract/call.ts';
import type { AnyCallContext, ImplementedCall } from '../../api/route.ts';
import { channelRoutes } from '../../domains/channels/channels-routes.ts';
import { contentListRoutes } from '../../domains/content/content-lists-routes.ts';
import { contentRoutes } from '../../domains/content/content-routes.ts';
import { homeAggregateRoutes } from '../../domains/home/home-aggregate-routes.ts';
import { homeRoutes } from '../../domains/home/home-routes.ts';
import { calendarRoutes } from '../../domains/living/calendar/calendar-routes.ts';
import { mediaRoutes } from '../../domains/media/media-routes.ts';

/** The calls the blackboard mount reshapes, as our own mount implements them. */
const ownRoutes: ImplementedCall[] = [
  ...homeRoutes,
  ...homeAggregateRoutes,
  ...channelRoutes,
  ...contentRoutes,
  ...contentListRoutes,
  ...mediaRoutes,
  ...calendarRoutes,
];

/**
 * A call's own handler (our mount's answer), given a context whose input is already in our ids:
 * the blackboard variants reshape what it answers instead of answering anew.
 */
export function own<C extends ApiCall>(call: C): (context: AnyCallContext) => Promise<AnswerOf<C>> {
  const route = ownRoutes.find((candidate) => candidate.call === call);
  if (!route) throw new Error(`no implementation of ${call.method} ${call.path}`);
  return (context) => route.handler(context);
}
