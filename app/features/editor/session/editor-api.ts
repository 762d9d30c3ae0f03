import * as contributingCalls from '../../../../shared/contract/calls/contributing.ts';
import * as encycCalls from '../../../../shared/contract/calls/encyc.ts';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { ContentLanguage } from '../../../../shared/content-language.ts';
import { callApi, callUrl, WIKI_APP_HEADER } from '../../../lib/api-client.ts';

/** The contributing calls the editor makes (shared/contract/calls/contributing.ts). */
export const editorApi = {
  template: (appSn: string, menuId: number) => callApi(appSn, contributingCalls.template, { menu_id: menuId }),
  /** lang: a translation's start (the translation over the source, and the source beside it). */
  preEdit: (appSn: string, entryPageId: number, lang = '') =>
    callApi(appSn, contributingCalls.preEdit, lang ? { entry_page_id: entryPageId, lang: lang as ContentLanguage } : { entry_page_id: entryPageId }),
  draft: (appSn: string, draftId: number) => callApi(appSn, contributingCalls.draft, { draft_id: draftId }).then((answer) => answer.draft),
  saveDraft: (
    appSn: string,
    // lang: a translation's language, checked by the server (an unknown one is refused there).
    body: { draft_id?: number | undefined; entry_page_id: number; menu_id: number; base_version: number; lang?: ContentLanguage; doc: EntryDoc },
  ) =>
    // Silent: a refused autosave shows in the status text (with a retry), not as a toast each time.
    callApi(appSn, contributingCalls.saveDraft, body, { silent: true }),
  commit: (appSn: string, draftId: number, summary: string) => callApi(appSn, contributingCalls.commitDraft, { draft_id: draftId, summary }),
  locks: (appSn: string, entryPageId: number) => callApi(appSn, contributingCalls.moduleLocks, { entry_page_id: entryPageId }, { silent: true }),
  lock: (appSn: string, entryPageId: number, moduleId: string, action: 'acquire' | 'release') =>
    callApi(appSn, contributingCalls.moduleLock, { entry_page_id: entryPageId, module_id: moduleId, action }, { silent: true }),
  filters: (appSn: string, menuId: number) => callApi(appSn, encycCalls.menuFilters, { menu_id: menuId }, { silent: true }),
};

/**
 * Releases a lock while the page unloads: a keepalive request outlives the page (an ordinary
 * call would be cancelled with it).
 */
export function releaseLockOnUnload(appSn: string, entryPageId: number, moduleId: string) {
  void fetch(callUrl(appSn, contributingCalls.moduleLock), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', [WIKI_APP_HEADER]: appSn },
    body: JSON.stringify({ entry_page_id: entryPageId, module_id: moduleId, action: 'release', app_sn: appSn }),
  }).catch(() => {});
}
