import '../../i18n/areas/contributing.ts';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccessNotice } from '../../components/contributing/AccessNotice.tsx';
import { idFrom } from '../../components/contributing/contributing-links.ts';
import { ReviewDetailPage } from '../../components/contributing/ReviewDetailPage.tsx';
import { loadReviewAccess } from '../../data/contributing.server.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { notFound, requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  const auditId = idFrom(params.auditId);
  if (auditId === null) throw notFound();
  return loadReviewAccess(context, edition, { auditId, title: translate(requestLocale(request, edition), 'review.title') });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** One submission under review (AUDIT holders). */
export default function WordsReviewDetail() {
  const { access, auditId } = useLoaderData<typeof loader>();
  return access === 'ok' ? <ReviewDetailPage auditId={auditId} /> : <AccessNotice access={access} />;
}
