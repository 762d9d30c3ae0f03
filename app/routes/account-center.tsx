import '../i18n/areas/account-center.ts';
import '../i18n/areas/contributing.ts';
import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction, ShouldRevalidateFunction } from 'react-router';
import { AccountCenterPage } from '../features/account/AccountCenterPage.tsx';
import { centerAction, loadCenterSection } from '../features/account/center/center-data.ts';
import { translate } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'accountCenter.title') };
}

/** The page from the server; a section of it (?section=, a fetcher's load) from the API with the session. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  return (await loadCenterSection(request)) ?? (await serverLoader<typeof loader>());
}

/** Signing other sessions out; the router then reloads the page and its sections. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  return centerAction(request);
}

/**
 * Writes and navigations reload the page and its sections' fetchers; a bare revalidation (signing
 * in or out, useRevalidator) reloads neither: the sections are drawn, and load, for a signed-in
 * visitor only, and would otherwise ask the API once more without a session.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => (args.formMethod || args.currentUrl.href !== args.nextUrl.href ? skipPresentationOnlyChanges(args) : false);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** The personal center (route name account): personal, so it is drawn in the browser with the session. */
export default function AccountCenter() {
  return <AccountCenterPage />;
}
