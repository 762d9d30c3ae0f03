import { isLocale, translate, type Locale, type MessageKey } from '../../i18n/index.ts';
import type { ClientEdition } from '../wiki-context.tsx';

/** What the root loader tells every page's meta (app/root.tsx): the origin its URLs are absolute on. */
export interface RootSeoData {
  origin: string;
}

/** The route matches a meta function gets: ids and loader data. */
export type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** Who a page belongs to, as its meta function sees it. */
export interface SiteContext {
  locale: Locale;
  /** '' when the root loader failed: no absolute URLs then. */
  origin: string;
  /** The edition's name, or the product's outside an edition. */
  site: string;
  edition: ClientEdition | undefined;
  /** A login-required edition: never indexed. */
  private: boolean;
  t: (key: MessageKey, vars?: Record<string, string | number>) => string;
  /** Items as one phrase in the page's language (at most `max`). */
  list: (items: readonly string[], max?: number) => string;
}

interface RootData {
  locale?: unknown;
  seo?: RootSeoData;
  account?: { loginRequired?: boolean } | null;
}

const dataOf = (matches: MetaMatches, id: string) => matches.find((match) => match?.id === id)?.data;

/** The edition of the page: the edition layout's, the console's, or the one a gate error names. */
function editionOf(matches: MetaMatches, error: unknown): ClientEdition | undefined {
  for (const id of ['edition', 'admin']) {
    const edition = (dataOf(matches, id) as { edition?: ClientEdition } | undefined)?.edition;
    if (edition) return edition;
  }
  const gate = (error as { data?: { edition?: ClientEdition } } | undefined)?.data?.edition;
  return gate && typeof gate.name === 'string' ? gate : undefined;
}

/** The site context of a meta function's matches (the root's data, the edition's). */
export function siteContext(matches: MetaMatches, error?: unknown): SiteContext {
  const root = (dataOf(matches, 'root') ?? {}) as RootData;
  const locale: Locale = isLocale(root.locale) ? root.locale : 'zh-CN';
  const edition = editionOf(matches, error);
  const t = (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
  return {
    locale,
    origin: root.seo?.origin ?? '',
    site: edition?.name ?? t('seo.product'),
    edition,
    private: edition?.login_required === true || root.account?.loginRequired === true,
    t,
    list: (items, max = 6) =>
      items
        .map((item) => item.trim())
        .filter(Boolean)
        .slice(0, max)
        .join(t('seo.listSeparator')),
  };
}
