import { chooseContent, isTraditionalView, type ContentLanguage, type PageLanguage } from '../../../shared/content-language.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { convertText, overlayTranslation } from './overlay.ts';
import { contentLanguagesOf, type TranslationRecord, type TranslationsService } from './translations-service.ts';

interface Page {
  id: number;
  doc: EntryDoc;
}

export interface Localized<P extends Page> {
  /** The page with its text in the language shown. */
  page: P;
  language: PageLanguage;
  /** What the text is besides the page's version: '' the source; a translation's language and version; a conversion's view and converter (a cache of rendered text keys it). */
  variant: string;
}

/** The languages an entry can be read in: the source, its translations the edition offers, the traditional view where offered. */
export function readableLanguages(languages: readonly ContentLanguage[], translated: readonly string[]): string[] {
  const source = languages[0]!;
  const traditional = source === 'zh-cn' && languages.includes('zh-tw') ? ['zh-tw'] : [];
  return languages.filter((lang) => lang === source || translated.includes(lang) || traditional.includes(lang));
}

/**
 * Entry pages in the reader's language (issue 31): for each page, the translation's text over the
 * source's structure (overlay.ts), else the traditional view converted from zh-cn, else the
 * source with kind 'fallback' (the reader is told). An edition with one content language reads
 * nothing more than before: no query is made.
 */
export async function localizePages<P extends Page>(
  translations: TranslationsService,
  edition: { id: number; content_langs: string; default_lang: string },
  pages: readonly P[],
  asked: string | undefined,
): Promise<Array<Localized<P>>> {
  const languages = contentLanguagesOf(edition);
  const choice = chooseContent(languages, asked);
  const base = { asked: choice.asked, source: choice.source, untranslated: [], outdated: [] };
  if (languages.length === 1)
    return pages.map((page): Localized<P> => ({ page, variant: '', language: { ...base, shown: choice.source, kind: 'source', langs: [choice.source] } }));

  const ids = pages.map((page) => page.id);
  const stored = choice.wanted === 'zh-hk' ? 'zh-tw' : choice.wanted;
  const [translatedLanguages, found] = await Promise.all([
    translations.translatedLanguages(ids),
    choice.wanted === choice.source ? Promise.resolve(new Map<number, TranslationRecord>()) : translations.current(ids, stored),
  ]);
  const convert =
    choice.wanted !== choice.source && isTraditionalView(choice.wanted) && choice.source === 'zh-cn'
      ? await translations.traditional(edition.id, choice.wanted)
      : undefined;

  return pages.map((page): Localized<P> => {
    const langs = readableLanguages(languages, translatedLanguages.get(page.id) ?? []);
    if (choice.wanted === choice.source) return { page, variant: '', language: { ...base, shown: choice.source, kind: 'source', langs } };
    const translation = found.get(page.id);
    if (translation) {
      const laid = overlayTranslation(page.doc, translation.doc, translation.sourceHashes);
      return {
        page: { ...page, doc: laid.doc },
        variant: `${stored}.${translation.version}`,
        language: { ...base, shown: stored, kind: 'translation', untranslated: laid.untranslated, outdated: laid.outdated, langs },
      };
    }
    if (convert) {
      return {
        page: { ...page, doc: convertText(page.doc, convert) },
        variant: `${choice.wanted}#${convert.serial}`,
        language: { ...base, shown: choice.wanted, kind: 'converted', langs },
      };
    }
    return { page, variant: '', language: { ...base, shown: choice.source, kind: 'fallback', langs } };
  });
}

/**
 * The names of listed entries in the reader's language (lists, catalogues): each translation's
 * name, the traditional view's conversion, else the source's. No query in an edition with one
 * content language or for a reader of the source.
 */
export async function localizeNames<T extends { id: number; name: string }>(
  translations: TranslationsService,
  edition: { id: number; content_langs: string; default_lang: string },
  items: readonly T[],
  asked: string | undefined,
): Promise<string[]> {
  const languages = contentLanguagesOf(edition);
  const choice = chooseContent(languages, asked);
  if (languages.length === 1 || choice.wanted === choice.source || items.length === 0) return items.map((item) => item.name);
  const found = await translations.current(
    items.map((item) => item.id),
    choice.wanted === 'zh-hk' ? 'zh-tw' : choice.wanted,
  );
  const convert = isTraditionalView(choice.wanted) && choice.source === 'zh-cn' ? await translations.traditional(edition.id, choice.wanted) : undefined;
  return items.map((item) => found.get(item.id)?.doc.name || (convert ? convert(item.name) : item.name));
}
