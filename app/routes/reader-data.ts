import type { ClientLoaderFunctionArgs } from 'react-router';
import type { CalendarActivity } from '../../shared/contract/calendar.ts';
import type { EntryPageWire } from '../../shared/contract/entry-page.ts';
import type { RankingEntry } from '../../shared/contract/ranking.ts';
import type { ChannelTree, FilterNode, SearchHit, SearchResult, Suggestion } from '../../shared/contract/search.ts';
import { apiGet } from '../lib/api-client.ts';
import { loadCalendar } from '../features/blocks/calendar/calendar-data.ts';
import { loadRankingLists } from '../features/ranking/ranking-lists.ts';
import { countPageView } from '../features/ranking/page-view-count.ts';
import { requestHref, settle, type ApiData } from '../lib/route-data.ts';

/**
 * Public data of a part of a reader's page (`reader-data/:what?app_sn=…`), loaded in the browser
 * after hydration by that part's fetcher (useRouteLoad): the pages themselves come from the page
 * cache, so these parts never make it vary. No component: the route only answers fetchers.
 * Every answer is `{ href, state }` (useRouteLoad's shape); a failure is data, never thrown.
 */
export interface ReaderData {
  ranking: RankingEntry[][];
  calendar: CalendarActivity[];
  'filter-tree': FilterNode[];
  suggestions: { keyword: string; words: string[] };
  materials: Array<{ id: number; name: string; icon_url: string }>;
  'page-view': number | null;
  /** One page of a search's hits. */
  search: SearchHit[];
}

const silent = { silent: true } as const;

function read(what: string, appSn: string, query: URLSearchParams): Promise<ApiData<ReaderData[keyof ReaderData]>> | null {
  switch (what) {
    case 'ranking': {
      const types = (query.get('types') ?? '').split(',').map(Number);
      const pageSize = Number(query.get('page_size'));
      return settle(() => loadRankingLists(types, (type) => apiGet(appSn, '/v1/ranking/list', { type, page: 1, page_size: pageSize }, silent)));
    }
    case 'calendar':
      return settle(() => loadCalendar(appSn));
    case 'filter-tree':
      return settle(async () => (await apiGet<ChannelTree>(appSn, '/wapi/search_channel_tree', { scene: 'CommonUser' }, silent)).children);
    case 'suggestions': {
      const keyword = query.get('keyword') ?? '';
      return settle(async () => ({ keyword, words: (await apiGet<Suggestion>(appSn, '/wapi/search_suggestion', { keyword }, silent)).word_list }));
    }
    case 'materials':
      return settle(async () =>
        (await apiGet<{ entry_pages: EntryPageWire[] }>(appSn, '/wapi/entry_pages', { str_entry_page_ids: query.get('ids') ?? '' }, silent)).entry_pages.map((entry) => ({
          id: Number(entry.id),
          name: entry.name,
          icon_url: entry.icon_url,
        })),
      );
    case 'search':
      return settle(async () => {
        const [keyword, menuId, pageNum, pageSize] = ['keyword', 'menu_id', 'page_num', 'page_size'].map((name) => query.get(name) ?? '');
        return (await apiGet<SearchResult>(appSn, '/wapi/search', { keyword, menu_id: menuId, page_num: Number(pageNum), page_size: Number(pageSize) }, silent)).list;
      });
    case 'page-view':
      // A count, not a read: once per visit (the location key), however often it is asked.
      return settle(() => countPageView(appSn, Number(query.get('content_id')), query.get('visit') ?? ''));
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

/** Public data does not change with the visitor's writes: loaded once per part and href. */
export const shouldRevalidate = () => false;
