import '../../i18n/areas/contributing.ts';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccessNotice } from '../../components/contributing/AccessNotice.tsx';
import { ReviewQueuePage } from '../../components/contributing/ReviewQueuePage.tsx';
import { loadReviewAccess } from '../../data/contributing.server.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return loadReviewAccess(context, edition, { title: translate(requestLocale(request, edition), 'review.title') });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** The review queue for AUDIT holders; others see why they cannot use it (the API refuses them anyway). */
export default function WordsReview() {
  const { access } = useLoaderData<typeof loader>();
  return access === 'ok' ? <ReviewQueuePage /> : <AccessNotice access={access} />;
}
