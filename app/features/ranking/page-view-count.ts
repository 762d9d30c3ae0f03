import * as rankingCalls from '../../../shared/contract/calls/ranking.ts';
import { callApi } from '../../lib/api-client.ts';

/** The visit last counted: one count per visit (location key), however often it is asked. */
let lastVisit: { key: string; views: Promise<number | null> } | undefined;

/** Counts one view of the entry through /v1/content/pv; null when the call fails (silently). */
export function countPageView(appSn: string, contentId: number, visitKey: string): Promise<number | null> {
  const key = `${appSn}:${contentId}:${visitKey}`;
  if (lastVisit?.key !== key) {
    lastVisit = {
      key,
      views: callApi(appSn, rankingCalls.pageView, { content_id: contentId }, { silent: true }).then(
        (answer) => answer.pv,
        () => null,
      ),
    };
  }
  return lastVisit.views;
}
