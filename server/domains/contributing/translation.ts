import type { TranslationStartWire } from '../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { ContentLanguage } from '../../../shared/content-language.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { overlayTranslation } from '../translations/overlay.ts';
import { contentLanguagesOf, translationsService, type TranslationRecord } from '../translations/translations-service.ts';
import type { PageState } from './pages.ts';

/**
 * Translations through drafts, submissions and review (issue 31). A translation draft or
 * submission carries `lang` (a content language of the edition other than its source) and a
 * whole document of the source's shape; approving it publishes that language's text
 * (translations/publish-translation.ts), never a revision of the source.
 */

/** The edition's content languages, source first (editions.content_langs). */
export async function editionLanguages(db: Db, editionId: number): Promise<ContentLanguage[]> {
  const row = await db.selectFrom('editions').select(['content_langs', 'default_lang']).where('id', '=', editionId).executeTakeFirst();
  return row ? contentLanguagesOf(row) : ['zh-cn'];
}

/**
 * Checks a draft's or submission's language: '' (an edit of the source) always passes; a
 * translation needs an existing entry and a content language of the edition other than its source.
 */
export async function checkTranslationLang(db: Db, editionId: number, lang: string, entryPageId: number): Promise<void> {
  if (lang === '') return;
  if (entryPageId <= 0) throw new DomainError('invalid', 'lang: only an existing entry is translated; write the new entry in the source language first');
  const languages = await editionLanguages(db, editionId);
  const [source, ...others] = languages;
  if (!(others as string[]).includes(lang)) {
    const offered = others.length > 0 ? `one of ${others.join(', ')}` : 'none (the edition has one content language)';
    throw new DomainError('invalid', `lang: ${lang} is not a translation language of this edition (its source is ${source}; translations: ${offered})`);
  }
}

/** The current translation of one entry in one language, or undefined. */
export async function currentTranslation(db: Db, contentId: number, lang: string): Promise<TranslationRecord | undefined> {
  return (await translationsService(db).current([contentId], lang)).get(contentId);
}

/**
 * What a translator starts from: the current translation laid over the current source (so the
 * structure is always the source's), or a copy of the source when there is none yet.
 */
export async function translationStart(
  db: Db,
  editionId: number,
  page: PageState,
  lang: string,
): Promise<{ doc: EntryDoc; translation: TranslationStartWire }> {
  const [languages, current] = await Promise.all([editionLanguages(db, editionId), currentTranslation(db, page.id, lang)]);
  const source_lang = languages[0] ?? 'zh-cn';
  if (!current) {
    return {
      doc: page.doc,
      translation: { source_lang, source_doc: page.doc, version: 0, untranslated: page.doc.modules.map((module) => module.id), outdated: [] },
    };
  }
  const overlaid = overlayTranslation(page.doc, current.doc, current.sourceHashes);
  return {
    doc: overlaid.doc,
    translation: { source_lang, source_doc: page.doc, version: current.version, untranslated: overlaid.untranslated, outdated: overlaid.outdated },
  };
}
