import type { CalendarActivity, CalendarList } from '../../../../shared/contract/calendar.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Loads the edition's calendar; a failure is reported and gives empty data (spec sections 4 and 8). */
export async function loadCalendar(appSn: string, report: (message: string, error: unknown) => void = console.error): Promise<CalendarActivity[]> {
  try {
    const data = await apiGet<CalendarList>(appSn, '/v1/get_activity_calendar', {});
    return Array.isArray(data.list) ? data.list : [];
  } catch (error) {
    report('activity calendar failed to load', error);
    return [];
  }
}
