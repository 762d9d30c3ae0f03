// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useParams, useSearchParams } from 'react-router';
import { SavedPage } from '../../features/editor/pages/InfoPages.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/content-save';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'editor.save.title') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** /content/{id}/save[?draft_id]: the draft is saved; continue editing or go to my entries. */
export default function ContentSave() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return <SavedPage id={positiveId(id)} draftId={positiveId(params.get('draft_id'))} />;
}
