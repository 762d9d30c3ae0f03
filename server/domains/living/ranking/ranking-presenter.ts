import { avatarImage } from '../../../../shared/avatar.ts';
import type { Contributor, ContributorList, RankingList } from '../../../../shared/contract/ranking.ts';
import type { RankingPage } from './ranking-service.ts';
import type { ContributorRow } from './page-contributors.ts';

/** A contributor as the real API's ranking entry: the user id as text, the avatar by the spec's rule. */
export function presentContributor(row: ContributorRow): Contributor {
  return {
    account_uid: String(row.user_id),
    account_name: row.name,
    img: avatarImage(row),
    value: Number(row.value),
  };
}

export const presentRankingList = (page: RankingPage): RankingList => ({
  list: page.rows.map((row, index) => ({ ...presentContributor(row), rank: page.firstRank + index })),
  total: page.total,
});

export const presentContributorList = (rows: ContributorRow[]): ContributorList => ({
  list: rows.map(presentContributor),
});
