import type { AppLoadContext } from 'react-router';
import * as contributingCalls from '../../../shared/contract/calls/contributing.ts';
import * as encycCalls from '../../../shared/contract/calls/encyc.ts';
import type { EncycMenu } from '../../../shared/contract/encyc.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { newEntryDraftsOf } from '../../features/editor/pages/DraftChooser.tsx';
import type { ApiData } from '../../lib/route-data.ts';
import type { DraftSummary } from '../../../shared/contract/contributing.ts';
import { serverRead } from '../../lib/service-call.server.ts';

/**
 * What the editor's pages read before the editor opens, on the server for the page's visitor:
 * their declared API calls (get_menus, entry_page/draft/list, get_entry_page_template,
 * entry_page/draft), run in this process (app/lib/service-call.server.ts).
 */

/** The channels to create in (/words/create without a menuId); none when they cannot be read. */
export async function loadCreateMenus(context: AppLoadContext, edition: Edition): Promise<EncycMenu[]> {
  const answer = await serverRead(context, edition.app_sn, encycCalls.menus, {});
  return answer.status === 'ready' ? answer.data.menus : [];
}

/** The user's unsent drafts of new entries in a channel (/words/create?menuId without a draft yet). */
export async function loadNewEntryDrafts(context: AppLoadContext, edition: Edition, menuId: number): Promise<ApiData<DraftSummary[]>> {
  // A user keeps at most EDITOR_LIMITS.draftsPerUser drafts: one page of the largest size holds them all.
  const answer = await serverRead(context, edition.app_sn, contributingCalls.drafts, { page_num: 1, page_size: EDITOR_LIMITS.maxListPageSize });
  return answer.status === 'ready' ? { status: 'ready', data: newEntryDraftsOf(answer.data.list, menuId) } : answer;
}

/** A channel's starting template (/words/mock). */
export function loadTemplate(context: AppLoadContext, edition: Edition, menuId: number) {
  return serverRead(context, edition.app_sn, contributingCalls.template, { menu_id: menuId });
}

/** A draft by id (/editor?draft_id): its entry or channel decides the gate. */
export async function loadDraft(context: AppLoadContext, edition: Edition, draftId: number) {
  const answer = await serverRead(context, edition.app_sn, contributingCalls.draft, { draft_id: draftId });
  return answer.status === 'ready' ? { status: 'ready' as const, data: answer.data.draft } : answer;
}
