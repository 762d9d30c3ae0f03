import { presentCalendarActivity, presentRedPoint } from './calendar-presenter.ts';
import { defineRoute, type ApiRoute } from '../../../api/route.ts';
import { nowSeconds } from '../../../clock.ts';

/** API calls of the calendar area: the activity calendar and red points (no query values). */
export const calendarRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/get_activity_calendar',
    cache: 'public',
    async handler({ edition, services }) {
      const rows = await services.calendar.activities(edition.id, nowSeconds());
      return { list: rows.map(presentCalendarActivity) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/get_red_point_info',
    cache: 'public',
    async handler({ edition, services }) {
      const rows = await services.calendar.redPoints(edition.id, nowSeconds());
      return { list: rows.flatMap(presentRedPoint) };
    },
  }),
];
