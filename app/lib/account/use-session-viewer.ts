import { useRouteLoaderData } from 'react-router';
import type { ServerViewer } from './viewer-store.tsx';

/**
 * The aid of the visitor the root loader last answered for ('' for none), for the hrefs of the
 * my-data route's fetchers. Not the viewer store's status: that changes when a sign-in completes,
 * just before the sign-in's revalidation starts, and a fetcher's first load of a route not yet
 * discovered while a revalidation runs is revalidated on the edition's not-found route (a server
 * request that fails). The root data changes once that revalidation is done.
 */
export function useSessionViewer(): string {
  const data: unknown = useRouteLoaderData('root');
  const root = data as { account?: { viewer: ServerViewer | null } | null } | undefined;
  return String(root?.account?.viewer?.user.aid ?? '');
}
