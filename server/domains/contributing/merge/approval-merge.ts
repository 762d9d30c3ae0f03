import { entryDocSchema, type EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { MergeResolutions } from '../../../../shared/contract/merge-conflicts.ts';
import { DomainError } from '../../domain-error.ts';
import { conflictLabel } from '../doc-merge.ts';
import { mergeEntryDocs } from './doc-three-way.ts';

const quoted = (items: string[]) => items.map((item) => JSON.stringify(item)).join(', ');

/**
 * What approving a submission made against `baseVersion` publishes: its changes merged onto the
 * page as it is now with the reviewer's resolutions. Refused, with nothing written, while a
 * conflict has no resolution, when a resolution names no conflict of this merge (the page moved
 * since the reviewer looked: the conflicts are computed again and shown anew), when an edited
 * text is given for a conflict that is not a text, or when the result would not be a valid page.
 * `changedByReviewer`: a resolution kept the page's version or the reviewer's own text where the
 * submission said otherwise.
 */
export function approvalMerge(
  base: EntryDoc,
  current: EntryDoc,
  submitted: EntryDoc,
  baseVersion: number,
  resolutions: MergeResolutions = {},
): { doc: EntryDoc; changedByReviewer: boolean } {
  const outcome = mergeEntryDocs(base, current, submitted, new Map(Object.entries(resolutions)));
  if (outcome.stale.length > 0) {
    throw new DomainError(
      'conflict',
      `resolutions: ${quoted(outcome.stale)} ${outcome.stale.length === 1 ? 'is' : 'are'} no conflict of this submission now (the page changed since); reload the submission and resolve its conflicts again`,
    );
  }
  if (outcome.misfits.length > 0) {
    throw new DomainError('invalid', `resolutions.${outcome.misfits[0]}: an edited text is only for a text conflict; take 'current' or 'submitted'`);
  }
  if (outcome.unresolved.length > 0) {
    const names = [...new Set(outcome.unresolved.map((conflict) => conflictLabel(conflict, submitted, current, base)))];
    throw new DomainError(
      'conflict',
      `changed on the page since version ${baseVersion}: ${quoted(names)}; resolve each conflict (resolutions: ${outcome.unresolved.length} without one) or reject this submission`,
    );
  }
  const checked = entryDocSchema.safeParse(outcome.doc);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new DomainError('invalid', `resolutions: the merged page would not be valid (${issue.path.join('.')}: ${issue.message})`);
  }
  const changedByReviewer = outcome.conflicts.some((conflict) => conflict.resolution !== undefined && conflict.resolution !== 'submitted');
  return { doc: checked.data, changedByReviewer };
}
