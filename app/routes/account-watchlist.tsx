import '../i18n/areas/account-center.ts';
import { WatchlistPage } from '../features/notifications/WatchlistPage.tsx';
import { loadWatchlist, notificationPageWrite } from '../features/notifications/notification-pages.server.ts';
import { translate } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { relayAction } from '../lib/route-data.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { actionBody } from '../lib/service-call.server.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/account-watchlist';

/** The page and, for a signed-in visitor, the changes to what they watch (?page) and what they watch (?watched_page), read on the server with the session. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'watchlist.title'), watchlist: await loadWatchlist(context, edition, new URL(request.url)) };
}

/** Unwatch on the server; the router then reloads the page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return notificationPageWrite(context, await requireEdition(context, params), await actionBody(request));
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const shouldRevalidate = skipPresentationOnlyChanges;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** The watchlist (route name account-watchlist): personal, rendered on the server for the signed-in visitor. */
export default function AccountWatchlist({ loaderData }: Route.ComponentProps) {
  return <WatchlistPage watchlist={loaderData.watchlist} />;
}
