import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import * as entryPageCalls from '../../../shared/contract/calls/entry-pages.ts';
import type { EntryPageStatistics } from '../../../shared/contract/entry-page.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, revalidateAfterOwnWrite } from '../../lib/part-data.ts';
import { routeAction } from '../../lib/route-data.ts';

/** An entry page's likes and the visitor's own (`my-data/entry-stats?entry_page_id=…&viewer=…`), and the like toggle (submitted here). */
export type EntryStats = Pick<EntryPageStatistics, 'like_num' | 'is_like'>;

/** A like, or taking it back. */
export type LikeWrite = {
  app_sn: string;
  entry_page_id: number;
  is_cancel: boolean;
};

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, (appSn, query): Promise<EntryStats> =>
    callApi(appSn, entryPageCalls.statistics, { entry_page_id: Number(query.get('entry_page_id')) }, { silent: true }),
  );

/** The write, submitted by a fetcher without reloading the page (`defaultShouldRevalidate: false`). */
export const clientAction = ({ request }: ClientActionFunctionArgs) =>
  routeAction(request, (body: LikeWrite) => callApi(body.app_sn, entryPageCalls.like, { entry_page_id: body.entry_page_id, is_cancel: body.is_cancel }));

export const shouldRevalidate = revalidateAfterOwnWrite;
