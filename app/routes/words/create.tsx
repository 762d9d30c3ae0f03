import '../../i18n/areas/contributing.ts';
// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { ChannelPicker } from '../../features/editor/pages/ChannelPicker.tsx';
import { DraftChooser } from '../../features/editor/pages/DraftChooser.tsx';
import { GatedEditor } from '../../features/editor/pages/GatedEditor.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import type { EditorSource } from '../../features/editor/session/load-start.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import { loadCreateMenus, loadNewEntryDrafts } from './editor-pages.server.ts';
import type { Route } from './+types/create';

/**
 * Read on the server with the session: without a menuId the channels to pick from; with one and
 * no draft chosen yet, the user's drafts of new entries there (the chooser).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const page = { title: translate(requestLocale(request, edition), 'editor.titleCreate'), appSn: edition.app_sn };
  const query = new URL(request.url).searchParams;
  const menuId = positiveId(query.get('menuId'));
  if (!menuId) return { ...page, menus: await loadCreateMenus(context, edition) };
  if (!positiveId(query.get('draft_id'))) return { ...page, drafts: await loadNewEntryDrafts(context, edition, menuId) };
  return page;
}

/** The loader's answers side by side (it answers one of them, or neither). */
type PageData = { menus?: Awaited<ReturnType<typeof loadCreateMenus>>; drafts?: Awaited<ReturnType<typeof loadNewEntryDrafts>> };

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/**
 * /words/create?from_url&menuId[&draft_id]: a new entry from its channel's template (or the user
 * picks a channel first). With unsent drafts of new entries in the channel, the user is offered to
 * continue one of them first.
 */
export default function WordsCreate({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { menus } = loaderData as PageData;
  const menuId = positiveId(params.get('menuId'));
  if (!menuId) return <ChannelPicker fromUrl={params.get('from_url') ?? ''} menus={menus ?? null} />;
  return <CreateEditor key={menuId} menuId={menuId} draftId={positiveId(params.get('draft_id'))} />;
}

function CreateEditor({ menuId, draftId }: { menuId: number; draftId: number | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { drafts } = useLoaderData<typeof loader>() as PageData;
  // The source is fixed once chosen: the draft id the URL takes later must not reload the editor.
  // Without a draft id the user first chooses between their drafts of this channel and a new entry.
  const [source, setSource] = useState<EditorSource | null>(() => (draftId ? { kind: 'create', menuId, draftId } : null));
  const rememberDraft = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('draft_id', String(id));
    void navigate({ search: `?${next.toString()}` }, { replace: true, preventScrollReset: true });
  };
  const choose = (chosen: number | undefined) => {
    setSource({ kind: 'create', menuId, draftId: chosen });
    if (chosen) rememberDraft(chosen);
  };
  return (
    <GatedEditor
      target={{ kind: 'create', menuIds: [menuId] }}
      source={source}
      onDraftCreated={rememberDraft}
      chooser={<DraftChooser drafts={drafts ?? { status: 'loading' }} onChoose={choose} />}
    />
  );
}
