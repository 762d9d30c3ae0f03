import { emailMailEn, emailMailZh } from '../../../app/i18n/catalog/email-mail.ts';
import type { Language } from '../../../shared/language.ts';

export type MailKey = keyof typeof emailMailZh;
type Vars = Record<string, string | number>;

const CATALOGUES: Record<Language, Record<MailKey, string>> = { 'zh-CN': emailMailZh, 'en-US': emailMailEn };
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/**
 * A mail text in the reader's language, filled: {placeholders} and the catalogues' plural forms
 * (`{n, plural, one {# …} other {# …}}`, as app/i18n/message-format.ts reads them for pages).
 */
export function mailText(language: Language, key: MailKey, vars: Vars = {}): string {
  const numbers = new Intl.NumberFormat(language);
  const rules = new Intl.PluralRules(language);
  const withPlurals = CATALOGUES[language][key].replace(PLURAL, (whole, name: string, forms: string) => {
    const count = vars[name];
    if (typeof count !== 'number') return whole;
    const chosen = new Map([...forms.matchAll(FORM)].map(([, selector, form]) => [selector!, form!]));
    const form = chosen.get(`=${count}`) ?? chosen.get(rules.select(count)) ?? chosen.get('other') ?? '';
    return form.replaceAll('#', numbers.format(count));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

/** Text for HTML: the five characters that could open markup or end an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An address with most of its local part hidden: n***@example.com. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}
