import { useState } from 'react';
import type { MyReportListAnswer, SessionListAnswer } from '../../../../shared/contract/account-center.ts';
import type { SubmissionListAnswer } from '../../../../shared/contract/contributing.ts';
import type { EntryFavoriteItem, FavoritePage } from '../../../../shared/contract/favorites.ts';
import { useRouteLoad, type ApiData } from '../../../lib/route-data.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';

/** How many of each the personal center shows before its "see all" link. */
export const CENTER_PREVIEW_SIZE = 5;

/** What each section of the personal center loads. */
export interface CenterSections {
  edits: SubmissionListAnswer;
  favorites: FavoritePage<EntryFavoriteItem>;
  reports: MyReportListAnswer;
  sessions: SessionListAnswer;
}

export type CenterSection = keyof CenterSections;

export const CENTER_SECTIONS = ['edits', 'favorites', 'reports', 'sessions'] as const satisfies readonly CenterSection[];

/** The sections as the route's server loader read them for the page (center.server.ts loadCenter); null: not signed in when it ran. */
export type CenterData = { [K in CenterSection]: ApiData<CenterSections[K]> } | null;

/** The personal center route's action: signing a session out (this one too), or every other one. */
export type CenterWrite = { intent: 'revoke'; app_sn: string; session_id: string } | { intent: 'revoke-others'; app_sn: string };

const LOADING = { status: 'loading' } as const;

/**
 * One section's answer: the page's own (`initial`, read by the route's server loader with the
 * page, and again after its writes), until the section asks for itself (a retry, another page of
 * my reports: `query`) through a fetcher of the route's loader (`account?section=…`), which the
 * router also reloads after the page's writes. Each section keeps its own loading and failure.
 */
export function useCenterSection<K extends CenterSection>(
  section: K,
  initial: ApiData<CenterSections[K]> | undefined,
  query: Record<string, string> | null = null,
) {
  const { href } = useWiki();
  const [own, setOwn] = useState(false);
  const ownHref = own || query ? href('account', { section, ...query }) : null;
  const load = useRouteLoad<CenterSections[K]>(ownHref);
  if (ownHref) return load;
  return { state: initial ?? LOADING, reload: () => setOwn(true) };
}
