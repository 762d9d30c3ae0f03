import { useEffect, useMemo, useState } from 'react';
import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryPageBrief } from '../../../shared/contract/entry-page.ts';
import { useT } from '../../i18n/index.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { EntryPageView } from '../entry/EntryPageView.tsx';
import { materialMapOf, type MaterialMap } from '../entry/rules/material-map.ts';
import { materialIdsOf, previewPageOf } from './doc-preview.ts';
import styles from './Review.module.css';

/** The submitted document as readers would see it once approved, by the reader's own renderer. */
export function SubmissionPreview({ detail }: { detail: SubmissionDetailAnswer }) {
  const t = useT();
  const { edition } = useWiki();
  const { submission, doc } = detail;
  const page = useMemo(() => previewPageOf(doc, submission, detail.current_version + 1), [doc, submission, detail.current_version]);
  const ids = useMemo(() => materialIdsOf(doc), [doc]);
  const [materials, setMaterials] = useState<MaterialMap>({});
  useEffect(() => {
    if (ids.length === 0) return;
    let live = true;
    apiGet<{ entry_pages: EntryPageBrief[] }>(edition.app_sn, '/wapi/entry_pages', { str_entry_page_ids: ids.join(',') }, { silent: true }).then(
      (answer) => live && setMaterials(materialMapOf(answer.entry_pages)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [edition.app_sn, ids]);
  return (
    <div className={styles.preview} data-review-preview="">
      <p className={styles.previewNote}>{t('review.previewNote')}</p>
      <EntryPageView page={page} materials={materials} channels={[]} preview />
    </div>
  );
}
