import { useEffect, useState } from 'react';
import type { CalendarActivity, CalendarList } from '../../../../shared/contract/calendar.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';

export interface CalendarState {
  /** False until the first answer (or failure) after mount; the server renders the loading state. */
  loaded: boolean;
  list: CalendarActivity[];
}

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

/** The activity calendar, loaded on mount. */
export function useCalendar(): CalendarState {
  const { edition } = useWiki();
  const [state, setState] = useState<CalendarState>({ loaded: false, list: [] });
  useEffect(() => {
    let live = true;
    void loadCalendar(edition.app_sn).then((list) => {
      if (live) setState({ loaded: true, list });
    });
    return () => {
      live = false;
    };
  }, [edition.app_sn]);
  return state;
}
