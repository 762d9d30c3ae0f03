import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import * as notificationCalls from '../../../shared/contract/calls/notifications.ts';
import type { WatchState, WatchTargetKind } from '../../../shared/contract/notifications.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, revalidateAfterOwnWrite } from '../../lib/part-data.ts';
import { routeAction } from '../../lib/route-data.ts';

/**
 * Whether the visitor watches an entry or a channel (`my-data/watch-state?kind=entry|channel&id=…&viewer=…`),
 * a late personal part of the cached entry and channel pages; and the watch toggle (submitted
 * here, answering the new state).
 */
export type WatchStateData = WatchState;

/** A watch or unwatch, from the watch button. */
export type WatchWrite = {
  app_sn: string;
  target_kind: WatchTargetKind;
  target_id: number;
  watching: boolean;
};

const kindOf = (query: URLSearchParams): WatchTargetKind => (query.get('kind') === 'channel' ? 'channel' : 'entry');

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, (appSn, query) =>
    callApi(appSn, notificationCalls.watchState, { target_kind: kindOf(query), target_id: Number(query.get('id')) }, { silent: true }),
  );

/** The write, submitted by a fetcher without reloading the page (`defaultShouldRevalidate: false`). */
export const clientAction = ({ request }: ClientActionFunctionArgs) =>
  routeAction(request, (body: WatchWrite) =>
    callApi(body.app_sn, body.watching ? notificationCalls.watch : notificationCalls.unwatch, { target_kind: body.target_kind, target_id: body.target_id }),
  );

export const shouldRevalidate = revalidateAfterOwnWrite;
