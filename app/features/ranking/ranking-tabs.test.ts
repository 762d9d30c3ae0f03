import { describe, expect, it } from 'vitest';
import { RANKING_PAGE_SIZE, RANKING_TYPES, rankingListQuery, type RankingList } from '../../../shared/contract/ranking.ts';
import { loadRankingLists } from './ranking-lists.ts';
import { RANKING_PAGE_SIZES, RANKING_TABS, rankingPageSize } from './ranking-tabs.ts';

const TAB_TYPES = RANKING_TABS.map((tab) => tab.type);
const loadRankingTabs = (fetchList: (type: number) => Promise<RankingList>) => loadRankingLists(TAB_TYPES, fetchList);

const list = (name: string): RankingList => ({ list: [{ account_uid: '1', account_name: name, img: '', value: 3, rank: 1 }], total: 1 });

describe('ranking tabs', () => {
  it('are 0 weekly, 1 monthly, 2 overall, asking for the contract types 1 to 3', () => {
    expect(RANKING_TABS.map((tab) => [tab.tab, tab.type])).toEqual([
      [0, RANKING_TYPES.weekly],
      [1, RANKING_TYPES.monthly],
      [2, RANKING_TYPES.overall],
    ]);
  });

  it('ask for 6 entries when limited and 50 otherwise, sizes the API accepts', () => {
    expect(rankingPageSize(true)).toBe(6);
    expect(rankingPageSize(false)).toBe(50);
    expect(RANKING_PAGE_SIZES).toEqual({ limited: RANKING_PAGE_SIZE.limited, full: RANKING_PAGE_SIZE.full });
    for (const tab of RANKING_TABS) {
      for (const size of Object.values(RANKING_PAGE_SIZES)) {
        expect(rankingListQuery.safeParse({ type: String(tab.type), page: '1', page_size: String(size) }).success).toBe(true);
      }
    }
  });
});

describe('loading the tabs (loadRankingLists)', () => {
  it('loads the three tabs together, each with its own type', async () => {
    const asked: number[] = [];
    let inFlight = 0;
    let most = 0;
    const lists = await loadRankingTabs(async (type) => {
      asked.push(type);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return list(`type${type}`);
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(most).toBe(3);
    expect(lists.map((entries) => entries.map((entry) => entry.account_name))).toEqual([['type1'], ['type2'], ['type3']]);
  });

  it('gives a failed tab an empty list and keeps the others', async () => {
    const lists = await loadRankingTabs(async (type) => {
      if (type === 2) throw new Error('network');
      return list(`type${type}`);
    });
    expect(lists.map((entries) => entries.length)).toEqual([1, 0, 1]);
    const malformed = await loadRankingTabs(async () => ({}) as RankingList);
    expect(malformed).toEqual([[], [], []]);
  });
});
