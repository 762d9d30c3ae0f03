import { useContext, type ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import { PageLink } from '../page-link.tsx';
import type { RootSeoData } from '../seo/site-context.ts';
import { EditionContext, useLayout } from '../wiki-context.tsx';
import { wikiHref } from '../wiki-href.ts';
import { linkTarget } from './link-target.ts';

interface UrlLinkProps {
  url: string;
  className?: string | undefined;
  /** The accessible name, when the content is only a picture. */
  label?: string | undefined;
  children: ReactNode;
}

/** The origin this site's pages are on (the root loader's; '' when it failed): a URL with it is one of ours. */
function useSiteOrigin(): string {
  // Outside a data router (a component rendered on its own) there is no root data: no origin.
  const router = useContext(UNSAFE_DataRouterStateContext);
  const root = router?.loaderData.root as { seo?: RootSeoData } | undefined;
  return root?.seo?.origin ?? '';
}

/**
 * A link to a URL that content gives (bbs_url, jump_url, a pool's url, a rich-text link): a page
 * of this wiki in the same tab through the router, with the required query; another path of this
 * site as is; a web URL of another host in a new tab; an empty or unsafe URL renders its content
 * without a link. Rendered outside an edition too (the console's previews).
 */
export function UrlLink({ url, className, label, children }: UrlLinkProps) {
  // Outside an edition (the operator console's previews) no path is a wiki page: they are site paths.
  const basePath = useContext(EditionContext)?.base_path;
  const layout = useLayout();
  const target = linkTarget(url, basePath, useSiteOrigin());
  switch (target.kind) {
    case 'wiki':
      return (
        <PageLink className={className} to={wikiHref(basePath ?? '/', target.path, layout, target.query)} prefetch="intent" label={label}>
          {children}
        </PageLink>
      );
    case 'site':
      return (
        <a className={className} href={target.href} aria-label={label}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a className={className} href={target.href} target="_blank" rel="noopener noreferrer nofollow" aria-label={label}>
          {children}
        </a>
      );
    default:
      return (
        <span className={className} role={label ? 'img' : undefined} aria-label={label}>
          {children}
        </span>
      );
  }
}
