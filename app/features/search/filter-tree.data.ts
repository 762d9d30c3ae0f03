import type { ClientLoaderFunctionArgs } from 'react-router';
import * as searchCalls from '../../../shared/contract/calls/search.ts';
import type { FilterNode } from '../../../shared/contract/search.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, neverRevalidate } from '../../lib/part-data.ts';

/** The channel tree of the search filter, scene CommonUser (`reader-data/filter-tree`). */
export type FilterTree = FilterNode[];

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, async (appSn): Promise<FilterTree> => (await callApi(appSn, searchCalls.channelTree, { scene: 'CommonUser' }, { silent: true })).children);

export const shouldRevalidate = neverRevalidate;
