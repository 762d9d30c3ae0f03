import type { ClientLoaderFunctionArgs } from 'react-router';
import * as rankingCalls from '../../../shared/contract/calls/ranking.ts';
import type { RankingEntry } from '../../../shared/contract/ranking.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, neverRevalidate } from '../../lib/part-data.ts';
import { loadRankingLists } from './ranking-lists.ts';

/** The ranking block's lists (`reader-data/ranking?types=1,2,3&page_size=…`): one per type, in order. */
export type RankingLists = RankingEntry[][];

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, (appSn, query): Promise<RankingLists> => {
    const types = (query.get('types') ?? '').split(',').map(Number);
    const pageSize = Number(query.get('page_size'));
    return loadRankingLists(types, (type) => callApi(appSn, rankingCalls.list, { type, page: 1, page_size: pageSize }, { silent: true }));
  });

export const shouldRevalidate = neverRevalidate;
