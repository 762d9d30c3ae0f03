import { useLocation } from 'react-router';
import type { PageViews } from './page-view.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { useWiki } from '../../lib/wiki-context.tsx';

/**
 * Counts a view of a content entry once its page is in the browser (after hydration, or on
 * arriving by client-side navigation), so page delivery never waits on it: a fetcher of its data
 * route (page-view.data.ts), once per visit (the location key). Answers the entry's views once known
 * (null before, or if the call failed).
 */
export function usePageView(contentId: number): number | null {
  const { edition, href } = useWiki();
  const { key } = useLocation();
  const { state } = useRouteLoad<PageViews>(href('reader-data/page-view', { app_sn: edition.app_sn, content_id: String(contentId), visit: key }));
  return state.status === 'ready' ? state.data : null;
}
