import '../../i18n/areas/contributing.ts';
import { useParams, useSearchParams } from 'react-router';
import { idFrom } from '../../features/contributing/contributing-links.ts';
import { SubmittedPage } from '../../features/contributing/SubmittedPage.tsx';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/content-success';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'submitted.title') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** /content/{id}/success?audit_id: an edit of entry id was sent for review (without an id: as a new entry's). */
export default function ContentSuccess() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return <SubmittedPage auditId={idFrom(params.get('audit_id'))} entryId={idFrom(id)} />;
}
