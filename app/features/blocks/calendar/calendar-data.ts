import type { CalendarActivity } from '../../../../shared/contract/calendar.ts';
import * as calendarCalls from '../../../../shared/contract/calls/calendar.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Loads the edition's calendar, its titles in the reader's language `lang` when given; a failure is reported and gives empty data. */
export async function loadCalendar(
  appSn: string,
  report: (message: string, error: unknown) => void = console.error,
  lang?: string,
): Promise<CalendarActivity[]> {
  try {
    const data = await callApi(appSn, calendarCalls.activities, lang ? { lang } : {});
    return Array.isArray(data.list) ? data.list : [];
  } catch (error) {
    report('activity calendar failed to load', error);
    return [];
  }
}
