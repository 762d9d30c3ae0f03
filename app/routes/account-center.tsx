import '../i18n/areas/account-center.ts';
import '../i18n/areas/contributing.ts';
import { AccountCenterPage } from '../features/accounts/AccountCenterPage.tsx';
import { centerWrite, loadCenter, loadCenterSection } from '../features/accounts/center/center.server.ts';
import { translate } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { relayAction } from '../lib/route-data.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { actionBody } from '../lib/service-call.server.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/account-center';

/**
 * The page and, for a signed-in visitor, its four sections, read on the server with the session;
 * or one section alone (`?section=…`, a section's own fetcher: a retry, another page of my reports).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  const section = await loadCenterSection(context, edition, request);
  if (section) return section;
  return { title: translate(requestLocale(request, edition), 'accountCenter.title'), sections: await loadCenter(context, edition) };
}

/** Signing a session out, or every other one, on the server; the router then reloads the page and its sections. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return centerWrite(context, await requireEdition(context, params), await actionBody(request));
}

/** Hands the server action's outcome to the caller (useRouteAction). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => relayAction(request, serverAction);

export const shouldRevalidate = skipPresentationOnlyChanges;

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data && 'title' in args.data ? args.data.title : undefined, noindex: true });

/** The personal center (route name account): personal, rendered on the server for the signed-in visitor. */
export default function AccountCenter({ loaderData }: Route.ComponentProps) {
  return <AccountCenterPage sections={'sections' in loaderData ? loaderData.sections : null} />;
}
