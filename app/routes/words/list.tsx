import '../../i18n/areas/contributing.ts';
import { loadMyWords, myWordsWrite } from '../../features/contributing/contributing.server.ts';
import { MyWordsPage } from '../../features/contributing/MyWordsPage.tsx';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { relayAction } from '../../lib/route-data.ts';
import { skipPresentationOnlyChanges } from '../../lib/revalidate.ts';
import { actionBody } from '../../lib/service-call.server.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';
import type { Route } from './+types/list';

/** The page and, for a signed-in visitor, the list of its tab and page, read on the server with the session. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const viewer = await context.viewer(edition.id);
  const words = viewer ? await loadMyWords(context, edition, new URL(request.url)) : null;
  return { title: translate(requestLocale(request, edition), 'contributing.title'), appSn: edition.app_sn, words };
}

/** Copying and deleting drafts, withdrawing and deleting submissions, on the server; the router then reloads the list. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return myWordsWrite(context, await requireEdition(context, params), await actionBody(request));
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const shouldRevalidate = skipPresentationOnlyChanges;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** My words (route name words-list): personal, rendered on the server for the signed-in visitor. */
export default function WordsList({ loaderData }: Route.ComponentProps) {
  return <MyWordsPage words={loaderData.words} />;
}
