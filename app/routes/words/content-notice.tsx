// The editor's messages: loaded with this page, never with a reader's.
import '../../i18n/areas/editor.ts';
import { useParams } from 'react-router';
import { NoticePage } from '../../features/editor/pages/InfoPages.tsx';
import { positiveId } from '../../features/editor/pages/route-params.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/content-notice';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'editor.notice.title') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** /content/{id}/notice: editing guidelines for the entry, then 'start editing'. */
export default function ContentNotice() {
  const { id } = useParams();
  return <NoticePage id={positiveId(id)} />;
}
