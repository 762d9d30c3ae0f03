import { createContext, use, useContext } from 'react';
import { LANGUAGES, isLanguage, type Language } from '../../shared/language.ts';
import { formatMessage } from './message-format.ts';
import type { MessageKey } from './zh-CN.ts';

type Catalogue = Partial<Record<MessageKey, string>>;
type Messages = Readonly<Record<string, string>>;
/** A module of one language's messages: its own chunk (scripts/vite-locale-catalogues.ts keeps the other language out of it). */
type MessagesModule = () => Promise<{ messages: Messages }>;
/** An area's messages, one module a language. */
export type AreaLoaders = Record<Language, MessagesModule>;

/**
 * The messages of each language, filled as they load: a browser downloads only its page's
 * language. The core catalogue (zh-CN.ts or en-US.ts, a chunk of its own that the HTML preloads:
 * app/lib/module-preload-priority.server.ts) is loaded by entry.client.tsx before hydration; an
 * area's (areas/: the editor, the console, the account center, the contributing pages, the
 * moderation queue) by the area's module as its pages' code loads. The server has every message
 * of every language from the start (catalogues.server.ts).
 */
export const LOCALES: Record<Language, Catalogue> = { 'zh-CN': {}, 'en-US': {} };
/** A language the wiki speaks (shared/language.ts: the cookie, ?lang and the edition's default pick one). */
export type Locale = Language;
export type { MessageKey };

const CORE: Record<Locale, MessagesModule> = {
  'zh-CN': () => import('./zh-CN.ts').then((module) => ({ messages: module.zhCN })),
  'en-US': () => import('./en-US.ts').then((module) => ({ messages: module.enUS })),
};
const areas: AreaLoaders[] = [];
/** The languages asked for, and when each has its core catalogue and the areas known then. */
const requested = new Map<Locale, Promise<void>>();
const ready = new Set<Locale>();
/** Set by catalogues.server.ts: every language and area is in, nothing is ever loaded. */
let complete = false;

function addLanguageMessages(locale: Locale, messages: Messages): void {
  Object.assign(LOCALES[locale], messages);
}

const loadInto = (locale: Locale, load: MessagesModule) => load().then((module) => addLanguageMessages(locale, module.messages));

/** A small area's messages in every language, added with its code (a few console pages, the entry page's translate action). */
export function addMessages(area: Record<Locale, Messages>): void {
  for (const locale of LANGUAGES) addLanguageMessages(locale, area[locale]);
}

/** Every message of every language at once (the server, unit tests): catalogues.server.ts. */
export function addAllMessages(catalogues: Record<Locale, Messages>): void {
  addMessages(catalogues);
  complete = true;
  for (const locale of LANGUAGES) {
    ready.add(locale);
    requested.set(locale, Promise.resolve());
  }
}

/** The page's language in the browser before any catalogue is in: the server wrote it on <html lang>. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'zh-CN';
}

/**
 * Loads a language: its core catalogue and the messages of every area registered so far. Once a
 * language (again after a failure): the same promise each time, so a render can wait for it (use).
 */
export function loadLocale(locale: Locale): Promise<void> {
  let done = requested.get(locale);
  if (!done) {
    done = Promise.all([CORE[locale], ...areas.map((area) => area[locale])].map((load) => loadInto(locale, load))).then(() => {
      ready.add(locale);
    });
    done.catch(() => requested.delete(locale));
    requested.set(locale, done);
  }
  return done;
}

/**
 * Registers an area and loads its messages in the languages asked for so far (in a first view,
 * before entry.client asks: the page's language). The area's module awaits it in the browser,
 * so its pages render with their messages in; a language loaded later brings the area's too.
 */
export function addArea(loaders: AreaLoaders): Promise<void> {
  areas.push(loaders);
  if (complete) return Promise.resolve();
  const locales = requested.size > 0 ? [...requested.keys()] : [pageLocale()];
  return Promise.all(locales.map((locale) => loadInto(locale, loaders[locale]))).then(() => {});
}

/**
 * The root's wait for its language: a navigation that turns the page into a language not
 * loaded yet (the language switch, ?lang=) renders once that catalogue is in; React keeps the
 * page as it was meanwhile (router updates are transitions). Free when the language is in.
 */
export function useLocaleReady(locale: Locale): void {
  if (!ready.has(locale)) use(loadLocale(locale));
}

export function isLocale(value: unknown): value is Locale {
  return isLanguage(value);
}

/**
 * Looks a message up and fills it: {placeholders} and plural forms (message-format.ts). An
 * unknown key (an area not loaded) shows itself.
 */
export function translate(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return formatMessage(locale, LOCALES[locale][key] ?? key, vars);
}

export const LocaleContext = createContext<Locale>('zh-CN');

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT() {
  const locale = useContext(LocaleContext);
  return (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
}
