import '../../i18n/areas/contributing.ts';
import { useLoaderData, type ClientActionFunctionArgs, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccessNotice } from '../../features/contributing/AccessNotice.tsx';
import { loadSubmission, reviewAction } from '../../features/contributing/contributing-data.ts';
import { idFrom } from '../../features/contributing/contributing-links.ts';
import { ReviewDetailPage } from '../../features/contributing/ReviewDetailPage.tsx';
import { loadReviewAccess } from '../../features/contributing/contributing.server.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { notFound, requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  const auditId = idFrom(params.auditId);
  if (auditId === null) throw notFound();
  return loadReviewAccess(context, edition, { auditId, title: translate(requestLocale(request, edition), 'review.title'), appSn: edition.app_sn });
}

/** The submission is read in the browser through the API (on hydration too); who may see it, the server decided. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  return { ...page, detail: page.access === 'ok' ? await loadSubmission(page.appSn, page.auditId) : null };
}
clientLoader.hydrate = true as const;

/** Approving or rejecting; the router then reloads the submission. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  return reviewAction(request);
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

type PageData = Awaited<ReturnType<typeof clientLoader>>;

/** One submission under review (AUDIT holders). */
export default function WordsReviewDetail() {
  // The server's render has no submission yet: it shows loading until hydration loads it.
  const { access, detail } = useLoaderData() as Omit<PageData, 'detail'> & Partial<Pick<PageData, 'detail'>>;
  return access === 'ok' ? <ReviewDetailPage state={detail ?? { status: 'loading' }} /> : <AccessNotice access={access} />;
}
