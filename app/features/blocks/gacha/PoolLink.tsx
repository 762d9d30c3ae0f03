import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { poolTarget } from './pool-link.ts';

interface PoolLinkProps {
  url: string;
  className?: string;
  /** The accessible name, when the content is only a picture. */
  label?: string;
  children: ReactNode;
}

/**
 * A gacha pool's link (activity_url, pool[].url): a page of this wiki through the router with
 * the required query, another site path as is, a web URL in a new tab; an empty or unsafe URL
 * renders its content without a link.
 */
export function PoolLink({ url, className, label, children }: PoolLinkProps) {
  const { edition, href } = useWiki();
  const target = poolTarget(url, edition.base_path);
  switch (target.kind) {
    case 'wiki':
      return (
        <Link className={className} to={href(target.path, target.query)} prefetch="intent" aria-label={label}>
          {children}
        </Link>
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
