import { useEffect, useMemo, useState } from 'react';
import type { EntryDoc, EntryPageWire } from '../../../shared/contract/entry-page.ts';
import { materialIdsOf, readerEntryPage, type EntryPageMeta } from '../../../shared/entry-page-wire.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { EntryPageView } from './EntryPageView.tsx';
import { materialMapOf, type MaterialMap } from './rules/material-map.ts';

/**
 * An unpublished document (a draft, a submission) drawn by the reader's own renderer, with the
 * names and icons of the materials it lists, and without the reader's actions.
 */
export function EntryDocPreview({ doc, meta }: { doc: EntryDoc; meta: EntryPageMeta }) {
  const { edition } = useWiki();
  const page = useMemo(() => readerEntryPage(doc, meta), [doc, meta]);
  const ids = useMemo(() => materialIdsOf(doc).join(','), [doc]);
  const [materials, setMaterials] = useState<MaterialMap>({});
  useEffect(() => {
    if (!ids) return;
    let live = true;
    apiGet<{ entry_pages: EntryPageWire[] }>(edition.app_sn, '/wapi/entry_pages', { str_entry_page_ids: ids }, { silent: true }).then(
      (answer) => live && setMaterials(materialMapOf(answer.entry_pages.map((entry) => ({ id: Number(entry.id), name: entry.name, icon_url: entry.icon_url })))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [edition.app_sn, ids]);
  const channels = meta.menuId ? [{ id: meta.menuId, name: meta.menuName, parent_id: 0 }] : [];
  return <EntryPageView preview page={page} materials={materials} channels={channels} />;
}
