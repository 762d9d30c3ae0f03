import { declareCall, shape } from '../call.ts';
import type { calendarQuery, CalendarList, RedPointList } from '../calendar.ts';

/** The activity calendar (its titles in the reader's language, lang) and the red points: public. */

export const activities = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/get_activity_calendar',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ query: typeof calendarQuery; answer: CalendarList }>(),
});

export const redPoints = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/get_red_point_info',
  auth: 'optional',
  cache: 'public',
  types: /* @__PURE__ */ shape<{ answer: RedPointList }>(),
});
