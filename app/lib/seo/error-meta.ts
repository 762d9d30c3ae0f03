import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { pageMeta, type MetaArgsLike } from './page-meta.ts';
import type { SiteContext } from './site-context.ts';

/** The title of an error page: what the reader sees on it (not found, sign in first, no permission, the status). */
export function errorTitle(site: SiteContext, error: unknown): string {
  if (!isRouteErrorResponse(error)) return site.t('error.generic');
  const gate = (error.data as { gate?: unknown } | undefined)?.gate;
  if (error.status === 404) return site.t('error.notFound');
  if (gate === 'login') return site.t('gate.loginTitle');
  if (gate === 'forbidden') return site.t('gate.forbidden');
  return site.t('seo.error.title', { status: error.status });
}

/** The tags of an error page (a layout's or the root's error boundary): its title, never indexed. */
export function errorMeta(args: MetaArgsLike): MetaDescriptor[] {
  return pageMeta(args, { title: (site) => errorTitle(site, args.error), noindex: true });
}
