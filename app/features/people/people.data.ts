import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from 'react-router';
import * as peopleCalls from '../../../shared/contract/calls/people.ts';
import type { Person } from '../../../shared/contract/people.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, revalidateAfterOwnWrite } from '../../lib/part-data.ts';
import { routeAction } from '../../lib/route-data.ts';

/** The visitor's people (`my-data/people?viewer=…`), and the follow toggle (submitted here). */
export type PeopleData = Person[];

/** Following a person, or no longer. */
export type FollowWrite = {
  app_sn: string;
  person_id: number;
  is_follow: boolean;
};

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, async (appSn): Promise<PeopleData> => (await callApi(appSn, peopleCalls.list, {})).list);

/** The write, submitted by a fetcher without reloading the page (`defaultShouldRevalidate: false`). */
export const clientAction = ({ request }: ClientActionFunctionArgs) =>
  routeAction(request, (body: FollowWrite) => callApi(body.app_sn, peopleCalls.follow, { person_id: body.person_id, is_follow: body.is_follow }));

export const shouldRevalidate = revalidateAfterOwnWrite;
