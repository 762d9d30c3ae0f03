import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import type { FavoriteKind } from '../../../shared/contract/favorites.ts';
import { loadPart, revalidateAfterOwnWrite } from '../../lib/part-data.ts';
import { routeAction } from '../../lib/route-data.ts';
import { fetchFavoriteState, setFavorite } from './favorite-api.ts';

/**
 * Whether the visitor keeps an entry or a content among their favorites
 * (`my-data/favorite-state?kind=entry|strategy&id=…&viewer=…`), and the favorite toggle
 * (submitted here, answering the new state).
 */
export type FavoriteStateData = boolean;

/** A favorite or unfavorite, from the button or the list's removal. */
export type FavoriteWrite = {
  app_sn: string;
  kind: FavoriteKind;
  id: number;
  is_favorite: boolean;
};

const kindOf = (query: URLSearchParams): FavoriteKind => (query.get('kind') === 'strategy' ? 'strategy' : 'entry');

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, (appSn, query): Promise<FavoriteStateData> => fetchFavoriteState(appSn, kindOf(query), Number(query.get('id'))));

/** The write, submitted by a fetcher without reloading the page (`defaultShouldRevalidate: false`). */
export const clientAction = ({ request }: ClientActionFunctionArgs) =>
  routeAction(request, (body: FavoriteWrite) => setFavorite(body.app_sn, body.kind, body.id, body.is_favorite));

export const shouldRevalidate = revalidateAfterOwnWrite;
