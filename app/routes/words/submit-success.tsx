import '../../i18n/areas/contributing.ts';
import { useSearchParams } from 'react-router';
import { idFrom } from '../../features/contributing/contributing-links.ts';
import { SubmittedPage } from '../../features/contributing/SubmittedPage.tsx';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/submit-success';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'submitted.title') };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** /words/submitSuccess?audit_id: a new entry was sent for review. */
export default function SubmitSuccess() {
  const [params] = useSearchParams();
  return <SubmittedPage auditId={idFrom(params.get('audit_id'))} entryId={null} />;
}
