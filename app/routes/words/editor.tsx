// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { DraftWire } from '../../../shared/contract/contributing.ts';
import { GatedEditor } from '../../components/editor/pages/GatedEditor.tsx';
import { positiveId } from '../../components/editor/pages/route-params.ts';
import { editorApi } from '../../components/editor/session/editor-api.ts';
import { translate, useT } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import type { GateTarget } from '../../lib/account/page-gate.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from '../../components/editor/editor.module.css';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'editor.titleEdit') };
}

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

/** A draft by id: its entry (or channel) decides which gate applies, so the draft is read first. */
function DraftEditor({ draftId }: { draftId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { edition, href } = useWiki();
  const [draft, setDraft] = useState<DraftWire | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!draftId) {
      navigate(href('words/create'), { replace: true });
      return;
    }
    let cancelled = false;
    editorApi.draft(edition.app_sn, draftId).then(
      (answer) => !cancelled && setDraft(answer),
      (error: unknown) => !cancelled && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate and href change with every location; the draft is loaded once per id.
  }, [draftId, edition.app_sn]);

  if (failure)
    return (
      <p className={styles.pageMessage} role="alert">
        {t('editor.loadFailed', { message: failure })}
      </p>
    );
  if (!draft || !draftId) return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  const target: GateTarget = draft.entry_page_id > 0 ? { kind: 'correct', entryPageId: draft.entry_page_id } : { kind: 'create', menuIds: [draft.menu_id] };
  return <GatedEditor target={target} source={{ kind: 'draft', draftId }} onDraftCreated={noop} />;
}
