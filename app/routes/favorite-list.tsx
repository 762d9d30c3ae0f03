import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { loadFavoriteList } from '../features/favorites/favorite-list.server.ts';
import { FavoriteListPage } from '../features/favorites/FavoriteListPage.tsx';
import { translate } from '../i18n/index.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { requireEdition } from '../lib/edition.server.ts';
import { revalidateAfterOwnWrite } from '../lib/part-data.ts';
import { skipPresentationOnlyChanges } from '../lib/revalidate.ts';
import { pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/favorite-list';

/** The page and, for a signed-in visitor, the list of its tab and page (?tab, ?page), read on the server with the session. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const edition = await requireEdition(context, params);
  return { title: translate(requestLocale(request, edition), 'favorites.title'), favorites: await loadFavoriteList(context, edition, new URL(request.url)) };
}

/** Another tab or page, a sign-in, and a removal (my-data/favorite-state's action, which asks no page revalidation) load the list again. */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => revalidateAfterOwnWrite(args) || skipPresentationOnlyChanges(args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.data?.title, noindex: true });

/** My favorites (route name favorite-list): personal, rendered on the server for the signed-in visitor. */
export default function FavoriteList({ loaderData }: Route.ComponentProps) {
  return <FavoriteListPage favorites={loaderData.favorites} />;
}
