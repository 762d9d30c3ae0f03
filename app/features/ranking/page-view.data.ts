import type { ClientLoaderFunctionArgs } from 'react-router';
import { loadPart, neverRevalidate } from '../../lib/part-data.ts';
import { countPageView } from './page-view-count.ts';

/**
 * A content entry's views (`reader-data/page-view?content_id=…&visit=…`): a count, not a read,
 * once per visit (the location key) however often it is asked; null when the call failed.
 */
export type PageViews = number | null;

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(request, (appSn, query): Promise<PageViews> => countPageView(appSn, Number(query.get('content_id')), query.get('visit') ?? ''));

export const shouldRevalidate = neverRevalidate;
