import type { Inline } from '../../../shared/contract/rich-text.ts';
import { isSafeLink } from '../../../shared/safe-url.ts';
import { UrlLink } from '../../lib/links/UrlLink.tsx';

/**
 * Only web and site-relative links become links; anything else (javascript:, data:) stays text.
 * Writes already refuse them (shared/safe-url.ts): this guards documents stored before that.
 */
export function safeHref(href: string | undefined): string | undefined {
  return href && isSafeLink(href) ? href : undefined;
}

/** A rich-text run's text with its bold, italic and link marks (a page of ours in this tab, another site's in a new one). */
export function MarkedRun({ run, linkClassName }: { run: Inline; linkClassName?: string | undefined }) {
  let node: React.ReactNode = run.text;
  if (run.bold) node = <strong>{node}</strong>;
  if (run.italic) node = <em>{node}</em>;
  const href = safeHref(run.href);
  if (href) {
    node = (
      <UrlLink url={href} className={linkClassName}>
        {node}
      </UrlLink>
    );
  }
  return node;
}
