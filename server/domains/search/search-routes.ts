import * as searchCalls from '../../../shared/contract/calls/search.ts';
import { channelTreeQuerySchema, searchQuerySchema, suggestionQuerySchema } from '../../../shared/contract/search.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import { searchLanguage } from './reader-language.ts';

/**
 * API calls of the search index of entry pages and its suggestions: search,
 * suggestions while typing, and the channel tree (scene CommonUser) of the search filter. Menu
 * ids are channel ids; on /hoyowiki/... search answers as the publisher's (server/wire/hoyowiki/).
 * Search takes the reader's content language (`lang`, or `x-rpc-language`): its matches first,
 * each hit's name and snippet in it where the entry is translated (reader-language.ts).
 */
export const searchRoutes: ImplementedCall[] = [
  implement(searchCalls.search, {
    query: searchQuerySchema,
    async handler({ query, services, edition, content }) {
      const hits = await services.search.search({
        editionId: edition.id,
        keyword: query.keyword,
        menuId: query.menu_id,
        pageNum: query.page_num,
        pageSize: query.page_size,
        language: searchLanguage(services.translations, edition, content),
      });
      return { list: hits };
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
