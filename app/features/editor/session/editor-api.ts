import type { DraftSaveAnswer, EntryTemplateAnswer, ModuleLockAnswer, ModuleLocksAnswer, PreEditAnswer, CommitAnswer } from '../../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { EncycFilterGroup } from '../../../../shared/contract/encyc.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** The contributing calls the editor makes (shared/contract/contributing.ts), typed. */
export const editorApi = {
  template: (appSn: string, menuId: number) => apiGet<EntryTemplateAnswer>(appSn, '/wapi/get_entry_page_template', { menu_id: menuId }),
  preEdit: (appSn: string, entryPageId: number) => apiGet<PreEditAnswer>(appSn, '/wapi/entry_page/pre_edit_data', { entry_page_id: entryPageId }),
  draft: (appSn: string, draftId: number) => apiGet<DraftSaveAnswer>(appSn, '/wapi/entry_page/draft', { draft_id: draftId }).then((answer) => answer.draft),
  saveDraft: (appSn: string, body: { draft_id?: number | undefined; entry_page_id: number; menu_id: number; base_version: number; doc: EntryDoc }) =>
    // Silent: a refused autosave shows in the status text (with a retry), not as a toast each time.
    apiPost<DraftSaveAnswer>(appSn, '/wapi/entry_page/draft/save', body, { silent: true }),
  commit: (appSn: string, draftId: number, summary: string) => apiPost<CommitAnswer>(appSn, '/wapi/entry_page/draft/commit', { draft_id: draftId, summary }),
  locks: (appSn: string, entryPageId: number) => apiGet<ModuleLocksAnswer>(appSn, '/wapi/entry_page/module/lock', { entry_page_id: entryPageId }, { silent: true }),
  lock: (appSn: string, entryPageId: number, moduleId: string, action: 'acquire' | 'release') =>
    apiPost<ModuleLockAnswer>(appSn, '/wapi/entry_page/module/lock', { entry_page_id: entryPageId, module_id: moduleId, action }, { silent: true }),
  filters: (appSn: string, menuId: number) => apiGet<{ filters: EncycFilterGroup[] }>(appSn, '/wapi/get_menu_filters', { menu_id: menuId }, { silent: true }),
};

/**
 * Releases a lock while the page unloads: a keepalive request outlives the page (an ordinary
 * call would be cancelled with it).
 */
export function releaseLockOnUnload(appSn: string, entryPageId: number, moduleId: string) {
  void fetch(`/api/${appSn}/wapi/entry_page/module/lock`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-rpc-wiki_app': appSn },
    body: JSON.stringify({ entry_page_id: entryPageId, module_id: moduleId, action: 'release', app_sn: appSn }),
  }).catch(() => {});
}
