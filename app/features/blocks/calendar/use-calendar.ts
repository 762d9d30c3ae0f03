import type { CalendarActivity } from '../../../../shared/contract/calendar.ts';
import { LANGUAGE_QUERY, languageFromCookies } from '../../../../shared/language.ts';
import type { CalendarData } from './calendar.data.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useRouteLoad } from '../../../lib/route-data.ts';

export interface CalendarState {
  /** False until the first answer (or failure) after mount; the server renders the loading state. */
  loaded: boolean;
  list: CalendarActivity[];
}

/**
 * The reader's language as the browser knows it (?lang, else the almanac_lang cookie); undefined
 * on the server and when the reader chose none (the edition's source is then read).
 */
function readerLanguage(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URL(window.location.href).searchParams.get(LANGUAGE_QUERY) || languageFromCookies(document.cookie) || undefined;
}

/** The activity calendar, loaded after mount by a fetcher of its data route (calendar.data.ts), in the reader's language. */
export function useCalendar(): CalendarState {
  const { edition, href } = useWiki();
  const lang = readerLanguage();
  const { state } = useRouteLoad<CalendarData>(href('reader-data/calendar', { app_sn: edition.app_sn, ...(lang ? { lang } : {}) }));
  if (state.status === 'loading') return { loaded: false, list: [] };
  return { loaded: true, list: state.status === 'ready' ? state.data : [] };
}
