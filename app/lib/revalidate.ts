import type { ShouldRevalidateFunctionArgs } from 'react-router';

const PRESENTATION_ONLY = new Set(['visit_device', 'bbs_presentation_style', 'header_bar_hide_back']);

function significant(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !PRESENTATION_ONLY.has(name)).sort();
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Loaders need not run again when only presentation flags (the layout switch) changed. */
export function skipPresentationOnlyChanges({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  // An explicit revalidation (same URL, e.g. after signing in) always runs.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (!formMethod && significant(currentUrl) === significant(nextUrl)) return false;
  return defaultShouldRevalidate;
}
