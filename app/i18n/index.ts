import { createContext, useContext } from 'react';
import { enUS } from './en-US.ts';
import { zhCN, type MessageKey } from './zh-CN.ts';

export const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;
export type Locale = keyof typeof LOCALES;
export type { MessageKey };

export function isLocale(value: unknown): value is Locale {
  // Own keys only: 'toString' or 'constructor' from ?lang= are no locales.
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** Looks a message up and fills its {placeholders}. */
export function translate(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template: string = LOCALES[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export const LocaleContext = createContext<Locale>('zh-CN');

export function useT() {
  const locale = useContext(LocaleContext);
  return (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
}
