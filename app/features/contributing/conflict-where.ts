import type { MergeConflictWire } from '../../../shared/contract/merge-conflicts.ts';
import type { MessageKey } from '../../i18n/zh-CN.ts';

type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Keys of list positions with their own words ("paragraph 3"); others read "{key} item 3". */
const AT_KEYS = new Set(['doc', 'children', 'rows', 'items', 'list', 'tabs', 'options', 'images', 'cards', 'pieces', 'attr']);
/** Field names with their own words; others are shown as they are. */
const FIELD_KEYS = new Set([
  'name',
  'desc',
  'icon_url',
  'header_img_url',
  'modules',
  'is_poped',
  'group',
  'layout',
  'style',
  'text',
  'title',
  'columns',
  'components',
]);

/** Where a conflict is, as the reviewer reads it: the module, the component, then the place inside it. */
export function conflictWhere(conflict: MergeConflictWire, t: Translate): string[] {
  const parts = [conflict.module_id ? t('merge.where.module', { name: conflict.module_name }) : t('merge.where.page')];
  if (conflict.component > 0) parts.push(t('merge.where.component', { n: conflict.component }));
  const field = conflict.field;
  for (let i = 0; i < field.length; i += 1) {
    const segment = field[i]!;
    const next = field[i + 1];
    if (typeof segment === 'number') parts.push(`#${segment}`);
    else if (/^@\d+$/.test(segment)) parts.push(t('merge.from', { n: Number(segment.slice(1)) }));
    else if (typeof next === 'number') {
      parts.push(AT_KEYS.has(segment) ? t(`merge.at.${segment}` as MessageKey, { n: next }) : t('merge.at.other', { key: segment, n: next }));
      i += 1;
    } else if (segment === 'text' && i === field.length - 1 && i > 0) continue;
    else parts.push(FIELD_KEYS.has(segment) ? t(`merge.field.${segment}` as MessageKey) : segment);
  }
  return parts;
}
