import { numberFormat } from './intl.ts';

/** A count as the reader's language writes it (1,234 / 1,234; grouping per locale). */
export function formatNumber(value: number, locale = 'zh-CN'): string {
  return Number.isFinite(value) ? numberFormat(locale).format(value) : '';
}
