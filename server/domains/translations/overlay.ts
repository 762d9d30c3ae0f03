import { createHash } from 'node:crypto';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';

/**
 * One structure, text per language (issue 31). A translation is stored as a whole document of
 * the source's shape; a reader gets the source's structure (modules and their order, components,
 * images, numbers, filters) with the translation's text laid over it:
 * - a string leaf takes the translation's string at the same place, except strings that are
 *   not text (keys naming a URL, picture, id or type): those stay the source's;
 * - numbers and booleans stay the source's;
 * - an array the translation holds with the same length is laid over item by item; one of
 *   another length (a rich text re-worded into more or fewer runs, a list with an item more)
 *   is the translation's, as it was checked when it was submitted.
 * A module the translation lacks stays in the source language (listed in `untranslated`).
 */

const NOT_TEXT = /(^|_)(url|urls|src|icon|img|image|images|pic|href|link|id|ids|type|color|audio|video)$/i;

function lay(source: unknown, translated: unknown, key: string): unknown {
  if (typeof source === 'string') return typeof translated === 'string' && translated !== '' && !NOT_TEXT.test(key) ? translated : source;
  if (Array.isArray(source)) {
    if (!Array.isArray(translated)) return source;
    if (translated.length !== source.length) return translated;
    return source.map((item, index) => lay(item, translated[index], key));
  }
  if (source !== null && typeof source === 'object') {
    const other = translated !== null && typeof translated === 'object' && !Array.isArray(translated) ? (translated as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(source as Record<string, unknown>).map(([name, value]) => [name, lay(value, other[name], name)]));
  }
  return source;
}

/** The page's own text (name, description, aliases) is fingerprinted under this key, beside each module's id. */
export const HEADER_KEY = '';

/** A short fingerprint of each part of the source a translator translates: the header and every module. */
export function sourceFingerprints(doc: EntryDoc): Record<string, string> {
  const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
  const prints: Record<string, string> = { [HEADER_KEY]: hash([doc.name, doc.desc, doc.aliases]) };
  for (const module of doc.modules) prints[module.id] = hash([module.name, module.components]);
  return prints;
}

export interface Overlaid {
  doc: EntryDoc;
  /** Module ids the translation has none of (shown in the source language). */
  untranslated: string[];
  /** Parts (module ids, HEADER_KEY for the page's name and description) the source changed since they were translated. */
  outdated: string[];
}

/** The source document with the translation's text laid over it, and what is missing or older than the source. */
export function overlayTranslation(source: EntryDoc, translation: EntryDoc, translatedFrom: Record<string, string>): Overlaid {
  const now = sourceFingerprints(source);
  const byId = new Map(translation.modules.map((module) => [module.id, module]));
  const untranslated: string[] = [];
  const modules = source.modules.map((module) => {
    const translated = byId.get(module.id);
    if (!translated) {
      untranslated.push(module.id);
      return module;
    }
    return {
      ...module,
      name: translated.name || module.name,
      components: lay(module.components, translated.components, 'components') as typeof module.components,
    };
  });
  const outdated = Object.keys(now).filter(
    (part) => (part === HEADER_KEY || byId.has(part)) && translatedFrom[part] !== undefined && translatedFrom[part] !== now[part],
  );
  return {
    doc: {
      ...source,
      name: translation.name || source.name,
      desc: translation.desc || source.desc,
      aliases: translation.aliases.length > 0 ? translation.aliases : source.aliases,
      modules,
    },
    untranslated,
    outdated,
  };
}

/** Every string of a document turned by `convert` (the traditional-Chinese view), but those that are not text. */
export function convertText(doc: EntryDoc, convert: (text: string) => string): EntryDoc {
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return NOT_TEXT.test(key) ? value : convert(value);
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, item]) => [name, walk(item, name)]));
    return value;
  };
  // Filter values stay the source's: they are the keys the channel's filters match.
  return { ...(walk(doc, '') as EntryDoc), filter_values: doc.filter_values };
}
