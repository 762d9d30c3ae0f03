import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { ContentLanguage } from '../../../../shared/content-language.ts';
import { EDITOR_LIMITS } from '../../../../shared/limits.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { editorApi } from './editor-api.ts';
import type { EditorStart } from './load-start.ts';
import { hasUnsavedWork, type SaveStatus } from './save-status.ts';

export interface DraftSession {
  doc: EntryDoc;
  status: SaveStatus;
  draftId: number | undefined;
  /** Applies a change; the draft is saved EDITOR_LIMITS.autosaveDelayMs after the last one. */
  change: (update: (doc: EntryDoc) => EntryDoc) => void;
  /** Saves now (the retry button, and before a commit): the draft's id once the server holds the document, or the refusal. */
  saveNow: () => Promise<SaveOutcome>;
}

export type SaveOutcome = { ok: true; draftId: number } | { ok: false; message: string };

const messageOf = (error: unknown) => (error instanceof ApiCallError || error instanceof Error ? error.message : String(error));

/**
 * The document being edited and its draft on the server: every change schedules a save after
 * the autosave delay; one save runs at a time and a change made meanwhile is saved after it.
 * A refused save keeps the text in the editor and says why; leaving the page with unsaved work
 * asks first.
 */
export function useDraftSession(appSn: string, start: EditorStart, onDraftCreated: (draftId: number) => void): DraftSession {
  const [doc, setDoc] = useState(start.doc);
  const [status, setStatus] = useState<SaveStatus>(start.savedAt ? { kind: 'saved', at: start.savedAt } : { kind: 'clean' });
  const [draftId, setDraftId] = useState(start.draftId);
  const docRef = useRef(start.doc);
  const savedRef = useRef<EntryDoc | null>(start.draftId ? start.doc : null);
  const draftRef = useRef(start.draftId);
  const running = useRef<Promise<SaveOutcome> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const createdRef = useRef(onDraftCreated);
  createdRef.current = onDraftCreated;

  const saveNow = useCallback(async (): Promise<SaveOutcome> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    const snapshot = docRef.current;
    if (snapshot === savedRef.current && draftRef.current) return { ok: true, draftId: draftRef.current };
    setStatus({ kind: 'saving' });
    const attempt = editorApi
      .saveDraft(appSn, {
        draft_id: draftRef.current,
        entry_page_id: start.entryPageId,
        menu_id: start.menuId,
        base_version: start.baseVersion,
        ...(start.lang ? { lang: start.lang as ContentLanguage } : {}),
        doc: snapshot,
      })
      .then(
        ({ draft }) => {
          const created = !draftRef.current;
          draftRef.current = draft.draft_id;
          savedRef.current = snapshot;
          setDraftId(draft.draft_id);
          if (created) createdRef.current(draft.draft_id);
          setStatus(docRef.current === snapshot ? { kind: 'saved', at: draft.updated_at } : { kind: 'unsaved' });
          return { ok: true, draftId: draft.draft_id } as const;
        },
        (error: unknown) => {
          const message = messageOf(error);
          setStatus({ kind: 'failed', message });
          return { ok: false, message } as const;
        },
      );
    running.current = attempt;
    const outcome = await attempt;
    running.current = null;
    // Changes made while it was saving get their own save.
    if (outcome.ok && docRef.current !== snapshot) timer.current = setTimeout(() => void saveNow(), EDITOR_LIMITS.autosaveDelayMs);
    return outcome;
  }, [appSn, start.entryPageId, start.menuId, start.baseVersion, start.lang]);

  const change = useCallback(
    (update: (current: EntryDoc) => EntryDoc) => {
      const next = update(docRef.current);
      if (next === docRef.current) return;
      docRef.current = next;
      setDoc(next);
      setStatus((current) => (current.kind === 'saving' ? current : { kind: 'unsaved' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), EDITOR_LIMITS.autosaveDelayMs);
    },
    [saveNow],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const unsaved = hasUnsavedWork(status);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { doc, status, draftId, change, saveNow };
}
