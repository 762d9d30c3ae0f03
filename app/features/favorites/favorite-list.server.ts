import type { AppLoadContext } from 'react-router';
import * as entryFavoriteCalls from '../../../shared/contract/calls/entry-favorites.ts';
import * as strategyFavoriteCalls from '../../../shared/contract/calls/strategy-favorites.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { serverRead } from '../../lib/service-call.server.ts';
import { FAVORITE_PAGE_SIZE, favoritePageOf, favoriteTabOf, type FavoriteList } from './use-favorite-list.ts';

/**
 * My favorites' list for the page's tab and page (?tab, ?page), read for the page's visitor with
 * the declared call (GET entry_page/favorite_list or content/favorite_list); null when signed out.
 */
export async function loadFavoriteList(context: AppLoadContext, edition: Edition, url: URL): Promise<FavoriteList | null> {
  if (!(await context.viewer(edition.id))) return null;
  const kind = favoriteTabOf(url.searchParams.get('tab'));
  const page = { page_num: favoritePageOf(url.searchParams.get('page')), page_size: FAVORITE_PAGE_SIZE };
  if (kind === 'entry') return { kind, list: await serverRead(context, edition.app_sn, entryFavoriteCalls.list, page) };
  return { kind, list: await serverRead(context, edition.app_sn, strategyFavoriteCalls.list, page) };
}
