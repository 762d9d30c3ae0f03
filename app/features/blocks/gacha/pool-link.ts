/** Where a gacha pool URL (activity_url, pool[].url) leads; anything but web and site paths leads nowhere. */
export type PoolTarget =
  { kind: 'wiki'; path: string; query: Record<string, string> } | { kind: 'site'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * A path of this edition (under its base path) becomes a wiki page, linked with the required
 * query (bbs_presentation_style, visit_device); another path of this site is a plain link; an
 * http(s) URL opens in a new tab; empty, protocol-relative, javascript:, data: and the like
 * are not linked at all.
 */
export function poolTarget(url: string, basePath: string): PoolTarget {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) {
    const [pathPart = '', queryPart = ''] = value.split(/\?(.*)/s, 2);
    const path = pathPart.split('#')[0]!;
    if (path.startsWith(basePath) || `${path}/` === basePath) {
      const query = Object.fromEntries(new URLSearchParams(queryPart.split('#')[0]));
      return { kind: 'wiki', path: path.slice(basePath.length), query };
    }
    return { kind: 'site', href: value };
  }
  if (/^https?:\/\/[^/\\]/i.test(value)) return { kind: 'external', href: value };
  return { kind: 'none' };
}

/** Whether a pool URL leads anywhere (the base path does not matter for that). */
export const leadsSomewhere = (url: string): boolean => poolTarget(url, '/').kind !== 'none';

/** A clip's URL as an <audio> source: our /media/ paths or http(s) URLs, else none. */
export function playableUrl(url: string): string | undefined {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/[^/\\]/i.test(value) ? value : undefined;
}
