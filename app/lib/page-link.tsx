import { Link } from 'react-router';

interface PageLinkProps {
  /** An absolute path of this site (`/ys/obc/content/1/detail?...`), as wikiHref makes it. */
  to: string;
  className?: string | undefined;
  prefetch?: 'intent' | undefined;
  /** The accessible name, when the content is only a picture. */
  label?: string | undefined;
  children: React.ReactNode;
}

const rendersOnServer = typeof document === 'undefined';

/**
 * React Router's <Link> to a page of this site. On the server it is the very anchor Link
 * renders there (for an absolute path, `href` is the path itself and `data-discover` is set),
 * without Link's dozen hooks: home renders some 270 links and Link was ~6% of its server CPU
 * (issue #14). In the browser it is Link itself (client navigation, prefetch on intent), which
 * hydrates that same anchor.
 */
export function PageLink({ to, className, prefetch, label, children }: PageLinkProps) {
  if (rendersOnServer) {
    return (
      <a className={className} aria-label={label} href={to} data-discover="true">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} aria-label={label} to={to} prefetch={prefetch}>
      {children}
    </Link>
  );
}
