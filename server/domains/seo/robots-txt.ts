/** Paths no crawler needs: the API (every mount), the console. */
const PRIVATE_PATHS = ['/api/', '/common/blackboard/', '/hoyowiki/', '/admin'];

/**
 * robots.txt: the API and the console are not for crawlers, nor any login-required edition; the
 * sitemap index of each public edition is named (absolute, on the site's origin).
 */
export function robotsTxt(origin: string, editions: ReadonlyArray<{ base_path: string; login_required: number }>): string {
  const closed = editions.filter((edition) => edition.login_required).map((edition) => edition.base_path);
  const open = editions.filter((edition) => !edition.login_required).map((edition) => edition.base_path);
  const lines = ['User-agent: *', ...[...PRIVATE_PATHS, ...closed].map((path) => `Disallow: ${path}`), 'Allow: /', ''];
  for (const base of open) lines.push(`Sitemap: ${origin}${base}sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
