import type { ClientLoaderFunctionArgs } from 'react-router';
import type { CalendarActivity } from '../../../../shared/contract/calendar.ts';
import { loadPart, neverRevalidate } from '../../../lib/part-data.ts';
import { loadCalendar } from './calendar-data.ts';

/** The activity calendar (`reader-data/calendar`). */
export type CalendarData = CalendarActivity[];

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => loadPart(request, (appSn): Promise<CalendarData> => loadCalendar(appSn));

export const shouldRevalidate = neverRevalidate;
