import type { MyReportListAnswer, SessionListAnswer, SessionRevokeAnswer } from '../../../../shared/contract/account-center.ts';
import type { SubmissionListAnswer } from '../../../../shared/contract/contributing.ts';
import type { EntryFavoriteItem, FavoritePage } from '../../../../shared/contract/favorites.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { requestHref, routeAction, settle, useRouteLoad } from '../../../lib/route-data.ts';
import { centerApi } from './center-api.ts';

/** What each section of the personal center loads. */
export interface CenterSections {
  edits: SubmissionListAnswer;
  favorites: FavoritePage<EntryFavoriteItem>;
  reports: MyReportListAnswer;
  sessions: SessionListAnswer;
}

const positive = (value: string | null) => Math.max(1, Number(value) || 1);

/**
 * The personal center route's clientLoader for a section (`?section=…&app_sn=…`, loaded by
 * useCenterSection's fetcher); null for the page itself.
 */
export async function loadCenterSection(request: Request) {
  const url = new URL(request.url);
  const section = url.searchParams.get('section');
  const appSn = url.searchParams.get('app_sn');
  if (!section || !appSn) return null;
  const href = requestHref(request);
  switch (section) {
    case 'edits':
      return { href, state: await settle(() => centerApi.submissions(appSn)) };
    case 'favorites':
      return { href, state: await settle(() => centerApi.favorites(appSn)) };
    case 'reports':
      return { href, state: await settle(() => centerApi.reports(appSn, positive(url.searchParams.get('page')))) };
    case 'sessions':
      return { href, state: await settle(() => centerApi.sessions(appSn)) };
    default:
      return null;
  }
}

export type CenterWrite = { intent: 'revoke'; app_sn: string; session_id: string } | { intent: 'revoke-others'; app_sn: string };

/** The personal center route's clientAction: signing other sessions out. */
export async function centerAction(request: Request) {
  return routeAction(request, (body: CenterWrite): Promise<SessionRevokeAnswer> => (body.intent === 'revoke' ? centerApi.revoke(body.app_sn, body.session_id) : centerApi.revokeOthers(body.app_sn)));
}

/** One section's answer, loaded through the personal center's route (reloaded after its writes). */
export function useCenterSection<K extends keyof CenterSections>(section: K, query: Record<string, string> = {}) {
  const { edition, href } = useWiki();
  return useRouteLoad<CenterSections[K]>(href('account', { section, app_sn: edition.app_sn, ...query }));
}
