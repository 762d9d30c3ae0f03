import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccessNotice } from '../../components/contributing/AccessNotice.tsx';
import { ReviewQueuePage } from '../../components/contributing/ReviewQueuePage.tsx';
import { loadReviewAccess } from '../../data/contributing.server.ts';
import { isLocale, translate } from '../../i18n/index.ts';
import { requireEdition } from '../../lib/edition.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return loadReviewAccess(context, edition, { title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'review.title') });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** The review queue for AUDIT holders; others see why they cannot use it (the API refuses them anyway). */
export default function WordsReview() {
  const { access } = useLoaderData<typeof loader>();
  return access === 'ok' ? <ReviewQueuePage /> : <AccessNotice access={access} />;
}
