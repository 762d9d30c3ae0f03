import { useEffect, useState } from 'react';
import type { EntryDoc, EntryPageBrief } from '../../../shared/contract/entry-page.ts';
import { useT } from '../../i18n/index.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { EntryPageView } from '../entry/EntryPageView.tsx';
import { materialMapOf, type MaterialMap } from '../entry/rules/material-map.ts';
import { docToPageWire, materialIdsOf } from './state/preview-wire.ts';
import styles from './editor.module.css';

/** The page as readers will see it, drawn by the reader's own renderer. */
export function PreviewPane({ doc, meta }: { doc: EntryDoc; meta: { id: number; menu_id: number; menu_name: string; version: number } }) {
  const t = useT();
  const { edition } = useWiki();
  const [materials, setMaterials] = useState<MaterialMap>({});
  const ids = materialIdsOf(doc).join(',');
  useEffect(() => {
    if (!ids) return;
    let cancelled = false;
    apiGet<{ entry_pages: EntryPageBrief[] }>(edition.app_sn, '/wapi/entry_pages', { str_entry_page_ids: ids }, { silent: true })
      .then((answer) => !cancelled && setMaterials(materialMapOf(answer.entry_pages)))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [edition.app_sn, ids]);
  return (
    <div className={styles.preview} data-preview="">
      <p className={styles.previewNote}>{t('editor.previewNote')}</p>
      <EntryPageView preview page={docToPageWire(doc, meta)} materials={materials} channels={meta.menu_id ? [{ id: meta.menu_id, name: meta.menu_name, parent_id: 0 }] : []} />
    </div>
  );
}
