import '../../i18n/areas/contributing.ts';
import { data } from 'react-router';
import { idFrom } from '../../features/contributing/contributing-links.ts';
import { loadSubmission } from '../../features/contributing/contributing.server.ts';
import { conversationWrite, isConversationWrite, loadConversation } from '../../features/contributing/conversation.server.ts';
import { MySubmissionPage } from '../../features/contributing/MySubmissionPage.tsx';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { notFound, requireEdition } from '../../lib/edition.server.ts';
import { relayAction } from '../../lib/route-data.ts';
import { actionBody } from '../../lib/service-call.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/submission';

/**
 * One submission and its review conversation for its author (reviewers may open it too), read on
 * the server with the session; signed out, the sign-in notice with a 401.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const auditId = idFrom(params.auditId);
  if (auditId === null) throw notFound();
  const title = translate(requestLocale(request, edition), 'contributing.submission.title');
  const viewer = await context.viewer(edition.id);
  if (!viewer) return data({ title, submission: null }, { status: 401 });
  const [detail, conversation] = await Promise.all([loadSubmission(context, edition, auditId), loadConversation(context, edition, auditId)]);
  return { title, submission: { detail, conversation } };
}

/** The author's reply (or a reviewer's comment), on the server; the router then reloads the conversation. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const edition = await requireEdition(context, params);
  const body = await actionBody(request);
  if (!isConversationWrite(body)) throw data('unknown intent', { status: 400 });
  return conversationWrite(context, edition, body);
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** The author's submission page (route words-submission-auditId): personal, rendered on the server. */
export default function WordsSubmission({ loaderData }: Route.ComponentProps) {
  return <MySubmissionPage state={loaderData.submission} />;
}
