import { editionContentLanguages, isTraditionalView, type ContentChoice, type TraditionalView } from '../../../shared/content-language.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { modulePlainLines } from '../entry-pages/plain-text.ts';
import type { SearchLanguage } from './engine.ts';

/** What search reads of the translations (services.translations, server/domains/translations/). */
export interface TranslationReader {
  current(ids: readonly number[], lang: string): Promise<Map<number, { doc: EntryDoc }>>;
  traditional(editionId: number, view: TraditionalView): Promise<(text: string) => string>;
}

/**
 * The reader's language of a search (issue 31): `choice` is the content language the call asked
 * for (x-rpc-language or ?lang, the call's `content`, server/api/wire-language.ts) and the one the
 * edition answers in. Undefined in an edition with one
 * content language, whose search is what it always was. Otherwise the language's names rank
 * first (engine.ts) and each hit shows its name and snippet from the entry's current translation
 * in that language, else from the traditional view converted from zh-cn (zh-tw, zh-hk readers),
 * else the source's.
 */
export function searchLanguage(
  translations: TranslationReader,
  edition: { id: number; content_langs: string; default_lang: string },
  choice: ContentChoice,
): SearchLanguage | undefined {
  if (editionContentLanguages(edition.content_langs, edition.default_lang).length === 1) return undefined;
  if (choice.wanted === choice.source) return { lang: undefined };
  // zh-hk reads the zh-tw translation (shared/content-language.ts chooseContent).
  const stored = choice.wanted === 'zh-hk' ? 'zh-tw' : choice.wanted;
  const view = isTraditionalView(choice.wanted) && choice.source === 'zh-cn' ? choice.wanted : undefined;
  return {
    lang: stored,
    async texts(found) {
      const current = await translations.current(
        found.map((hit) => hit.id),
        stored,
      );
      const texts = new Map<number, { name: string; body: string }>();
      for (const [id, translation] of current) {
        const body = [translation.doc.desc, ...modulePlainLines(translation.doc)].filter((line) => line.trim() !== '').join('\n');
        texts.set(id, { name: translation.doc.name, body });
      }
      // The others' shown name and snippet converted (only what is shown: a body may be long).
      const convert = view && found.some((hit) => !texts.has(hit.id)) ? await translations.traditional(edition.id, view) : undefined;
      return { texts, ...(convert ? { convert } : {}) };
    },
  };
}
