import type { CalendarActivity } from '../../../../shared/contract/calendar.ts';
import type { CalendarData } from './calendar.data.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useRouteLoad } from '../../../lib/route-data.ts';

export interface CalendarState {
  /** False until the first answer (or failure) after mount; the server renders the loading state. */
  loaded: boolean;
  list: CalendarActivity[];
}

/** The activity calendar, loaded after mount by a fetcher of its data route (calendar.data.ts). */
export function useCalendar(): CalendarState {
  const { edition, href } = useWiki();
  const { state } = useRouteLoad<CalendarData>(href('reader-data/calendar', { app_sn: edition.app_sn }));
  if (state.status === 'loading') return { loaded: false, list: [] };
  return { loaded: true, list: state.status === 'ready' ? state.data : [] };
}
