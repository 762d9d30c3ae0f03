import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LANGUAGE_QUERY, isReaderLanguage, languageCookie, languageFromCookies, type ReaderLanguage } from '../../shared/language.ts';

/** Remembers the reader's language in its cookie (the server reads it on the next request). */
export function rememberLanguage(language: ReaderLanguage): void {
  if (languageFromCookies(document.cookie) === language) return;
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
}

/** A page opened with ?lang= remembers it: the next link, without the query, stays in that language. */
export function useRememberLanguageQuery(): void {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(LANGUAGE_QUERY);
  useEffect(() => {
    if (isReaderLanguage(asked)) rememberLanguage(asked);
  }, [asked]);
}
