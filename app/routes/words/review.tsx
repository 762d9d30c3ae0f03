import '../../i18n/areas/contributing.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AccessNotice } from '../../features/contributing/AccessNotice.tsx';
import { loadReviewQueue } from '../../features/contributing/contributing-data.ts';
import { ReviewQueuePage } from '../../features/contributing/ReviewQueuePage.tsx';
import { loadReviewAccess } from '../../features/contributing/contributing.server.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return loadReviewAccess(context, edition, { title: translate(requestLocale(request, edition), 'review.title'), appSn: edition.app_sn });
}

/** The queue is read in the browser through the API (on hydration too); who may see it, the server decided. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  return { ...page, queue: page.access === 'ok' ? await loadReviewQueue(page.appSn, new URL(request.url)) : null };
}
clientLoader.hydrate = true as const;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

type PageData = Awaited<ReturnType<typeof clientLoader>>;

/** The review queue for AUDIT holders; others see why they cannot use it (the API refuses them anyway). */
export default function WordsReview() {
  // The server's render has no queue yet: it shows loading until hydration loads it.
  const { access, queue } = useLoaderData() as Omit<PageData, 'queue'> & Partial<Pick<PageData, 'queue'>>;
  return access === 'ok' ? <ReviewQueuePage state={queue ?? { status: 'loading' }} /> : <AccessNotice access={access} />;
}
