import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageView } from '../../../shared/contract/ranking.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useWiki } from '../../lib/wiki-context.tsx';

/** The visit last counted: one count per visit (location key), even if an effect runs twice. */
let lastVisit: { key: string; views: Promise<number | null> } | undefined;

/** Counts one view of the entry through /v1/content/pv; null when the call fails (silently). */
export function countPageView(appSn: string, contentId: number, visitKey: string): Promise<number | null> {
  const key = `${appSn}:${contentId}:${visitKey}`;
  if (lastVisit?.key !== key) {
    lastVisit = {
      key,
      views: apiGet<PageView>(appSn, '/v1/content/pv', { content_id: contentId }, { silent: true }).then(
        (answer) => answer.pv,
        () => null,
      ),
    };
  }
  return lastVisit.views;
}

/**
 * Counts a view of a content entry once its page is in the browser (after hydration, or on
 * arriving by client-side navigation), so page delivery never waits on it. Answers the entry's
 * views once known (null before, or if the call failed).
 */
export function usePageView(contentId: number): number | null {
  const { edition } = useWiki();
  const { key } = useLocation();
  const [views, setViews] = useState<{ contentId: number; pv: number | null } | null>(null);

  useEffect(() => {
    let live = true;
    void countPageView(edition.app_sn, contentId, key).then((pv) => {
      if (live) setViews({ contentId, pv });
    });
    return () => {
      live = false;
    };
  }, [edition.app_sn, contentId, key]);

  return views?.contentId === contentId ? views.pv : null;
}
