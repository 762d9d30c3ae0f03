/**
 * Intl formatters, one per locale and options for the life of the process (or page). Building
 * an Intl.DateTimeFormat costs far more than formatting with one, and a page formats hundreds
 * of dates and numbers while it renders: every formatter of the app comes from here.
 */
type Options = Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.CollatorOptions | Intl.ListFormatOptions;

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();
const listFormats = new Map<string, Intl.ListFormat>();

/** The cache key: the locale and the options, whatever order the options were written in. */
function keyOf(locale: string | undefined, options: Options): string {
  const entries = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${locale ?? ''}|${JSON.stringify(entries)}`;
}

function cached<T>(cache: Map<string, T>, locale: string | undefined, options: Options, make: () => T): T {
  const key = keyOf(locale, options);
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** A date-time formatter for the locale (undefined: the runtime's) and options, made once. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A number formatter for the locale (undefined: the runtime's) and options, made once. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A collator for the locale and options, made once. */
export function collator(locale: string | undefined, options: Intl.CollatorOptions = {}): Intl.Collator {
  return cached(collators, locale, options, () => new Intl.Collator(locale, options));
}

/** A list formatter for the locale and options, made once. */
export function listFormat(locale: string | undefined, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options));
}

const pluralRulesCache = new Map<string, Intl.PluralRules>();

/** Plural rules for the locale (cardinal), made once: the catalogues' plural forms ask on every count. */
export function pluralRules(locale: string | undefined): Intl.PluralRules {
  return cached(pluralRulesCache, locale, {}, () => new Intl.PluralRules(locale));
}
