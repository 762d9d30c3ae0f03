/** The sitemaps protocol's limit of URLs in one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const NEEDS_ESCAPE = /[&<>"']/;

/** Text for an XML element or attribute. */
export function xmlText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!) : text;
}

/** W3C datetime of unix seconds (the protocol's lastmod); none for a time never set. */
export function lastmodOf(seconds: number): string | undefined {
  // toISOString is always YYYY-MM-DDTHH:mm:ss.sssZ for these years: drop the milliseconds.
  return Number.isFinite(seconds) && seconds > 0 ? `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z` : undefined;
}

export interface SitemapUrl {
  loc: string;
  lastmod: number;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The elements of urls, one a line; a page's languages follow each other, so its time is formatted once. */
function elements(tag: string, urls: readonly SitemapUrl[]): string {
  let seconds = Number.NaN;
  let time: string | undefined;
  const lines = new Array<string>(urls.length);
  urls.forEach(({ loc, lastmod }, index) => {
    if (lastmod !== seconds) {
      seconds = lastmod;
      time = lastmodOf(lastmod);
    }
    lines[index] = `<${tag}><loc>${xmlText(loc)}</loc>${time ? `<lastmod>${time}</lastmod>` : ''}</${tag}>`;
  });
  return lines.join('\n');
}

/** A sitemap file: a <urlset> of at most SITEMAP_MAX_URLS pages. */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new Error(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}`);
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${elements('url', urls)}\n</urlset>\n`;
}

/** A sitemap index: the sitemap files, each with its newest change. */
export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${elements('sitemap', files)}\n</sitemapindex>\n`;
}
