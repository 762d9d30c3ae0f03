import { describe, expect, it } from 'vitest';
import { chExtValue, displayTypeOf, parseChExt, parseFilterDefinition } from '../channel-ext.ts';
import { chExtToInput, inputToChExt } from './operator-ch-ext.ts';
import { EMPTY_CH_EXT } from './operator-channels.ts';

describe('ch_ext form ↔ stored attributes', () => {
  it('writes what readers parse: display type, columns, flags and the filter definition', () => {
    const text = inputToChExt({
      ...EMPTY_CH_EXT,
      display_type: 'cardFilter',
      col_per_row: 4,
      show_in_catalog: true,
      filter: [{ label: '费用', options: ['1', '2'] }],
    });
    const attributes = parseChExt(text);
    expect(displayTypeOf(attributes)).toBe('cardFilter');
    expect(chExtValue(attributes, 'col_per_row')).toBe('4');
    expect(chExtValue(attributes, 'show_in_catalog')).toBe('1');
    expect(chExtValue(attributes, 'home_more')).toBe('');
    expect(parseFilterDefinition(chExtValue(attributes, 'filter'))).toEqual([{ label: '费用', options: ['1', '2'] }]);
  });

  it('reads back what it wrote, and keeps attributes the form does not manage', () => {
    const input = { ...EMPTY_CH_EXT, display_type: 'avatar' as const, jump_url: '/x', is_latest: true, value: 'calendar' as const };
    const previous = JSON.stringify([
      { type: 'string', attribute_name: 'custom', attribute_key: 'custom', value: 'kept' },
      { type: 'string', attribute_name: 'display_type', attribute_key: 'display_type', value: 'card' },
    ]);
    const text = inputToChExt(input, previous);
    expect(chExtToInput(text)).toEqual(input);
    expect(chExtValue(parseChExt(text), 'custom')).toBe('kept');
    expect(parseChExt(text).filter((attribute) => attribute.attribute_key === 'display_type')).toHaveLength(1);
  });

  it('reads damaged text as the empty form', () => {
    expect(chExtToInput('not json')).toEqual(EMPTY_CH_EXT);
  });
});
