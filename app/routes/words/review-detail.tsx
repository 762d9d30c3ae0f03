import '../../i18n/areas/contributing.ts';
import { AccessNotice } from '../../features/contributing/AccessNotice.tsx';
import { idFrom } from '../../features/contributing/contributing-links.ts';
import { ReviewDetailPage } from '../../features/contributing/ReviewDetailPage.tsx';
import { loadReviewAccess, loadSubmission, reviewWrite } from '../../features/contributing/contributing.server.ts';
import { conversationWrite, isConversationWrite, loadConversation } from '../../features/contributing/conversation.server.ts';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { notFound, requireEdition } from '../../lib/edition.server.ts';
import { relayAction } from '../../lib/route-data.ts';
import { actionBody } from '../../lib/service-call.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/review-detail';

/** Who may see the submission, and for AUDIT holders the submission itself, read on the server with the session. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const auditId = idFrom(params.auditId);
  if (auditId === null) throw notFound();
  return loadReviewAccess(context, edition, { auditId, title: translate(requestLocale(request, edition), 'review.title'), appSn: edition.app_sn }, () =>
    Promise.all([loadSubmission(context, edition, auditId), loadConversation(context, edition, auditId)]),
  );
}

/** Approving or rejecting, or a comment in the conversation, on the server; the router then reloads the submission. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const edition = await requireEdition(context, params);
  const body = await actionBody(request);
  return isConversationWrite(body) ? conversationWrite(context, edition, body) : reviewWrite(context, edition, body);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** One submission under review (AUDIT holders). */
export default function WordsReviewDetail({ loaderData }: Route.ComponentProps) {
  const { access, data } = loaderData;
  return access !== 'ok' ? <AccessNotice access={access} /> : data && <ReviewDetailPage state={data[0]} conversation={data[1]} />;
}
