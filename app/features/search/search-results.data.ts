import type { ClientLoaderFunctionArgs } from 'react-router';
import * as searchCalls from '../../../shared/contract/calls/search.ts';
import type { SearchHit } from '../../../shared/contract/search.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, neverRevalidate } from '../../lib/part-data.ts';

/** One page of a search's hits (`reader-data/search?keyword=…&menu_id=…&page_num=…&page_size=…&lang=…`), in the reader's language when `lang` is given. */
export type SearchPage = SearchHit[];

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, async (appSn, query): Promise<SearchPage> => {
    const [keyword, menuId, pageNum, pageSize] = ['keyword', 'menu_id', 'page_num', 'page_size'].map((name) => query.get(name) ?? '');
    const lang = query.get('lang') || undefined;
    return (
      await callApi(appSn, searchCalls.search, { keyword, menu_id: menuId, page_num: Number(pageNum), page_size: Number(pageSize), lang }, { silent: true })
    ).list;
  });

export const shouldRevalidate = neverRevalidate;
