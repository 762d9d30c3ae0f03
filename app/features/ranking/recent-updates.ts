import type { ContentItem } from '../../../shared/contract/channel.ts';

/** Entries per page of the recent-updates page (the spec's paging constant, 20). */
export const RECENT_UPDATES_PAGE_SIZE = 20;

/** Appends a page to what is shown, leaving out entries already there (the list may shift as entries update). */
export function appendPage(shown: ContentItem[], page: ContentItem[]): ContentItem[] {
  const seen = new Set(shown.map((item) => item.content_id));
  return [...shown, ...page.filter((item) => !seen.has(item.content_id))];
}
