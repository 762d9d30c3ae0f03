import { LANGUAGE_QUERY } from '../../../shared/language.ts';
import type { PageUrls } from './page-urls.ts';
import type { SiteContext } from './site-context.ts';

/** A step of an article's breadcrumbs: a channel and its path under the edition's base path. */
export interface TrailStep {
  name: string;
  path: string;
}

/** What an entry or article page knows about itself beyond its title and description. */
export interface ArticleFacts {
  /** Unix seconds. */
  published?: number | undefined;
  modified?: number | undefined;
  /** The writer's name; none: the edition's community. */
  author?: string | undefined;
  /** The channels above the page, outermost first. */
  trail: TrailStep[];
}

interface ArticleInput {
  site: SiteContext;
  urls: PageUrls;
  title: string;
  description: string;
  image: string | undefined;
  logo: string | undefined;
  facts: ArticleFacts;
}

const isoTime = (seconds: number | undefined) => (seconds && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined);

/** schema.org's headline limit. */
const HEADLINE_MAX = 110;

/**
 * The JSON-LD documents of an entry page: a schema.org Article (name, description, image,
 * dates, author, publisher) and the BreadcrumbList of its channels, every URL absolute and in
 * the page's language. React Router writes them as application/ld+json scripts with <, > and &
 * escaped (a data block: never executed, so the page's CSP has nothing to allow).
 */
export function articleJsonLd({ site, urls, title, description, image, logo, facts }: ArticleInput): Array<Record<string, unknown>> {
  const basePath = site.edition?.base_path ?? '/';
  const inLanguage = (path: string) => `${site.origin}${basePath}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${site.locale}`;
  const home = inLanguage('');
  const publisher = {
    '@type': 'Organization',
    name: site.site,
    url: home,
    ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
  };
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${urls.canonical}#article`,
    headline: [...title].slice(0, HEADLINE_MAX).join(''),
    name: title,
    description,
    url: urls.canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': urls.canonical },
    inLanguage: site.locale,
    ...(image ? { image: [image] } : {}),
    ...(isoTime(facts.published) ? { datePublished: isoTime(facts.published) } : {}),
    ...(isoTime(facts.modified ?? facts.published) ? { dateModified: isoTime(facts.modified ?? facts.published) } : {}),
    author: facts.author?.trim() ? { '@type': 'Person', name: facts.author.trim() } : { '@type': 'Organization', name: site.site, url: home },
    publisher,
  };
  const steps = [
    { name: site.site, item: home },
    ...facts.trail.map((step) => ({ name: step.name, item: inLanguage(step.path) })),
    { name: title, item: urls.canonical },
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.item })),
  };
  return [article, breadcrumbs];
}
