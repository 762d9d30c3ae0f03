import { createContext, useContext } from 'react';
import type { Language } from '../../shared/language.ts';
import { enUS } from './en-US.ts';
import { zhCN, type MessageKey } from './zh-CN.ts';

type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * The messages of each language. Every page has the core catalogues (zh-CN.ts, en-US.ts); the
 * editor's, the console's, the account center's, the contributing pages' and the moderation queue's
 * messages are added by areas/ when their pages' code is loaded, so a reader's first view carries none of them
 * (areas.test.ts checks who uses them).
 */
export const LOCALES: Record<Language, Catalogue> = { 'zh-CN': { ...zhCN } as Catalogue, 'en-US': { ...enUS } as Catalogue };
/** A language the wiki speaks (shared/language.ts: the cookie, ?lang and the edition's default pick one). */
export type Locale = Language;
export type { MessageKey };

/** An area's messages in every language, added once its pages' code is loaded (areas/*.ts). */
export function addMessages(area: Record<Locale, Readonly<Record<string, string>>>): void {
  for (const locale of Object.keys(LOCALES) as Locale[]) Object.assign(LOCALES[locale], area[locale]);
}

export function isLocale(value: unknown): value is Locale {
  // Own keys only: 'toString' or 'constructor' from ?lang= are no locales.
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** Looks a message up and fills its {placeholders}; an unknown key (an area not loaded) shows itself. */
export function translate(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template: string = LOCALES[locale][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
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
