import type { ContentLanguage } from '../../../../shared/content-language.ts';
import type { Namespaces } from '../titles.ts';

/**
 * The interlanguage prefixes MediaWiki writes for each content language (`[[zh:胡桃]]` at the
 * foot of an English page points at the Chinese one): the language's MediaWiki code, with the
 * variants wikis use for the same language.
 */
const PREFIXES: Record<ContentLanguage, readonly string[]> = {
  'zh-cn': ['zh', 'zh-cn', 'zh-hans', 'zh-sg'],
  'zh-tw': ['zh-tw', 'zh-hant', 'zh-hk'],
  'en-us': ['en', 'en-us'],
  'ja-jp': ['ja'],
  'ko-kr': ['ko'],
  'de-de': ['de'],
  'es-es': ['es'],
  'fr-fr': ['fr'],
  'id-id': ['id'],
  'pt-pt': ['pt'],
  'ru-ru': ['ru'],
  'th-th': ['th'],
  'vi-vn': ['vi'],
  'it-it': ['it'],
  'tr-tr': ['tr'],
};

/** The MediaWiki interlanguage prefixes of a content language. */
export const interlanguagePrefixes = (lang: ContentLanguage): readonly string[] => PREFIXES[lang];

/**
 * The titles a page's interlanguage links give for the language (normalised as MediaWiki
 * normalises a main-namespace title), each once, from the page's link targets as written (the
 * cheap scan's `linkTargets`). A prefix that is one of the dump's namespace names is a
 * namespace, not a language.
 */
export function interlanguageTitles(linkTargets: readonly string[], lang: ContentLanguage, namespaces: Namespaces): string[] {
  const prefixes = new Set(PREFIXES[lang]);
  const titles = new Set<string>();
  for (const target of linkTargets) {
    const colon = target.indexOf(':');
    if (colon <= 0) continue;
    const prefix = target.slice(0, colon).trim().toLowerCase();
    if (!prefixes.has(prefix) || namespaces.parse(target).ns !== 0) continue;
    const rest = target.slice(colon + 1);
    const hash = rest.indexOf('#');
    const title = namespaces.normalise(0, hash >= 0 ? rest.slice(0, hash) : rest);
    if (title !== '') titles.add(title);
  }
  return [...titles];
}
