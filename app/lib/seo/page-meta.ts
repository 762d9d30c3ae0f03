import type { MetaDescriptor } from 'react-router';
import { LANGUAGES } from '../../../shared/language.ts';
import { imageVariant, LOGO_IMAGE } from '../../../shared/images.ts';
import { absoluteUrl, pageUrls } from './page-urls.ts';
import { siteContext, type MetaMatches, type SiteContext } from './site-context.ts';
import { articleJsonLd, type ArticleFacts } from './structured-data.ts';

/** What a page says about itself; everything else (site, language, URLs) comes from the matches. */
export interface PageSeo {
  /** The page's own title (the site's name is added), or one worded from the site context; none: the site's name alone. */
  title?: string | ((site: SiteContext) => string) | undefined;
  /** A sentence about the page, or one worded from the site context; none: the site's introduction. */
  description?: string | ((site: SiteContext) => string) | undefined;
  /** A stored picture (/img/... or https) for link previews; none: the edition's logo. */
  image?: string | undefined;
  /** The picture is a wide header (a large preview card), not an icon. */
  imageWide?: boolean;
  /** Pages of one reader or of the editors: kept out of search engines. */
  noindex?: boolean;
  /** An entry or article: Open Graph type article and schema.org Article with breadcrumbs. */
  article?: ArticleFacts | undefined;
  /** An entry of an edition with several content languages (issue 31): the language its text is in and those it can be read in (BCP 47 tags). */
  languages?: { current: string; available: readonly string[] } | undefined;
}

export interface MetaArgsLike {
  location: { pathname: string; search: string };
  matches: MetaMatches;
  error?: unknown;
}

/** Longest description kept: what result pages show. */
const DESCRIPTION_MAX = 160;

/** One line of at most DESCRIPTION_MAX characters (cut at a character, with an ellipsis). */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= DESCRIPTION_MAX
    ? line
    : `${chars
        .slice(0, DESCRIPTION_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** The document title: "page - site", or the site alone. */
export function documentTitle(site: SiteContext, title: string | undefined): string {
  const own = title?.trim();
  return own && own !== site.site ? site.t('seo.titled', { title: own, site: site.site }) : site.site;
}

/** The site's own introduction: the edition's footer text, or the product's. */
export function siteDescription(site: SiteContext): string {
  return site.edition ? site.t('footer.intro', { name: site.site }) : site.t('seo.description.product');
}

/** A page without words of its own: its title, the site and the site's introduction. */
function defaultDescription(site: SiteContext, title: string | undefined): string {
  const intro = siteDescription(site);
  return title && title !== site.site ? site.t('seo.description.page', { title, site: site.site, intro }) : intro;
}

/** The Open Graph locale of a language (zh-CN → zh_CN). */
const ogLocale = (language: string) => language.replace('-', '_');

/**
 * Every tag search engines and link previews read, from what the page says and where it is:
 * title, description, robots, canonical and hreflang alternates (absolute, ?lang= URLs), Open
 * Graph, the Twitter card and, for articles, JSON-LD (schema.org Article and BreadcrumbList).
 * A login-required edition's pages are noindex, nofollow whatever the page says.
 */
export function pageMeta(args: MetaArgsLike, seo: PageSeo): MetaDescriptor[] {
  const site = siteContext(args.matches, args.error);
  const ownTitle = (typeof seo.title === 'function' ? seo.title(site) : seo.title)?.trim() || undefined;
  const title = documentTitle(site, ownTitle);
  const describe = typeof seo.description === 'function' ? seo.description(site) : seo.description;
  const description = oneLine(describe?.trim() ? describe : defaultDescription(site, ownTitle));
  const tags: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (site.private) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  else if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (!site.origin) return tags;

  // The router reports an edition's home as /ys/obc; its address (and every link to it) is /ys/obc/.
  const base = site.edition?.base_path;
  const pathname = base && args.location.pathname === base.slice(0, -1) ? base : args.location.pathname;
  const languages = seo.languages ?? { current: site.locale, available: LANGUAGES };
  const urls = pageUrls(site.origin, pathname, args.location.search, languages.current, languages.available);
  const picture = seo.image ? absoluteUrl(site.origin, imageVariant(seo.image, seo.imageWide ? 1200 : 512)) : undefined;
  const logo = site.edition?.logo_url ? absoluteUrl(site.origin, imageVariant(site.edition.logo_url, LOGO_IMAGE.width, LOGO_IMAGE.quality)) : undefined;
  const image = picture ?? logo;
  tags.push(
    { tagName: 'link', rel: 'canonical', href: urls.canonical },
    ...urls.alternates.map(({ hrefLang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang, href })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urls.xDefault },
    { property: 'og:type', content: seo.article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.site },
    { property: 'og:title', content: ownTitle ?? site.site },
    { property: 'og:description', content: description },
    { property: 'og:url', content: urls.canonical },
    { property: 'og:locale', content: ogLocale(languages.current) },
    ...languages.available
      .filter((language) => language !== languages.current)
      .map((language) => ({ property: 'og:locale:alternate', content: ogLocale(language) })),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: picture && seo.imageWide ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  );
  if (seo.article) {
    const jsonLd = articleJsonLd({ site, urls, title: ownTitle ?? site.site, description, image, logo, facts: seo.article });
    tags.push(...jsonLd.map((document) => ({ 'script:ld+json': document })));
  }
  return tags;
}
