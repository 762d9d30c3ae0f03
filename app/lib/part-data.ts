import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { requestHref, settle, type ApiData } from './route-data.ts';

/**
 * Data routes of a page's late parts (decision 016): each feature that loads a part after
 * hydration owns a route module without a component (`<part>.data.ts`, registered in
 * app/routes.ts), whose clientLoader its fetcher calls (useRouteLoad). They run in the browser
 * only, so the page cache never sees them: public parts are under `reader-data/…`, the
 * visitor's own under `my-data/…` (their hrefs name the visitor, `viewer`).
 */

/** What a part's clientLoader answers: the href it was called for, and the data or its failure. */
export interface PartAnswer<T> {
  href: string;
  state: ApiData<T>;
}

/** The state of a request that names no edition (no app_sn). */
const NO_EDITION = { status: 'failed', retcode: -1, message: 'unknown data' } as const;

/**
 * A part's clientLoader: runs its read in the edition the href names (`app_sn`), with the href's
 * query values; a failure is data, never thrown.
 */
export async function loadPart<T>(request: Request, read: (appSn: string, query: URLSearchParams) => Promise<T>): Promise<PartAnswer<T>> {
  const url = new URL(request.url);
  const appSn = url.searchParams.get('app_sn');
  return { href: requestHref(request), state: appSn ? await settle(() => read(appSn, url.searchParams)) : NO_EDITION };
}

/** Public data does not change with the visitor's writes: loaded once per part and href. */
export const neverRevalidate = () => false;

/**
 * The visitor's data is loaded again after one of their writes (a submission to a `my-data/…`
 * route) that succeeded (the page's own loaders are not: the writes ask for no page
 * revalidation), and never otherwise: the hrefs name the visitor (`viewer`), so a sign-in or a
 * switch of user is a new href the part loads itself, and after a sign-out the part asks nothing
 * (a bare revalidation would ask again without a session, and a refused read that is not silent
 * opens the sign-in popup).
 */
export function revalidateAfterOwnWrite({ formAction, actionStatus }: ShouldRevalidateFunctionArgs) {
  return Boolean(formAction && new URL(formAction, 'http://x').pathname.includes('/my-data/')) && (actionStatus ?? 200) < 400;
}
