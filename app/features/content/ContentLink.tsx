import { PageLink } from '../../lib/page-link.tsx';
import { contentPath } from '../../lib/wiki-href.ts';
import { useWiki } from '../../lib/wiki-context.tsx';

interface ContentLinkProps {
  item: { content_id: number; bbs_url: string };
  className?: string;
  /** Extra query of the internal link (e.g. from=collectionBg, the click source). */
  query?: Record<string, string>;
  children: React.ReactNode;
}

/** Links an entry to its external bbs_url (new tab) or to its detail page. */
export function ContentLink({ item, className, query, children }: ContentLinkProps) {
  const { href } = useWiki();
  const target = contentPath(item);
  if ('external' in target) {
    return (
      <a className={className} href={target.external} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  return (
    <PageLink className={className} to={href(target.path, query)} prefetch="intent">
      {children}
    </PageLink>
  );
}
