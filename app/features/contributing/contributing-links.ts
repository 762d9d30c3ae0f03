import { can } from '../../../shared/policy/can.ts';
import type { DraftSummary, SubmissionWire } from '../../../shared/contract/contributing.ts';

/** Where a link goes inside the edition: a path under the base and its query. */
export interface WikiTarget {
  path: string;
  query: Record<string, string>;
}

/**
 * Continuing a draft opens the editor: an existing entry's draft at /editor/{id}, a new entry's
 * draft at /words/create in its channel (menuId). draft_id tells the editor which draft to load.
 */
export function continueDraftTarget(draft: Pick<DraftSummary, 'draft_id' | 'entry_page_id' | 'menu_id'> & { lang?: string }): WikiTarget {
  const draftId = String(draft.draft_id);
  // A translation's draft opens the translate mode in its language (issue 31).
  if (draft.entry_page_id > 0)
    return { path: `editor/${draft.entry_page_id}`, query: draft.lang ? { draft_id: draftId, lang: draft.lang } : { draft_id: draftId } };
  return { path: 'words/create', query: { menuId: String(draft.menu_id), draft_id: draftId } };
}

/** The published entry a submission belongs to, once it exists (a new entry's only after approval). */
export function submissionEntryPath(submission: Pick<SubmissionWire, 'entry_page_id'>): string | null {
  return submission.entry_page_id > 0 ? `content/${submission.entry_page_id}/detail` : null;
}

/**
 * Who may review submissions and roll back: `can` 'review-submissions' (AUDIT; ADMIN implies
 * every permission). The browser knows only signed-in accounts in good standing (a session of
 * any other ends), and the server decides again on every call.
 */
export function isReviewer(permissions: readonly string[]): boolean {
  return can({ user: { status: 'active' }, permissions }, 'review-submissions');
}

/** A positive whole id from a route or query value, else null. */
export function idFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
