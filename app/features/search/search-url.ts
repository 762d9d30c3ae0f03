/**
 * Keeps the search page's keyword in its URL without a router navigation (which would run the
 * page loaders again for nothing): the entry of the browser history is replaced in place.
 */
export function replaceKeywordInUrl(keyword: string): void {
  const url = new URL(window.location.href);
  if (keyword) url.searchParams.set('keyword', keyword);
  else url.searchParams.delete('keyword');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
}
