import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { EntryPageMeta } from '../../../shared/entry-page-wire.ts';
import { useT } from '../../i18n/index.ts';
import { EntryDocPreview } from '../entry/EntryDocPreview.tsx';
import styles from './editor.module.css';

/** The page as readers will see it, drawn by the reader's own renderer. */
export function PreviewPane({ doc, meta }: { doc: EntryDoc; meta: EntryPageMeta }) {
  const t = useT();
  return (
    <div className={styles.preview} data-preview="">
      <p className={styles.previewNote}>{t('editor.previewNote')}</p>
      <EntryDocPreview doc={doc} meta={meta} />
    </div>
  );
}
