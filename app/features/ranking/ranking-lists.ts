import type { RankingEntry, RankingList } from '../../../shared/contract/ranking.ts';

/**
 * Loads the lists of the given types together (page 1), in their order. A list whose call fails
 * is empty; the failure is otherwise silent. Apart from ranking-tabs.ts so that its
 * data route (ranking-lists.data.ts), which runs it, shares no module with the ranking block's chunk.
 */
export async function loadRankingLists(types: readonly number[], fetchList: (type: number) => Promise<RankingList>): Promise<RankingEntry[][]> {
  const settled = await Promise.allSettled(types.map((type) => fetchList(type)));
  return settled.map((result) => (result.status === 'fulfilled' && Array.isArray(result.value?.list) ? result.value.list : []));
}
