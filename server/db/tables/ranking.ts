import type { Generated } from 'kysely';

/**
 * Kysely types of the ranking area's tables (created by migrations/0002-ranking.ts).
 *
 * contribution_records is the source of truth; the three contribution_* tables below are
 * aggregates of it, kept in step by services/ranking.ts recordContribution() in the same
 * transaction as each record (and rebuilt from the records by rebuildContributionAggregates()).
 */
export interface RankingTables {
  contribution_daily: ContributionDailyTable;
  contribution_totals: ContributionTotalTable;
  contribution_content: ContributionContentTable;
  content_pv: ContentPvTable;
}

/** One user's contribution value in one edition on one wiki day (feeds the weekly and monthly lists). */
export interface ContributionDailyTable {
  edition_id: number;
  user_id: number;
  /** Days since 1970-01-01 in the wiki's time zone (Asia/Shanghai, UTC+8): see wikiDay(). */
  day: number;
  value: number;
}

/** One user's all-time contribution value in one edition (the overall list). */
export interface ContributionTotalTable {
  edition_id: number;
  user_id: number;
  value: number;
}

/** One user's contribution value to one content entry (its contributors). */
export interface ContributionContentTable {
  edition_id: number;
  content_id: number;
  user_id: number;
  value: number;
}

/** Page views of a content entry. */
export interface ContentPvTable {
  edition_id: number;
  content_id: number;
  pv: number;
  /** The views its search rank key was last computed from (0014-view-counting; server/domains/search/refresh-ranks.ts). */
  indexed_pv: Generated<number>;
}

// contribution_records gains the entry a record is about (nullable: not every contribution is
// about one entry); the column is added by migrations/0002-ranking.ts.
declare module '../schema.ts' {
  interface ContributionRecordTable {
    /** The content entry the contribution was made to, if any. */
    content_id: number | null;
  }
}
