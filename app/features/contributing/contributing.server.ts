import { data, type AppLoadContext } from 'react-router';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';

/** Who may open the review pages: 'login' (anonymous), 'forbidden' (no AUDIT) or 'ok'. */
export type ReviewAccess = 'login' | 'forbidden' | 'ok';

/** AUDIT holders in good standing review and roll back (ADMIN implies every permission): `can` 'review-submissions'. The API decides again on every call. */
export async function reviewAccess(context: AppLoadContext, edition: Edition): Promise<ReviewAccess> {
  const viewer = await context.viewer(edition.id);
  if (!viewer) return 'login';
  return viewer.can('review-submissions') ? 'ok' : 'forbidden';
}

/**
 * The review pages' loader: their lists load in the browser through the API, but who may see
 * them is decided here first, so a visitor without AUDIT gets the no-permission state from the
 * first paint with a 401 or 403 status.
 */
export async function loadReviewAccess<T extends object>(context: AppLoadContext, edition: Edition, extra: T) {
  const access = await reviewAccess(context, edition);
  const status = access === 'login' ? 401 : access === 'forbidden' ? 403 : 200;
  return data({ access, ...extra }, { status });
}
