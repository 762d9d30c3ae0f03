import type { ClientLoaderFunctionArgs } from 'react-router';
import * as searchCalls from '../../../shared/contract/calls/search.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, neverRevalidate } from '../../lib/part-data.ts';

/** The words suggested for a keyword being typed (`reader-data/suggestions?keyword=…`), with that keyword. */
export interface Suggestions {
  keyword: string;
  words: string[];
}

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, async (appSn, query): Promise<Suggestions> => {
    const keyword = query.get('keyword') ?? '';
    return { keyword, words: (await callApi(appSn, searchCalls.suggestions, { keyword }, { silent: true })).word_list };
  });

export const shouldRevalidate = neverRevalidate;
