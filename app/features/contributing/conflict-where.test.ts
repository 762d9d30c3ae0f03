import { describe, expect, it } from 'vitest';
import type { MergeConflictWire } from '../../../shared/contract/merge-conflicts.ts';
import { translate } from '../../i18n/index.ts';
import { conflictWhere } from './conflict-where.ts';

const conflict = (extra: Partial<MergeConflictWire>): MergeConflictWire => ({
  id: 'x',
  kind: 'text',
  module_id: '',
  module_name: '',
  component: 0,
  component_type: '',
  field: [],
  base: { present: true, text: '' },
  current: { present: true, text: '' },
  submitted: { present: true, text: '' },
  ...extra,
});

describe('where a conflict is', () => {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate('zh-CN', key, vars);
  const en = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate('en-US', key, vars);

  it('names the page field, the module, the component and the place inside in words', () => {
    expect(conflictWhere(conflict({ field: ['desc'] }), t)).toEqual(['页面', '简介']);
    const inText = conflict({ module_id: 'b', module_name: '正文', component: 2, field: ['doc', 3, 'children', 1, 'text'] });
    expect(conflictWhere(inText, t)).toEqual(['模块“正文”', '第2个组件', '第3段', '第1节文字']);
    expect(conflictWhere(inText, en)).toEqual(['Module “正文”', 'Component 2', 'Paragraph 3', 'Text run 1']);
    expect(conflictWhere(conflict({ module_id: 't', module_name: '数据', component: 1, field: ['rows', 4, 2] }), t)).toEqual([
      '模块“数据”',
      '第1个组件',
      '第4行',
      '#2',
    ]);
    expect(conflictWhere(conflict({ module_id: 't', module_name: '数据', field: ['components', '@3'] }), t)).toEqual(['模块“数据”', '组件', '从第3项起']);
    expect(conflictWhere(conflict({ module_id: 'c', module_name: '卡', component: 1, field: ['cards', 2, 'detail'] }), en)).toEqual([
      'Module “卡”',
      'Component 1',
      'Card 2',
      'detail',
    ]);
  });
});
