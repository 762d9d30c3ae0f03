import type { MergeResolutions } from '../../../shared/contract/merge-conflicts.ts';

/**
 * The bodies the contributing pages' writes post to their routes' server actions (my words, the
 * review, the history's rollback: contributing.server.ts; docs/decisions/016-client-data-flow.md).
 */

export type MyWordsWrite =
  | { intent: 'copy-draft'; app_sn: string; draft_id: number }
  | { intent: 'delete-draft'; app_sn: string; draft_id: number }
  | { intent: 'withdraw'; app_sn: string; audit_id: number }
  | { intent: 'delete-submission'; app_sn: string; audit_id: number };

export type ReviewWrite =
  /** resolutions: the conflict view's choices (shared/contract/merge-conflicts.ts). */
  | { intent: 'approve'; app_sn: string; audit_id: number; comment?: string; resolutions?: MergeResolutions }
  | { intent: 'reject'; app_sn: string; audit_id: number; reason: string };

export type RollbackWrite = { intent: 'rollback'; app_sn: string; entry_page_id: number; version: number };
