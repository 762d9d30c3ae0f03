// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useEffect } from 'react';
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import { GatedEditor } from '../../features/editor/pages/GatedEditor.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import { translate, useT } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import type { GateTarget } from '../../lib/account/page-gate.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from '../../features/editor/editor.module.css';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import { loadDraft } from './editor-pages.server.ts';
import type { Route } from './+types/editor';

/** /editor?draft_id: the draft is read on the server with the session, to pick its gate. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const search = new URL(request.url).searchParams;
  const draftId = positiveId(search.get('draft_id'));
  return {
    title: translate(requestLocale(request, edition), search.get('lang') ? 'editor.translate.pageTitle' : 'editor.titleEdit'),
    appSn: edition.app_sn,
    draft: !positiveId(params.id) && draftId ? await loadDraft(context, edition, draftId) : null,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

const noop = () => {};

/** /editor/{id}[?draft_id][&lang]: edit (or, with lang, translate) an existing entry (its draft resumes); /editor?draft_id: resume a draft. */
export default function Editor() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const entryPageId = positiveId(id);
  const draftId = positiveId(params.get('draft_id'));
  // ?lang=en-us: the translate mode (issue 31); the server checks the language.
  const lang = params.get('lang') ?? '';
  if (entryPageId)
    return (
      <GatedEditor
        key={`${entryPageId}:${lang}`}
        target={{ kind: 'correct', entryPageId }}
        source={{ kind: 'edit', entryPageId, draftId: draftId ?? undefined, lang }}
        onDraftCreated={noop}
      />
    );
  return <DraftEditor key={draftId ?? 0} draftId={draftId} />;
}

/** A draft by id: its entry (or channel) decides which gate applies, so the draft is read first (the loader). */
function DraftEditor({ draftId }: { draftId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { href } = useWiki();
  const { draft } = useLoaderData<typeof loader>();

  useEffect(() => {
    if (!draftId) void navigate(href('words/create'), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate and href change with every location; only a missing id leaves.
  }, [draftId]);

  if (draft?.status === 'failed')
    return (
      <p className={styles.pageMessage} role="alert">
        {t('editor.loadFailed', { message: draft.message })}
      </p>
    );
  if (draft?.status !== 'ready' || !draftId) return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  const target: GateTarget =
    draft.data.entry_page_id > 0 ? { kind: 'correct', entryPageId: draft.data.entry_page_id } : { kind: 'create', menuIds: [draft.data.menu_id] };
  return <GatedEditor target={target} source={{ kind: 'draft', draftId }} onDraftCreated={noop} />;
}
