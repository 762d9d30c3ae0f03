import { LANGUAGES, LANGUAGE_QUERY } from '../../../shared/language.ts';

/**
 * Query values that change how a page is shown or who sent the reader, never what it is about:
 * the layout, the app's header flags, analytics sources, the login prompt and ad trackers. A
 * page's canonical URL leaves them out (the language is put back as ?lang=, see pageUrls).
 */
const PRESENTATION_PARAMS: ReadonlySet<string> = new Set([
  'visit_device',
  'bbs_presentation_style',
  'mihoyo_app',
  'header_bar_hide_back',
  'source_id',
  'from',
  'login',
  'fbclid',
  'gclid',
  'msclkid',
  'spm',
  LANGUAGE_QUERY,
]);

const isPresentation = (name: string) => PRESENTATION_PARAMS.has(name) || name.startsWith('utm_');

/** The query of what a page is about: the URL's query without presentation and tracking values, in their order. */
export function meaningfulQuery(search: string): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (!isPresentation(name)) kept.append(name, value);
  return kept;
}

export interface PageUrls {
  /** This page in this language: what search engines should index. */
  canonical: string;
  /** The page in each language the wiki speaks, or the entry can be read in (?lang= pages are not varied by cookie). */
  alternates: Array<{ hrefLang: string; href: string }>;
  /** The page without ?lang: the reader's remembered language, else the edition's default. */
  xDefault: string;
}

/**
 * The absolute URLs of a page: origin (PUBLIC_ORIGIN or the request's), path, the meaningful
 * query, and ?lang= of each language. Every language version is its own canonical page, and
 * the hreflang alternates point at ?lang= URLs, which need no cookie and are cached as they are.
 */
export function pageUrls(origin: string, pathname: string, search: string, locale: string, languages: readonly string[] = LANGUAGES): PageUrls {
  const query = meaningfulQuery(search);
  const at = (language: string | undefined) => {
    const params = new URLSearchParams(query);
    if (language) params.set(LANGUAGE_QUERY, language);
    const text = params.toString();
    return `${origin}${pathname}${text ? `?${text}` : ''}`;
  };
  return {
    canonical: at(locale),
    alternates: languages.map((language) => ({ hrefLang: language, href: at(language) })),
    xDefault: at(undefined),
  };
}

/** A stored picture as an absolute URL: our uploads (/img/...) on our origin, other http(s) URLs as they are. */
export function absoluteUrl(origin: string, url: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return /^https?:\/\//i.test(url) ? url : undefined;
}
