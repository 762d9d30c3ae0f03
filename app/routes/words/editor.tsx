// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useEffect } from 'react';
import { useLoaderData, useNavigate, useParams, useSearchParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { GatedEditor } from '../../features/editor/pages/GatedEditor.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import { loadDraft } from '../../features/editor/pages/editor-pages-data.ts';
import { translate, useT } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import type { GateTarget } from '../../lib/account/page-gate.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from '../../features/editor/editor.module.css';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'editor.titleEdit'), appSn: edition.app_sn };
}

/** /editor?draft_id: the draft is read in the browser with the session (on hydration too) to pick its gate. */
export async function clientLoader({ request, params, serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  const draftId = positiveId(new URL(request.url).searchParams.get('draft_id'));
  return { ...page, draft: !positiveId(params.id) && draftId ? await loadDraft(page.appSn, draftId) : null };
}
clientLoader.hydrate = true as const;

type PageData = Awaited<ReturnType<typeof clientLoader>>;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

const noop = () => {};

/** /editor/{id}[?draft_id]: edit an existing entry (its draft resumes); /editor?draft_id: resume a draft. */
export default function Editor() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const entryPageId = positiveId(id);
  const draftId = positiveId(params.get('draft_id'));
  if (entryPageId) return <GatedEditor key={entryPageId} target={{ kind: 'correct', entryPageId }} source={{ kind: 'edit', entryPageId, draftId: draftId ?? undefined }} onDraftCreated={noop} />;
  return <DraftEditor key={draftId ?? 0} draftId={draftId} />;
}

/** A draft by id: its entry (or channel) decides which gate applies, so the draft is read first (the clientLoader). */
function DraftEditor({ draftId }: { draftId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { href } = useWiki();
  const { draft } = useLoaderData() as Partial<PageData>;

  useEffect(() => {
    if (!draftId) navigate(href('words/create'), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate and href change with every location; only a missing id leaves.
  }, [draftId]);

  if (draft?.status === 'failed')
    return (
      <p className={styles.pageMessage} role="alert">
        {t('editor.loadFailed', { message: draft.message })}
      </p>
    );
  if (draft?.status !== 'ready' || !draftId) return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  const target: GateTarget = draft.data.entry_page_id > 0 ? { kind: 'correct', entryPageId: draft.data.entry_page_id } : { kind: 'create', menuIds: [draft.data.menu_id] };
  return <GatedEditor target={target} source={{ kind: 'draft', draftId }} onDraftCreated={noop} />;
}
