// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useState } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ChannelPicker } from '../../components/editor/pages/ChannelPicker.tsx';
import { GatedEditor } from '../../components/editor/pages/GatedEditor.tsx';
import { positiveId } from '../../components/editor/pages/route-params.ts';
import type { EditorSource } from '../../components/editor/session/load-start.ts';
import { isLocale, translate } from '../../i18n/index.ts';
import { requireEdition } from '../../lib/edition.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'editor.titleCreate') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** /words/create?from_url&menuId[&draft_id]: a new entry from its channel's template (or the user picks a channel first). */
export default function WordsCreate() {
  const [params] = useSearchParams();
  const menuId = positiveId(params.get('menuId'));
  if (!menuId) return <ChannelPicker fromUrl={params.get('from_url') ?? ''} />;
  return <CreateEditor key={menuId} menuId={menuId} draftId={positiveId(params.get('draft_id'))} />;
}

function CreateEditor({ menuId, draftId }: { menuId: number; draftId: number | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The source is fixed when the page opens: the draft id the URL takes later must not reload the editor.
  const [source] = useState<EditorSource>(() => ({ kind: 'create', menuId, draftId: draftId ?? undefined }));
  const onDraftCreated = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('draft_id', String(id));
    navigate({ search: `?${next.toString()}` }, { replace: true, preventScrollReset: true });
  };
  return <GatedEditor target={{ kind: 'create', menuIds: [menuId] }} source={source} onDraftCreated={onDraftCreated} />;
}
