import { listFormat, numberFormat } from './intl.ts';

/** A count as the reader's language writes it (1,234 / 1,234; grouping per locale). */
export function formatNumber(value: number, locale = 'zh-CN'): string {
  return Number.isFinite(value) ? numberFormat(locale).format(value) : '';
}

/** Names as the reader's language lists them: 甲、乙、丙 / A, B, C (no "and": the items are tags, not a sentence). */
export function formatList(items: readonly string[], locale = 'zh-CN'): string {
  return listFormat(locale, { type: 'conjunction', style: 'narrow' }).format(items);
}
