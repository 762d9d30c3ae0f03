import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import { isPreview } from '../../lib/account/create-button-rule.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { languageName } from '../../lib/format/language-name.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { ModuleEditor } from './ModuleEditor.tsx';
import { Outline, type Selection } from './Outline.tsx';
import { PageFields } from './PageFields.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { SaveStatusText } from './SaveStatusText.tsx';
import { SubmitDialog } from './SubmitDialog.tsx';
import { TranslatePane } from './TranslatePane.tsx';
import { editorApi } from './session/editor-api.ts';
import type { EditorStart } from './session/load-start.ts';
import { hasUnsavedWork } from './session/save-status.ts';
import { useDraftSession } from './session/use-draft-session.ts';
import { useModuleLocks } from './session/use-module-locks.ts';
import styles from './editor.module.css';

interface EditorWorkspaceProps {
  start: EditorStart;
  /** A new draft got its id: the page's URL takes it, so a reload resumes it. */
  onDraftCreated: (draftId: number) => void;
}

/** The editor: outline on the left, the page fields or a module in the middle, preview and submit on top. */
export function EditorWorkspace({ start, onDraftCreated }: EditorWorkspaceProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { edition, href } = useWiki();
  const [searchParams, setSearchParams] = useSearchParams();
  const session = useDraftSession(edition.app_sn, start, onDraftCreated);
  // A translation takes no module locks (server/domains/contributing/commit.ts says why).
  const translating = start.translation !== null && start.lang !== '';
  const locks = useModuleLocks(edition.app_sn, translating ? 0 : start.entryPageId, start.locks);
  // ?module=<id> (a module's edit link on the entry page): the editor opens at that module.
  const [selection, setSelection] = useState<Selection>(() => {
    const asked = searchParams.get('module');
    return asked && start.doc.modules.some((module) => module.id === asked) ? { kind: 'module', id: asked } : { kind: 'page' };
  });
  const [submitOpen, setSubmitOpen] = useState(false);
  // Set once the draft went for review or was saved on leaving: leaving then loses nothing.
  const submitted = useRef(false);
  // The preview is in the URL (preview=1): the header's create button reads it there.
  const preview = isPreview(searchParams.toString());
  const { doc, status, change, saveNow } = session;

  useEffect(() => {
    if (start.resumed) toast.message(t('editor.resumed'), { id: 'editor-resumed' });
    if (start.pendingAuditId) toast.message(t('editor.pendingAudit'), { id: 'editor-pending' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per start, whatever the language does.
  }, [start]);

  const select = useCallback(
    (next: Selection) => {
      setSelection(next);
      if (next.kind === 'module') locks.acquire(next.id);
    },
    [locks],
  );
  useEffect(() => {
    if (selection.kind === 'module') locks.acquire(selection.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the module the editor opened at, once.
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !submitted.current && hasUnsavedWork(status) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('editor.leaveConfirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  const setPreview = (on: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (on) next.set('preview', '1');
    else next.delete('preview');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const submit = async (summary: string): Promise<string | undefined> => {
    const saved = await saveNow();
    if (!saved.ok) return saved.message;
    try {
      const { audit_id: auditId } = await editorApi.commit(edition.app_sn, saved.draftId, summary);
      submitted.current = true;
      const query = { audit_id: String(auditId) };
      void navigate(start.entryPageId > 0 ? href(`content/${start.entryPageId}/success`, query) : href('words/submitSuccess', query), { replace: true });
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  // Saves the draft and leaves for the 'draft saved' page, which leads back here or to my entries.
  const saveAndLeave = async () => {
    const saved = await saveNow();
    if (!saved.ok) return;
    submitted.current = true;
    void navigate(start.entryPageId > 0 ? href(`content/${start.entryPageId}/save`) : href('content/save', { draft_id: String(saved.draftId) }));
  };

  const module = selection.kind === 'module' ? doc.modules.find((candidate) => candidate.id === selection.id) : undefined;
  const meta = useMemo(
    () => ({ id: start.entryPageId, menuId: start.menuId, menuName: start.menuName, version: start.baseVersion + 1, mtime: Math.floor(Date.now() / 1000) }),
    [start.entryPageId, start.menuId, start.menuName, start.baseVersion],
  );

  return (
    <div className={styles.workspace} data-editor="">
      <div className={styles.topBar}>
        <div className={styles.topTitle}>
          <h1 className={styles.pageTitle} data-editor-title="">
            {translating
              ? t('editor.translate.title', { language: languageName(start.lang, locale) })
              : start.entryPageId > 0
                ? t('editor.titleEdit')
                : t('editor.titleCreate')}
          </h1>
          <span className={styles.topName}>{doc.name || t('editor.untitled')}</span>
          {start.menuName ? <span className={styles.muted}>{t('editor.channel', { name: start.menuName })}</span> : null}
        </div>
        <SaveStatusText status={status} retry={() => void saveNow()} />
        <div className={styles.topActions}>
          <button type="button" className={styles.secondaryButton} onClick={() => void saveAndLeave()}>
            {t('editor.saveAndLeave')}
          </button>
          <button type="button" className={styles.secondaryButton} aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {preview ? t('editor.backToEdit') : t('editor.preview')}
          </button>
          <button type="button" className={styles.primaryButton} onClick={() => setSubmitOpen(true)}>
            {t('editor.submit')}
          </button>
        </div>
      </div>
      {preview ? (
        <PreviewPane doc={doc} meta={meta} />
      ) : translating && start.translation ? (
        <main className={styles.main}>
          <TranslatePane doc={doc} lang={start.lang} translation={start.translation} change={change} />
        </main>
      ) : (
        <div className={styles.columns}>
          <Outline doc={doc} change={change} selection={selection} select={select} lockedByOther={(id) => locks.heldByOther(id) !== undefined} />
          <main className={styles.main}>
            {selection.kind === 'page' ? <PageFields doc={doc} menuId={start.menuId} change={change} /> : null}
            {module ? (
              <ModuleEditor key={module.id} module={module} change={change} lockedBy={locks.heldByOther(module.id)} lockMine={locks.mine(module.id)} />
            ) : null}
            {selection.kind === 'module' && !module ? <p className={styles.emptyNote}>{t('editor.pickModule')}</p> : null}
          </main>
        </div>
      )}
      <SubmitDialog open={submitOpen} onOpenChange={setSubmitOpen} base={start.base} doc={doc} onSubmit={submit} />
    </div>
  );
}
