import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { EntryPageMeta } from '../../../shared/entry-page-wire.ts';
import { useT } from '../../i18n/index.ts';
import { EmptinessNotice } from '../contributing/EmptinessNotice.tsx';
import { EntryDocPreview } from '../entry-pages/EntryDocPreview.tsx';
import styles from './editor.module.css';

/** The page as readers will see it, drawn by the reader's own renderer, after the list of what is left out for being empty. */
export function PreviewPane({ doc, meta }: { doc: EntryDoc; meta: EntryPageMeta }) {
  const t = useT();
  return (
    <div className={styles.preview} data-preview="">
      <p className={styles.previewNote}>{t('editor.previewNote')}</p>
      <EmptinessNotice modules={doc.modules} />
      <EntryDocPreview doc={doc} meta={meta} />
    </div>
  );
}
