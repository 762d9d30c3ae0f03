import { PageLink } from '../../lib/page-link.tsx';
import { UrlLink } from '../../lib/links/UrlLink.tsx';
import { contentPath } from '../../lib/wiki-href.ts';
import { useWiki } from '../../lib/wiki-context.tsx';

interface ContentLinkProps {
  item: { content_id: number; bbs_url: string };
  className?: string;
  /** Extra query of the internal link (e.g. from=collectionBg, the click source). */
  query?: Record<string, string>;
  children: React.ReactNode;
}

/** Links an entry to its bbs_url (a page of ours in this tab, another site's in a new one) or to its detail page. */
export function ContentLink({ item, className, query, children }: ContentLinkProps) {
  const { href } = useWiki();
  const target = contentPath(item);
  if ('external' in target) {
    return (
      <UrlLink url={target.external} className={className}>
        {children}
      </UrlLink>
    );
  }
  return (
    <PageLink className={className} to={href(target.path, query)} prefetch="intent">
      {children}
    </PageLink>
  );
}
