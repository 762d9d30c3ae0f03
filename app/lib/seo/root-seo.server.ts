import type { AppLoadContext } from 'react-router';
import type { RootSeoData } from './site-context.ts';

/** The root loader's part for every page's meta: the origin URLs are absolute on (PUBLIC_ORIGIN, else the request's). */
export function rootSeo(request: Request, context: AppLoadContext): RootSeoData {
  return { origin: context.config.publicOrigin ?? new URL(request.url).origin };
}
