import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { EntryPageStatistics, LikeAnswer } from '../../shared/contract/entry-page.ts';
import type { ContentFavoriteItem, EntryFavoriteItem, FavoriteKind, FavoritePage } from '../../shared/contract/favorites.ts';
import type { Person, PersonList } from '../../shared/contract/people.ts';
import { apiGet, apiPost } from '../lib/api-client.ts';
import { requestHref, routeAction, settle, type ApiData } from '../lib/route-data.ts';
import { fetchFavoritePage, fetchFavoriteState, setFavorite } from '../features/favorites/favorite-api.ts';
import { FAVORITES_GUIDE_KEY, type KeyBoxValue } from '../features/favorites/favorites-guide.ts';

/**
 * The visitor's own data on a reader's page (`my-data/:what?app_sn=…`), loaded in the browser by
 * that part's fetcher (useRouteLoad), and the reader's small writes (favorite, like, follow).
 * The pages come from the anonymous page cache: nothing personal is in their HTML or loaders.
 * No component: the route only answers fetchers and submissions.
 */
export interface MyData {
  'favorite-state': boolean;
  'entry-stats': Pick<EntryPageStatistics, 'like_num' | 'is_like'>;
  people: Person[];
  'favorite-list': FavoritePage<EntryFavoriteItem> | FavoritePage<ContentFavoriteItem>;
  /** The calendar's activities the visitor follows, and their reminders (the feed). */
  'calendar-subscriptions': { list: number[]; state: boolean; feed_url: string | null };
  /** The key-box says the favorites guide was seen (on another device too). */
  'guide-seen': boolean;
}

export type MyWrite =
  | { intent: 'favorite'; app_sn: string; kind: FavoriteKind; id: number; is_favorite: boolean }
  | { intent: 'like'; app_sn: string; entry_page_id: number; is_cancel: boolean }
  | { intent: 'follow'; app_sn: string; person_id: number; is_follow: boolean }
  | { intent: 'subscribe' | 'unsubscribe'; app_sn: string; activity_id: number }
  | { intent: 'turn'; app_sn: string; state: boolean }
  | { intent: 'rotate'; app_sn: string };

/** What a calendar subscription write answers, with the write it answers. */
export type SubscriptionWriteAnswer = { intent: 'subscribe' | 'unsubscribe' } | { intent: 'turn' | 'rotate'; feed_url: string | null };

const silent = { silent: true } as const;

function read(what: string, appSn: string, query: URLSearchParams): Promise<ApiData<MyData[keyof MyData]>> | null {
  switch (what) {
    case 'favorite-state':
      return settle(() => fetchFavoriteState(appSn, query.get('kind') === 'strategy' ? 'strategy' : 'entry', Number(query.get('id'))));
    case 'entry-stats':
      return settle(() => apiGet<EntryPageStatistics>(appSn, '/wapi/entry_page/statistics', { entry_page_id: Number(query.get('entry_page_id')) }, silent));
    case 'favorite-list':
      return settle(() =>
        fetchFavoritePage(appSn, query.get('kind') === 'strategy' ? 'strategy' : 'entry', { page_num: Number(query.get('page_num')), page_size: Number(query.get('page_size')) }),
      );
    case 'people':
      return settle(async () => (await apiGet<PersonList>(appSn, '/wapi/get_person_list')).list);
    case 'calendar-subscriptions':
      return settle(async () => {
        const [list, state] = await Promise.all([
          apiGet<{ list: number[] }>(appSn, '/v1/calendar/subscribe_list', {}, silent),
          apiGet<{ state: boolean; feed_url: string | null }>(appSn, '/v1/calendar/subscribe_state', {}, silent),
        ]);
        return { list: list.list, state: state.state, feed_url: state.feed_url };
      });
    case 'guide-seen':
      return settle(async () => (await apiGet<KeyBoxValue>(appSn, '/v1/keybox/query_unique_key', { key: FAVORITES_GUIDE_KEY }, silent)).exist);
    default:
      return null;
  }
}

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const appSn = url.searchParams.get('app_sn');
  const state = appSn ? read(params.what ?? '', appSn, url.searchParams) : null;
  return { href: requestHref(request), state: state ? await state : ({ status: 'failed', retcode: -1, message: 'unknown data' } as const) };
}

/** The writes, submitted by a fetcher without reloading the page (`defaultShouldRevalidate: false`). */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  return routeAction(request, (body: MyWrite): Promise<unknown> => {
    switch (body.intent) {
      case 'favorite':
        return setFavorite(body.app_sn, body.kind, body.id, body.is_favorite);
      case 'like':
        return apiPost<LikeAnswer>(body.app_sn, '/wapi/entry_page/like', { entry_page_id: body.entry_page_id, is_cancel: body.is_cancel });
      case 'follow':
        return apiPost<{ is_follow: boolean }>(body.app_sn, '/wapi/person/follow', { person_id: body.person_id, is_follow: body.is_follow });
      case 'subscribe':
      case 'unsubscribe':
        return apiPost(body.app_sn, '/v1/calendar/subscribe', { action: body.intent, activity_ids: [body.activity_id] }).then((): SubscriptionWriteAnswer => ({ intent: body.intent }));
      case 'turn':
        return apiPost<{ feed_url: string | null }>(body.app_sn, '/v1/calendar/subscribe_turn', { state: body.state }).then((answer): SubscriptionWriteAnswer => ({ intent: 'turn', feed_url: answer.feed_url }));
      case 'rotate':
        return apiPost<{ feed_url: string }>(body.app_sn, '/v1/calendar/feed_token', {}).then((answer): SubscriptionWriteAnswer => ({ intent: 'rotate', feed_url: answer.feed_url }));
    }
  });
}

/**
 * The visitor's data is loaded again after a write of this route that succeeded (the page's own
 * loaders are not: the writes ask for no page revalidation), and never otherwise: the hrefs name
 * the visitor (`viewer`), so a sign-in or a switch of user is a new href the part loads itself,
 * and after a sign-out the part asks nothing (a bare revalidation would ask again without a
 * session, and a refused read that is not silent opens the sign-in popup).
 */
export function shouldRevalidate({ formAction, actionStatus }: ShouldRevalidateFunctionArgs) {
  return Boolean(formAction && new URL(formAction, 'http://x').pathname.includes('/my-data/')) && (actionStatus ?? 200) < 400;
}
