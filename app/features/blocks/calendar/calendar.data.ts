import type { ClientLoaderFunctionArgs } from 'react-router';
import type { CalendarActivity } from '../../../../shared/contract/calendar.ts';
import { loadPart, neverRevalidate } from '../../../lib/part-data.ts';
import { loadCalendar } from './calendar-data.ts';

/** The activity calendar (`reader-data/calendar?app_sn=…&lang=…`), its titles in the reader's language when `lang` is given. */
export type CalendarData = CalendarActivity[];

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, (appSn, query): Promise<CalendarData> => loadCalendar(appSn, undefined, query.get('lang') || undefined));

export const shouldRevalidate = neverRevalidate;
