import '../../i18n/areas/contributing.ts';
import { AccessNotice } from '../../features/contributing/AccessNotice.tsx';
import { ReviewQueuePage } from '../../features/contributing/ReviewQueuePage.tsx';
import { loadReviewAccess, loadReviewQueue } from '../../features/contributing/contributing.server.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/review';

/** Who may see the queue, and for AUDIT holders the queue itself, read on the server with the session. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return loadReviewAccess(context, edition, { title: translate(requestLocale(request, edition), 'review.title'), appSn: edition.app_sn }, () =>
    loadReviewQueue(context, edition, new URL(request.url)),
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** The review queue for AUDIT holders; others see why they cannot use it (the API refuses them anyway). */
export default function WordsReview({ loaderData }: Route.ComponentProps) {
  const { access, data } = loaderData;
  return access !== 'ok' ? <AccessNotice access={access} /> : data && <ReviewQueuePage state={data} />;
}
