import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { FavoriteListPage } from '../features/favorites/FavoriteListPage.tsx';
import { translate } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'favorites.title') };
}

export const shouldRevalidate = skipPresentationOnlyChanges;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** My favorites (route name favorite-list): personal, so the list loads in the browser with the session. */
export default function FavoriteList() {
  return <FavoriteListPage />;
}
