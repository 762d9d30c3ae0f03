import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { EditorWorkspace } from './EditorWorkspace.tsx';
import { loadEditorStart, type EditorSource, type EditorStart } from './session/load-start.ts';
import styles from './editor.module.css';

type Loaded = { kind: 'loading' } | { kind: 'ready'; start: EditorStart } | { kind: 'failed'; message: string };

/**
 * The editor, loaded on demand by the editor pages only (Tiptap and the forms stay out of the
 * readers' bundles): fetches the starting document for the source, then opens the workspace.
 */
export default function EditorApp({ source, onDraftCreated }: { source: EditorSource; onDraftCreated: (draftId: number) => void }) {
  const t = useT();
  const { edition } = useWiki();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sourceKey = JSON.stringify(source);

  useEffect(() => {
    let cancelled = false;
    setLoaded({ kind: 'loading' });
    loadEditorStart(edition.app_sn, source).then(
      (start) => !cancelled && setLoaded({ kind: 'ready', start }),
      (error: unknown) => !cancelled && setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source's identity is its content (sourceKey): a new object of the same source loads nothing again.
  }, [edition.app_sn, sourceKey, attempt]);

  if (loaded.kind === 'loading') return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  if (loaded.kind === 'failed')
    return (
      <div className={styles.pageMessage} role="alert">
        <p>{t('editor.loadFailed', { message: loaded.message })}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
          {t('editor.retry')}
        </button>
      </div>
    );
  return <EditorWorkspace start={loaded.start} onDraftCreated={onDraftCreated} />;
}
