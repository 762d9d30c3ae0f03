import { languageOfRequest, uiLanguage, type ReaderLanguage } from '../../shared/language.ts';
import type { Locale } from './index.ts';

/**
 * The reader language of a page request: ?lang, else the reader's cookie, else the edition's
 * default. The content follows it (shared/content-language.ts); the interface reads its
 * interface language (requestLocale). The root loader and every loader that words a title ask this.
 */
export function requestReaderLanguage(request: Request, edition: { default_lang: string } | undefined): ReaderLanguage {
  return languageOfRequest(request, edition?.default_lang);
}

/** The interface language a page renders in (zh-CN or en-US). */
export function requestLocale(request: Request, edition: { default_lang: string } | undefined): Locale {
  return uiLanguage(requestReaderLanguage(request, edition));
}
