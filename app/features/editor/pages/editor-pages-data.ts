import type { DraftSummary } from '../../../../shared/contract/contributing.ts';
import type { EncycMenu } from '../../../../shared/contract/encyc.ts';
import { EDITOR_LIMITS } from '../../../../shared/limits.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { settle } from '../../../lib/route-data.ts';
import { editorApi } from '../session/editor-api.ts';
import { newEntryDraftsOf } from './DraftChooser.tsx';

/**
 * What the editor's pages read before the editor opens, for their route modules' clientLoaders
 * (they run in the browser with the session, on hydration too; the router cancels a load that a
 * newer navigation supersedes).
 */

/** The channels to create in (/words/create without a menuId); none when they cannot be read. */
export async function loadCreateMenus(appSn: string): Promise<EncycMenu[]> {
  const answer = await settle(() => apiGet<{ menus: EncycMenu[] }>(appSn, '/wapi/get_menus'));
  return answer.status === 'ready' ? answer.data.menus : [];
}

/** The user's unsent drafts of new entries in a channel (/words/create?menuId without a draft yet). */
export function loadNewEntryDrafts(appSn: string, menuId: number) {
  // A user keeps at most EDITOR_LIMITS.draftsPerUser drafts: one page of the largest size holds them all.
  return settle(() =>
    apiGet<{ list: DraftSummary[] }>(appSn, '/wapi/entry_page/draft/list', { page_num: 1, page_size: EDITOR_LIMITS.maxListPageSize }, { silent: true }).then((answer) => newEntryDraftsOf(answer.list, menuId)),
  );
}

/** A channel's starting template (/words/mock). */
export const loadTemplate = (appSn: string, menuId: number) => settle(() => editorApi.template(appSn, menuId));

/** A draft by id (/editor?draft_id): its entry or channel decides the gate. */
export const loadDraft = (appSn: string, draftId: number) => settle(() => editorApi.draft(appSn, draftId));
