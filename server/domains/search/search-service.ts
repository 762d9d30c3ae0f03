import type { Db } from '../../db/database.ts';
import { FILTER_ALL_ID, type FilterNode, type SearchHit } from '../../../shared/contract/search.ts';
import { searchEntries, suggestWords, type SearchQuery } from './engine.ts';
import { refreshSearchRanks } from './refresh-ranks.ts';

/** Labels of the synthetic filter entries (the client shows its own catalogue's words). */
export const FILTER_ALL_NAME = '全部';
export const FILTER_UNLIMITED_NAME = '不限';

const unlimited = (parentId: number): FilterNode => ({
  id: FILTER_ALL_ID,
  name: FILTER_UNLIMITED_NAME,
  channel_id: FILTER_ALL_ID,
  parent_id: parentId,
  children: [],
});

/** The search index of entry pages and its suggestions. */
export function searchService(db: Db) {
  return {
    /** One page of results; an empty keyword answers an empty list. */
    async search(query: SearchQuery): Promise<SearchHit[]> {
      if (query.keyword === '') return [];
      return searchEntries(db, query);
    },

    /** Suggested names and aliases for a keyword being typed. */
    suggest: (editionId: number, keyword: string): Promise<string[]> => (keyword === '' ? Promise.resolve([]) : suggestWords(db, editionId, keyword)),

    /** Re-ranks entries whose page views moved since they were indexed; answers how many moved. */
    refreshRanks: (): Promise<number> => refreshSearchRanks(db),

    /**
     * The channel tree of the search filter: the synthetic 'all' (-1) with its 'unlimited'
     * child (-1), then every first-level channel with 'unlimited' and its second-level channels.
     */
    async filterTree(editionId: number): Promise<FilterNode[]> {
      const rows = await db
        .selectFrom('channels')
        .select(['id', 'name', 'parent_id', 'depth'])
        .where('edition_id', '=', editionId)
        .where('depth', '<=', 2)
        .orderBy('depth')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const roots = rows.filter((row) => row.parent_id === null);
      const node = (row: (typeof rows)[number], children: FilterNode[]): FilterNode => ({
        id: Number(row.id),
        name: row.name,
        channel_id: Number(row.id),
        parent_id: row.parent_id === null ? 0 : Number(row.parent_id),
        children,
      });
      return [
        { id: FILTER_ALL_ID, name: FILTER_ALL_NAME, channel_id: FILTER_ALL_ID, parent_id: 0, children: [unlimited(FILTER_ALL_ID)] },
        ...roots.map((root) =>
          node(root, [
            unlimited(Number(root.id)),
            ...rows.filter((row) => row.parent_id !== null && Number(row.parent_id) === Number(root.id)).map((row) => node(row, [])),
          ]),
        ),
      ];
    },
  };
}
