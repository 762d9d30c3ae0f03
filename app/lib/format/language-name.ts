import { languageTag } from '../../../shared/content-language.ts';

const names = new Map<string, Intl.DisplayNames | null>();

/**
 * A content language's name in the interface's language ('en-us' → 英语（美国） in zh-CN,
 * English (United States) in en-US), from the platform's own tables; the code when it has none.
 */
export function languageName(code: string, locale: string): string {
  if (!names.has(locale)) {
    try {
      names.set(locale, new Intl.DisplayNames([locale], { type: 'language' }));
    } catch {
      names.set(locale, null);
    }
  }
  try {
    return names.get(locale)?.of(languageTag(code)) ?? code;
  } catch {
    return code;
  }
}
