/**
 * The ranking's tabs (spec: 0 weekly, 1 monthly, 2 overall) and the list type each asks the API
 * for (/v1/ranking/list type 1 to 3). Plain constants: the browser does not load the contract's
 * schemas; ranking-tabs.test.ts checks they agree with shared/contract/ranking.ts.
 */
export const RANKING_TABS = [
  { tab: 0, type: 1, label: 'ranking.weekly' },
  { tab: 1, type: 2, label: 'ranking.monthly' },
  { tab: 2, type: 3, label: 'ranking.overall' },
] as const;

export type RankingTab = (typeof RANKING_TABS)[number];

/** page_size: 6 where the block is limited (home), 50 on its channel page. */
export const RANKING_PAGE_SIZES = { limited: 6, full: 50 } as const;

export const rankingPageSize = (limited: boolean) => (limited ? RANKING_PAGE_SIZES.limited : RANKING_PAGE_SIZES.full);

/** Ranks that show a medal (rank images by index: 1 gold, 2 silver, 3 bronze). */
export const MEDAL_RANKS = 3;
