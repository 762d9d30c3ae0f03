import '../../i18n/areas/contributing.ts';
// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ChannelPicker } from '../../features/editor/pages/ChannelPicker.tsx';
import { DraftChooser } from '../../features/editor/pages/DraftChooser.tsx';
import { loadCreateMenus, loadNewEntryDrafts } from '../../features/editor/pages/editor-pages-data.ts';
import { GatedEditor } from '../../features/editor/pages/GatedEditor.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import type { EditorSource } from '../../features/editor/session/load-start.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'editor.titleCreate'), appSn: edition.app_sn };
}

/**
 * Read in the browser with the session (on hydration too; the server renders loading): without a
 * menuId the channels to pick from; with one and no draft chosen yet, the user's drafts of new
 * entries there (the chooser).
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  const query = new URL(request.url).searchParams;
  const menuId = positiveId(query.get('menuId'));
  if (!menuId) return { ...page, menus: await loadCreateMenus(page.appSn) };
  if (!positiveId(query.get('draft_id'))) return { ...page, drafts: await loadNewEntryDrafts(page.appSn, menuId) };
  return page;
}
clientLoader.hydrate = true as const;

type PageData = { menus?: Awaited<ReturnType<typeof loadCreateMenus>>; drafts?: Awaited<ReturnType<typeof loadNewEntryDrafts>> };

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/**
 * /words/create?from_url&menuId[&draft_id]: a new entry from its channel's template (or the user
 * picks a channel first). With unsent drafts of new entries in the channel, the user is offered to
 * continue one of them first.
 */
export default function WordsCreate() {
  const [params] = useSearchParams();
  const { menus } = useLoaderData() as PageData;
  const menuId = positiveId(params.get('menuId'));
  if (!menuId) return <ChannelPicker fromUrl={params.get('from_url') ?? ''} menus={menus ?? null} />;
  return <CreateEditor key={menuId} menuId={menuId} draftId={positiveId(params.get('draft_id'))} />;
}

function CreateEditor({ menuId, draftId }: { menuId: number; draftId: number | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { drafts } = useLoaderData() as PageData;
  // The source is fixed once chosen: the draft id the URL takes later must not reload the editor.
  // Without a draft id the user first chooses between their drafts of this channel and a new entry.
  const [source, setSource] = useState<EditorSource | null>(() => (draftId ? { kind: 'create', menuId, draftId } : null));
  const rememberDraft = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('draft_id', String(id));
    navigate({ search: `?${next.toString()}` }, { replace: true, preventScrollReset: true });
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
