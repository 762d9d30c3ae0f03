import { presentCalendarActivity, presentRedPoint } from './calendar-presenter.ts';
import * as calendarCalls from '../../../../shared/contract/calls/calendar.ts';
import { calendarQuery } from '../../../../shared/contract/calendar.ts';
import { implement, type ImplementedCall } from '../../../api/route.ts';
import { nowSeconds } from '../../../clock.ts';

/** API calls of the calendar area: the activity calendar and red points (no query values). */
export const calendarRoutes: ImplementedCall[] = [
  implement(calendarCalls.activities, {
    // lang is read by the API's content choice (server/api/wire-language.ts), as on every call.
    query: calendarQuery,
    async handler({ edition, services, content }) {
      const rows = await services.contentTexts.titled(edition, content.wanted, 'activity', await services.calendar.activities(edition.id, nowSeconds()));
      return { list: rows.map(presentCalendarActivity) };
    },
  }),
  implement(calendarCalls.redPoints, {
    async handler({ edition, services }) {
      const rows = await services.calendar.redPoints(edition.id, nowSeconds());
      return { list: rows.flatMap(presentRedPoint) };
    },
  }),
];
