import { numberFormat, pluralRules } from '../lib/format/intl.ts';

/**
 * The catalogues' message syntax: {name} is a value as given; a count that chooses the words
 * around it is written as a subset of ICU's plural, `{n, plural, one {# like} other {# likes}}`:
 * the form is the one Intl.PluralRules names for the count in the page's language (zh-CN has
 * only `other`, en-US `one` and `other`), `=0 {…}` takes an exact count first, and # is the
 * count in the language's digits (Intl.NumberFormat: 12,345). Both come cached from app/lib/format/intl.ts. A form may hold {placeholders}
 * but no other plural. Plain messages pass with one test for ", plural,".
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

/** The plural forms of a message's text: [argument, { selector: form }] for each plural in it. */
export function pluralsOf(template: string): Array<[string, Record<string, string>]> {
  return [...template.matchAll(PLURAL)].map(([, name, forms]) => [
    name!,
    Object.fromEntries([...forms!.matchAll(FORM)].map(([, selector, form]) => [selector!, form!])),
  ]);
}

/** A message's text with its plural forms taken out (what is left is plain text and {placeholders}). */
export function withoutPlurals(template: string): string {
  return template.replace(PLURAL, '');
}

function chooseForm(locale: string, forms: string, count: string | number | undefined): string | undefined {
  if (count === undefined) return undefined;
  const chosen = new Map([...forms.matchAll(FORM)].map(([, selector, form]) => [selector!, form!]));
  // A count given as text (it should not be) cannot choose: it reads the `other` form as it is.
  const form = typeof count === 'number' ? (chosen.get(`=${count}`) ?? chosen.get(pluralRules(locale).select(count))) : undefined;
  return (form ?? chosen.get('other'))?.replaceAll('#', typeof count === 'number' ? numberFormat(locale).format(count) : count);
}

/** Fills a message: plural forms by their count, then {placeholders}; a value not given leaves its part as written. */
export function formatMessage(locale: string, template: string, vars: Readonly<Record<string, string | number>>): string {
  const counted = template.includes(', plural,')
    ? template.replace(PLURAL, (whole, name: string, forms: string) => chooseForm(locale, forms, vars[name]) ?? whole)
    : template;
  return counted.replace(PLACEHOLDER, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
