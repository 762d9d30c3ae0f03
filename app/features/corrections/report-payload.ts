import { REPORT_LIMITS } from '../../../shared/limits.ts';

/**
 * What a report is about: the site (footer feedback), an entry page, a content record (by
 * record_id), or a content page through correct_error (by content_id).
 */
export type ReportTarget =
  { kind: 'feedback' } | { kind: 'entry'; entryPageId: number } | { kind: 'record'; recordId: number } | { kind: 'content'; contentId: number };

/** The report_error payload of each variant. */
export function reportPayload(target: ReportTarget, reason: string, imageUrl: string, sourceUrl: string): Record<string, unknown> {
  if (target.kind === 'feedback') return { feedback_type: 3, reason, reason_img_url: imageUrl, source_url: sourceUrl };
  if (target.kind === 'entry') return { entry_page_id: target.entryPageId, content: reason, img_url: imageUrl, source_url: sourceUrl };
  if (target.kind === 'content') return { content_id: target.contentId, content: reason, img_url: imageUrl, source_url: sourceUrl };
  return { content: reason, img_url: imageUrl, record_id: target.recordId, feedback_type: 1, source_url: sourceUrl };
}

/** Why a report may not be sent yet, checked in the spec's order; null when it may. */
export function reportProblem(
  reason: string,
  imageUrl: string,
  rules: { imageRequire: boolean; minLength: number },
): { kind: 'required' } | { kind: 'short'; min: number } | null {
  if (reason.trim() === '' || (rules.imageRequire && imageUrl === '')) return { kind: 'required' };
  const min = Math.max(REPORT_LIMITS.minLength, rules.minLength);
  if (reason.trim().length < min) return { kind: 'short', min };
  return null;
}
