import { useMemo, useState } from 'react';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { materialIdsOf, readerEntryPage, type EntryPageMeta } from '../../../shared/entry-page-wire.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { Materials } from './materials.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { EntryPageView } from './EntryPageView.tsx';
import { materialMapOf, type MaterialMap } from './rules/material-map.ts';

const NO_MATERIALS: MaterialMap = {};

/**
 * An unpublished document (a draft, a submission) drawn by the reader's own renderer, with the
 * names and icons of the materials it lists (a fetcher of materials.data.ts), and without
 * the reader's actions.
 */
export function EntryDocPreview({ doc, meta }: { doc: EntryDoc; meta: EntryPageMeta }) {
  const { edition, href } = useWiki();
  const page = useMemo(() => readerEntryPage(doc, meta), [doc, meta]);
  const ids = useMemo(() => materialIdsOf(doc).join(','), [doc]);
  const { state } = useRouteLoad<Materials>(ids ? href('reader-data/materials', { app_sn: edition.app_sn, ids }) : null);
  // The last materials known stay while another set loads: the names of those kept are still right.
  const [materials, setMaterials] = useState(NO_MATERIALS);
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    if (state.status === 'ready') setMaterials(materialMapOf(state.data));
  }
  const channels = meta.menuId ? [{ id: meta.menuId, name: meta.menuName, parent_id: 0 }] : [];
  return <EntryPageView preview page={page} materials={materials} channels={channels} />;
}
