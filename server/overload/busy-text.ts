import { enUS } from '../../app/i18n/en-US.ts';
import { zhCN } from '../../app/i18n/zh-CN.ts';

/**
 * The busy page's text in the reader's language: English when the browser prefers it to Chinese,
 * else the wiki's first language. Known without reading the database, which is what we spare.
 */
export function busyText(acceptLanguage: string | undefined): string {
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, q }) => (tag.startsWith('en') || tag.startsWith('zh')) && q > 0)
    .sort((a, b) => b.q - a.q)[0];
  const catalogue = preferred?.tag.startsWith('en') ? enUS : zhCN;
  return `${catalogue['error.busy']}\n`;
}
