import type { AppLoadContext } from 'react-router';
import { draftListQuery, draftQuery, templateQuery, type DraftSummary, type EntryTemplateAnswer } from '../../../shared/contract/contributing.ts';
import type { EncycMenu } from '../../../shared/contract/encyc.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { newEntryDraftsOf } from '../../features/editor/pages/DraftChooser.tsx';
import { openRead, serviceRead } from '../../lib/service-call.server.ts';

/**
 * What the editor's pages read before the editor opens, on the server with the session, through
 * the services of their API calls (get_menus, entry_page/draft/list, get_entry_page_template,
 * entry_page/draft) behind the API's checks (app/lib/service-call.server.ts).
 */

/** The channels to create in (/words/create without a menuId); none when they cannot be read. */
export async function loadCreateMenus(context: AppLoadContext, edition: Edition): Promise<EncycMenu[]> {
  const answer = await openRead(context, edition, () => context.services.encyc.menus(edition.id));
  return answer.status === 'ready' ? answer.data : [];
}

/** The user's unsent drafts of new entries in a channel (/words/create?menuId without a draft yet). */
export async function loadNewEntryDrafts(context: AppLoadContext, edition: Edition, menuId: number) {
  // A user keeps at most EDITOR_LIMITS.draftsPerUser drafts: one page of the largest size holds them all.
  return serviceRead(context, edition, {
    input: { schema: draftListQuery, value: { page_num: '1', page_size: String(EDITOR_LIMITS.maxListPageSize) }, where: 'query' },
    run: async (viewer, query): Promise<DraftSummary[]> => newEntryDraftsOf((await context.services.contributing.listDrafts(viewer, edition.id, query)).list, menuId),
  });
}

/** A channel's starting template (/words/mock). */
export function loadTemplate(context: AppLoadContext, edition: Edition, menuId: number) {
  return serviceRead(context, edition, {
    input: { schema: templateQuery, value: { menu_id: String(menuId) }, where: 'query' },
    run: (viewer, query): Promise<EntryTemplateAnswer> => context.services.contributing.template(viewer, edition.id, query.menu_id),
  });
}

/** A draft by id (/editor?draft_id): its entry or channel decides the gate. */
export function loadDraft(context: AppLoadContext, edition: Edition, draftId: number) {
  return serviceRead(context, edition, {
    input: { schema: draftQuery, value: { draft_id: String(draftId) }, where: 'query' },
    run: (viewer, query) => context.services.contributing.readDraft(viewer, edition.id, query.draft_id),
  });
}
