import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { useApiAnswer } from '../../lib/route-data.ts';
import { EditorWorkspace } from './EditorWorkspace.tsx';
import { loadEditorStart, type EditorSource } from './session/load-start.ts';
import { askUploadPolicy } from './upload/use-upload-policy.ts';
import styles from './editor.module.css';

/**
 * The editor, loaded on demand by the editor pages only (Tiptap and the forms stay out of the
 * readers' bundles): reads the starting document for the source (and the upload ceiling its
 * picture fields show), then opens the workspace. GatedEditor's Suspense shows the wait.
 */
export default function EditorApp({ source, onDraftCreated }: { source: EditorSource; onDraftCreated: (draftId: number) => void }) {
  const t = useT();
  const { edition } = useWiki();
  const [attempt, setAttempt] = useState(0);
  // Asked alongside the document: the workspace's picture fields show it (useUploadMaxMb).
  askUploadPolicy(edition.app_sn);
  // The source's identity is its content: a new object of the same source loads nothing again.
  const loaded = useApiAnswer(`editor-start:${edition.app_sn}:${JSON.stringify(source)}:${attempt}`, () => loadEditorStart(edition.app_sn, source));

  if (loaded.status === 'loading') return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  if (loaded.status === 'failed')
    return (
      <div className={styles.pageMessage} role="alert">
        <p>{t('editor.loadFailed', { message: loaded.message })}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
          {t('editor.retry')}
        </button>
      </div>
    );
  return <EditorWorkspace start={loaded.data} onDraftCreated={onDraftCreated} />;
}
