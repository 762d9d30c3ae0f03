import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccessNotice } from '../../components/contributing/AccessNotice.tsx';
import { idFrom } from '../../components/contributing/contributing-links.ts';
import { ReviewDetailPage } from '../../components/contributing/ReviewDetailPage.tsx';
import { loadReviewAccess } from '../../data/contributing.server.ts';
import { isLocale, translate } from '../../i18n/index.ts';
import { notFound, requireEdition } from '../../lib/edition.server.ts';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  const auditId = idFrom(params.auditId);
  if (auditId === null) throw notFound();
  return loadReviewAccess(context, edition, { auditId, title: translate(isLocale(edition.default_lang) ? edition.default_lang : 'zh-CN', 'review.title') });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

/** One submission under review (AUDIT holders). */
export default function WordsReviewDetail() {
  const { access, auditId } = useLoaderData<typeof loader>();
  return access === 'ok' ? <ReviewDetailPage auditId={auditId} /> : <AccessNotice access={access} />;
}
