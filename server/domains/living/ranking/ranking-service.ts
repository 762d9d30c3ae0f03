import { DEFAULT_TIME_ZONE } from '../../../../shared/time-zone.ts';
import { RANKING_WINDOW_DAYS, type RankingType } from '../../../../shared/contract/ranking.ts';
import type { Db } from '../../../db/database.ts';
import type { PageRequest } from '../../content/content-lists-service.ts';
import { nowSeconds } from '../../../clock.ts';
import {
  editionZones,
  rebuildContributionAggregates,
  recordContribution,
  recordContributions,
  wikiDay,
  type ContributionInput,
} from './contribution-ledger.ts';
import { pageContributors, type ContributorRow } from './page-contributors.ts';

/** The contributor rankings: lists over the ledger's sums (contribution-ledger.ts) and a page's contributors (page-contributors.ts). */

/** The first wiki day of a rolling window of `days` days ending today (today included). */
export const windowStartDay = (days: number, nowSeconds: number, timeZone: string = DEFAULT_TIME_ZONE) => wikiDay(nowSeconds, timeZone) - (days - 1);

export interface RankingPage {
  rows: ContributorRow[];
  /** Contributors in the window (value above 0). */
  total: number;
  /** The rank of rows[0]: the page's offset + 1. */
  firstRank: number;
}

const offsetOf = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

export function rankingService(db: Db) {
  return {
    record: (input: ContributionInput) => recordContribution(db, input),
    recordMany: (inputs: ContributionInput[]) => recordContributions(db, inputs),
    rebuild: (editionId?: number) => rebuildContributionAggregates(db, editionId),

    /**
     * A page of the contributor ranking: type 1 the last 7 wiki days, 2 the last 30, 3 all time
     * (today counts as the first day of a window). Highest value first; ties by user id.
     */
    async list(editionId: number, type: RankingType, page: PageRequest, now: number = nowSeconds()): Promise<RankingPage> {
      const days = RANKING_WINDOW_DAYS[type];
      const offset = offsetOf(page);
      const userColumns = ['u.name', 'u.avatar', 'u.avatar_url', 'u.gender'] as const;

      if (days === null) {
        const totals = () => db.selectFrom('contribution_totals as t').where('t.edition_id', '=', editionId).where('t.value', '>', 0);
        const [rows, count] = await Promise.all([
          totals()
            .innerJoin('users as u', 'u.id', 't.user_id')
            .select(['t.user_id', 't.value', ...userColumns])
            .orderBy('t.value', 'desc')
            .orderBy('t.user_id', 'asc')
            .limit(page.pageSize)
            .offset(offset)
            .execute(),
          totals()
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return { rows, total: Number(count.total), firstRank: offset + 1 };
      }

      // One pass: sum each user's days in the window, rank, and count the ranked (the window
      // function runs after GROUP BY and HAVING, before LIMIT).
      const zoneOf = await editionZones(db, [editionId]);
      const since = windowStartDay(days, now, zoneOf(editionId));
      const grouped = () =>
        db
          .selectFrom('contribution_daily as d')
          .where('d.edition_id', '=', editionId)
          .where('d.day', '>=', since)
          .groupBy('d.user_id')
          .having((eb) => eb.fn.sum('d.value'), '>', 0);
      const ranked = grouped()
        .select((eb) => ['d.user_id', eb.fn.sum<number>('d.value').as('value'), eb.fn.countAll<number>().over().as('total')])
        .orderBy((eb) => eb.fn.sum('d.value'), 'desc')
        .orderBy('d.user_id', 'asc')
        .limit(page.pageSize)
        .offset(offset);
      const rows = await db
        .selectFrom(ranked.as('r'))
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.user_id', 'r.value', 'r.total', ...userColumns])
        .orderBy('r.value', 'desc')
        .orderBy('r.user_id', 'asc')
        .execute();
      // Past the last page no row carries the total: count on its own.
      const total =
        rows[0] !== undefined
          ? Number(rows[0].total)
          : Number(
              (
                await db
                  .selectFrom(grouped().select('d.user_id').as('r'))
                  .select((eb) => eb.fn.countAll<number>().as('total'))
                  .executeTakeFirstOrThrow()
              ).total,
            );
      return {
        rows: rows.map(({ total: _total, ...row }) => ({ ...row, value: Number(row.value) })),
        total,
        firstRank: offset + 1,
      };
    },

    /** Whether the content entry exists in the edition. */
    async contentExists(editionId: number, contentId: number): Promise<boolean> {
      const row = await db.selectFrom('contents').select('id').where('id', '=', contentId).where('edition_id', '=', editionId).executeTakeFirst();
      return row !== undefined;
    },

    /** Who contributed to a content: everyone who published an edit of it, with the value credited to them on it (page-contributors.ts). */
    contributors: (editionId: number, contentId: number, limit: number): Promise<ContributorRow[]> => pageContributors(db, editionId, contentId, limit),
  };
}
