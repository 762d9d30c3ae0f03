import '../../i18n/areas/contributing.ts';
import { useLoaderData, type ClientActionFunctionArgs, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadMyWords, myWordsAction } from '../../features/contributing/contributing-data.ts';
import { MyWordsPage } from '../../features/contributing/MyWordsPage.tsx';
import { translate } from '../../i18n/index.ts';
import { requestLocale } from '../../i18n/request-locale.ts';
import { requireEdition } from '../../lib/edition.server.ts';
import { skipPresentationOnlyChanges } from '../../lib/revalidate.ts';
import { pageMeta } from '../../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  const viewer = await context.viewer(edition.id);
  return { title: translate(requestLocale(request, edition), 'contributing.title'), appSn: edition.app_sn, signedIn: viewer !== undefined };
}

/** The lists are personal: read in the browser with the session, on hydration too (the server renders them loading). */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  return { ...page, words: page.signedIn ? await loadMyWords(page.appSn, new URL(request.url)) : null };
}
clientLoader.hydrate = true as const;

/** Copying and deleting drafts, withdrawing and deleting submissions; the router then reloads the list. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  return myWordsAction(request);
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

type PageData = Awaited<ReturnType<typeof clientLoader>>;

/** My words (route name words-list): personal, so the lists load in the browser with the session. */
export default function WordsList() {
  // The server's render has no list yet (undefined): the lists show loading until hydration loads them.
  const { words } = useLoaderData() as Partial<PageData>;
  return <MyWordsPage words={words ?? null} />;
}
