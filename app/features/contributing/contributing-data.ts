import { contributingApi } from './contributing-api.ts';
import { routeAction } from '../../lib/route-data.ts';

/**
 * The bodies the contributing pages' writes post to their routes' actions. My words and the
 * review run theirs on the server (contributing.server.ts); the history's rollback still writes
 * through the API from its clientAction (docs/decisions/016-client-data-flow.md).
 */

export type MyWordsWrite =
  | { intent: 'copy-draft'; app_sn: string; draft_id: number }
  | { intent: 'delete-draft'; app_sn: string; draft_id: number }
  | { intent: 'withdraw'; app_sn: string; audit_id: number }
  | { intent: 'delete-submission'; app_sn: string; audit_id: number };

export type ReviewWrite = { intent: 'approve'; app_sn: string; audit_id: number } | { intent: 'reject'; app_sn: string; audit_id: number; reason: string };

export type RollbackWrite = { intent: 'rollback'; app_sn: string; entry_page_id: number; version: number };

/** Rolling an entry back to an old revision (the history pages' action). */
export async function rollbackAction(request: Request) {
  return routeAction(request, (body: RollbackWrite) => contributingApi.rollback(body.app_sn, body.entry_page_id, body.version));
}
