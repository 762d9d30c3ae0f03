import { languageOfRequest } from '../../shared/language.ts';
import type { Locale } from './index.ts';

/**
 * The language a page renders in, as its loaders see it: ?lang, else the reader's cookie, else
 * the edition's default. The root loader and every loader that words a title ask this.
 */
export function requestLocale(request: Request, edition: { default_lang: string } | undefined): Locale {
  return languageOfRequest(request, edition?.default_lang);
}
