import type { ClientLoaderFunctionArgs } from 'react-router';
import * as keyBoxCalls from '../../../shared/contract/calls/key-box.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, revalidateAfterOwnWrite } from '../../lib/part-data.ts';
import { FAVORITES_GUIDE_KEY } from './favorites-guide.ts';

/** The key-box says the favorites guide was seen, on another device too (`my-data/guide-seen?viewer=…`). */
export type GuideSeen = boolean;

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, async (appSn): Promise<GuideSeen> => (await callApi(appSn, keyBoxCalls.query, { key: FAVORITES_GUIDE_KEY }, { silent: true })).exist);

export const shouldRevalidate = revalidateAfterOwnWrite;
