import type { ModuleLockWire, TranslationStartWire } from '../../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import { editorApi } from './editor-api.ts';

/** Where the editor starts: a new entry of a channel (maybe resuming its draft), an existing entry, or a draft by id. */
export type EditorSource =
  | { kind: 'create'; menuId: number; draftId?: number | undefined }
  | { kind: 'edit'; entryPageId: number; draftId?: number | undefined; lang?: string | undefined }
  | { kind: 'draft'; draftId: number };

export interface EditorStart {
  /** 0 for a new entry. */
  entryPageId: number;
  menuId: number;
  menuName: string;
  baseVersion: number;
  /** What the edit started from (the current revision; for a new entry, a page without modules): the submit summary compares with it. */
  base: EntryDoc;
  /** What the editor opens with: the resumed draft, else the base. */
  doc: EntryDoc;
  draftId: number | undefined;
  /** Unix seconds of the resumed draft's last save. */
  savedAt: number | undefined;
  locks: ModuleLockWire[];
  pendingAuditId: number;
  resumed: boolean;
  /** '': an edit of the source; else the language being translated into (the translate mode). */
  lang: string;
  /** The translate mode's source beside the text, and what is untranslated or outdated (null outside it). */
  translation: TranslationStartWire | null;
}

async function existing(appSn: string, entryPageId: number, draftId?: number, lang = ''): Promise<EditorStart> {
  // A draft named by id is edited in its own language, whatever the URL says.
  const named = draftId ? await editorApi.draft(appSn, draftId) : null;
  const pre = await editorApi.preEdit(appSn, entryPageId, named ? named.lang : lang);
  const draft = named ?? pre.draft;
  return {
    entryPageId,
    menuId: pre.menu_id,
    menuName: pre.menu_name,
    baseVersion: draft?.base_version ?? pre.version,
    base: pre.doc,
    doc: draft?.doc ?? pre.doc,
    draftId: draft?.draft_id,
    savedAt: draft?.updated_at,
    locks: pre.locks,
    pendingAuditId: pre.pending_audit_id,
    resumed: draft !== null,
    lang: pre.lang,
    translation: pre.translation,
  };
}

/**
 * What a new entry's submit summary compares with: the template's page fields and no module, so
 * every module is listed as added. Never the template itself: its module ids are new on every
 * request, so a resumed draft compared with a fresh template had each module added and removed.
 */
export const newEntryBase = (template: EntryDoc): EntryDoc => ({ ...template, modules: [] });

async function fresh(appSn: string, menuId: number, draftId?: number): Promise<EditorStart> {
  const [template, draft] = await Promise.all([editorApi.template(appSn, menuId), draftId ? editorApi.draft(appSn, draftId) : Promise.resolve(null)]);
  return {
    entryPageId: 0,
    menuId,
    menuName: draft?.menu_name ?? template.menu_name,
    baseVersion: 0,
    base: newEntryBase(template.doc),
    doc: draft?.doc ?? template.doc,
    draftId: draft?.draft_id,
    savedAt: draft?.updated_at,
    locks: [],
    pendingAuditId: 0,
    resumed: draft !== null,
    lang: '',
    translation: null,
  };
}

/** Loads what the editor needs for a source. */
export async function loadEditorStart(appSn: string, source: EditorSource): Promise<EditorStart> {
  if (source.kind === 'edit') return existing(appSn, source.entryPageId, source.draftId, source.lang);
  if (source.kind === 'create') return fresh(appSn, source.menuId, source.draftId);
  const draft = await editorApi.draft(appSn, source.draftId);
  return draft.entry_page_id > 0 ? existing(appSn, draft.entry_page_id, draft.draft_id, draft.lang) : fresh(appSn, draft.menu_id, draft.draft_id);
}
