import type { ClientLoaderFunctionArgs } from 'react-router';
import * as entryPageCalls from '../../../shared/contract/calls/entry-pages.ts';
import type { EntryPageBrief } from '../../../shared/contract/entry-page.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadPart, neverRevalidate } from '../../lib/part-data.ts';

/** The names and icons of the materials a document lists (`reader-data/materials?ids=1,2,…`). */
export type Materials = EntryPageBrief[];

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, async (appSn, query): Promise<Materials> =>
    (await callApi(appSn, entryPageCalls.pages, { str_entry_page_ids: query.get('ids') ?? '' }, { silent: true })).entry_pages.map((entry) => ({
      id: Number(entry.id),
      name: entry.name,
      icon_url: entry.icon_url,
    })),
  );

export const shouldRevalidate = neverRevalidate;
