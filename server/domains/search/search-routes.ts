import * as searchCalls from '../../../shared/contract/calls/search.ts';
import { channelTreeQuerySchema, searchQuerySchema, suggestionQuerySchema } from '../../../shared/contract/search.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import { channelOfMenu, hitsAsSpoken } from '../../api/wiki-menus.ts';

/**
 * API calls of the search index of entry pages and its suggestions: search,
 * suggestions while typing, and the channel tree (scene CommonUser) of the search filter. On
 * /hoyowiki/... menu ids may be the publisher's (wiki-menus.ts).
 */
export const searchRoutes: ImplementedCall[] = [
  implement(searchCalls.search, {
    query: searchQuerySchema,
    async handler(context) {
      const { query, services, edition } = context;
      const menuId = query.menu_id === undefined ? undefined : await channelOfMenu(context, query.menu_id);
      // A menu id that names no menu finds nothing, as an unknown channel does.
      if (query.menu_id !== undefined && menuId === undefined) return { list: [] };
      const hits = await services.search.search({
        editionId: edition.id,
        keyword: query.keyword,
        menuId,
        pageNum: query.page_num,
        pageSize: query.page_size,
      });
      return { list: await hitsAsSpoken(context, hits) };
    },
  }),
  implement(searchCalls.suggestions, {
    query: suggestionQuerySchema,
    async handler({ query, services, edition }) {
      return { word_list: await services.search.suggest(edition.id, query.keyword) };
    },
  }),
  implement(searchCalls.channelTree, {
    query: channelTreeQuerySchema,
    async handler({ services, edition }) {
      return { children: await services.search.filterTree(edition.id) };
    },
  }),
];
