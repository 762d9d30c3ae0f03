import { isSafeLink, isSitePath } from '../../../shared/safe-url.ts';

/** Where a URL from content (bbs_url, jump_url, a pool's url, a rich-text link) leads. */
export type LinkTarget =
  { kind: 'wiki'; path: string; query: Record<string, string> } | { kind: 'site'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * The spec's internal links are those without a host or with ours (001 §5): a path of this
 * edition (under its base path) becomes a wiki page, linked through the router with the required
 * query (bbs_presentation_style, visit_device) and its own query kept; another path of this site
 * is a plain link (outside an edition, basePath undefined, every path is); a web URL of our own
 * origin is read as its path; any other http(s) URL opens in a new tab; empty,
 * protocol-relative, javascript:, data: and the like lead nowhere.
 */
export function linkTarget(url: string, basePath: string | undefined, origin = ''): LinkTarget {
  let value = url.trim();
  if (!isSafeLink(value)) return { kind: 'none' };
  if (!isSitePath(value) && origin) {
    const parsed = new URL(value);
    if (parsed.origin === originOf(origin)) value = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  }
  if (isSitePath(value)) {
    const [pathPart = '', queryPart = ''] = value.split(/\?(.*)/s, 2);
    const path = pathPart.split('#')[0]!;
    if (basePath && (path.startsWith(basePath) || `${path}/` === basePath)) {
      const query = Object.fromEntries(new URLSearchParams(queryPart.split('#')[0]));
      return { kind: 'wiki', path: path.slice(basePath.length), query };
    }
    return { kind: 'site', href: value };
  }
  return { kind: 'external', href: value };
}

/** Whether a URL leads anywhere (the base path does not matter for that). */
export const leadsSomewhere = (url: string): boolean => linkTarget(url, '/').kind !== 'none';
