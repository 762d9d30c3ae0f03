import { lazy, Suspense, type ReactNode } from 'react';
import type { GateTarget } from '../../../lib/account/page-gate.ts';
import { CREATE_PERMISSION } from '../../../lib/account/create-button-rule.ts';
import { usePageGate } from '../../../lib/account/use-page-gate.ts';
import { useT } from '../../../i18n/index.ts';
import type { EditorSource } from '../session/load-start.ts';
import styles from '../editor.module.css';

// Tiptap and the forms load only here, after the gate lets the user in.
const EditorApp = lazy(() => import('../EditorApp.tsx'));

/**
 * The create/edit page gate around the editor: CREATE_C in the permission list starts it, else
 * the server decides (creation by menu ids, correction by entry page id); a refusal shows the
 * toast and goes home after 2 s, and a narrow window goes to the wiki site (usePageGate).
 * Without a source yet, `chooser` is shown once the gate lets the user in (it decides the source).
 */
export function GatedEditor(props: GatedEditorProps) {
  return (
    <Suspense fallback={<Checking />}>
      <Gated {...props} />
    </Suspense>
  );
}

interface GatedEditorProps {
  target: GateTarget;
  source: EditorSource | null;
  onDraftCreated: (draftId: number) => void;
  chooser?: ReactNode;
}

/** What the page shows while the gate asks the server (usePageGate suspends meanwhile). */
export function Checking() {
  const t = useT();
  return <p className={styles.pageMessage}>{t('editor.checking')}</p>;
}

function Gated({ target, source, onDraftCreated, chooser }: GatedEditorProps) {
  const t = useT();
  const gate = usePageGate(CREATE_PERMISSION, target);
  if (gate !== 'allowed') return <p className={styles.pageMessage}>{gate === 'checking' ? t('editor.checking') : null}</p>;
  if (!source) return chooser ?? null;
  return (
    <Suspense fallback={<p className={styles.pageMessage}>{t('editor.loading')}</p>}>
      <EditorApp source={source} onDraftCreated={onDraftCreated} />
    </Suspense>
  );
}

/** The gate alone, for the channel picker of /words/create without a menuId (under a Suspense boundary showing Checking). */
export function useCreateGate(menuIds: number[]) {
  return usePageGate(CREATE_PERMISSION, { kind: 'create', menuIds });
}
