import { describe, expect, it } from 'vitest';
import { chExt } from '../server/seed/factories.ts';
import { DISPLAY_TYPES, chExtValue, displayTypeOf, parseChExt, parseFilterDefinition, parseItemExt } from './channel-ext.ts';

describe('parseChExt', () => {
  it('reads the attributes of valid ch_ext text', () => {
    expect(parseChExt(chExt({ display_type: 'avatar', show_in_catalog: '1' }))).toEqual([
      { type: 'string', attribute_name: 'display_type', attribute_key: 'display_type', value: 'avatar' },
      { type: 'string', attribute_name: 'show_in_catalog', attribute_key: 'show_in_catalog', value: '1' },
    ]);
  });

  it('gives [] for bad JSON or the wrong shape', () => {
    for (const text of [
      '',
      'not json',
      '{',
      '{"display_type":"avatar"}',
      '[{"attribute_key":"display_type"}]',
      '[{"type":"string","attribute_name":"a","attribute_key":"a","value":1}]',
      'null',
    ]) {
      expect(parseChExt(text), text).toEqual([]);
    }
  });
});

describe('chExtValue', () => {
  const attributes = parseChExt(chExt({ display_type: 'card', jump_url: 'https://map.example/' }));

  it('finds a value by attribute_key', () => {
    expect(chExtValue(attributes, 'jump_url')).toBe('https://map.example/');
    expect(chExtValue(attributes, 'display_type')).toBe('card');
  });

  it("gives '' for a missing key", () => {
    expect(chExtValue(attributes, 'filter')).toBe('');
    expect(chExtValue([], 'display_type')).toBe('');
  });
});

describe('displayTypeOf', () => {
  it('returns each known display type', () => {
    for (const type of DISPLAY_TYPES) expect(displayTypeOf(parseChExt(chExt({ display_type: type })))).toBe(type);
  });

  it("falls back to 'default' for a missing or unknown type", () => {
    expect(displayTypeOf([])).toBe('default');
    expect(displayTypeOf(parseChExt(chExt({ display_type: 'carousel' })))).toBe('default');
    expect(displayTypeOf(parseChExt(chExt({ display_type: 'Avatar' })))).toBe('default');
  });
});

describe('parseFilterDefinition', () => {
  it('reads groups and their options', () => {
    const text = JSON.stringify([{ label: '元素', children: [{ label: '火' }, { label: '水' }] }]);
    expect(parseFilterDefinition(text)).toEqual([{ label: '元素', options: ['火', '水'] }]);
  });
  it('gives no filters for invalid JSON or shape', () => {
    for (const text of ['', '{', '{}', '[{"label":1}]', '[{"label":"a","children":[{"x":1}]}]']) expect(parseFilterDefinition(text)).toEqual([]);
  });
});

describe('parseItemExt', () => {
  it("reads the channel's data under c_{id}", () => {
    const ext = JSON.stringify({
      c_7: {
        filter: { value: ['元素/火'] },
        table: { list: [{ key: '弱点', value: '火' }] },
        picture: { list: ['/img/a.png'] },
        placeholder: { text: '无' },
        taskIcon: '/img/t.png',
      },
    });
    expect(parseItemExt(ext, 7)).toEqual({
      filterValues: ['元素/火'],
      table: [{ key: '弱点', value: '火' }],
      pictures: ['/img/a.png'],
      placeholder: '无',
      icons: { taskIcon: '/img/t.png' },
    });
  });
  it('parses the filter text the publisher sends when there is no value; no filters on bad text', () => {
    const read = (filter: unknown) => parseItemExt(JSON.stringify({ c_7: { filter } }), 7).filterValues;
    expect(read({ text: '["元素/火","武器/法器"]' })).toEqual(['元素/火', '武器/法器']);
    expect(read({ text: '["元素/火"]', value: ['元素/火'] })).toEqual(['元素/火']);
    for (const text of ['', 'nope', '{"a":1}', '"元素/火"']) expect(read({ text })).toEqual([]);
    expect(read({ text: '["元素/火",3,null]' })).toEqual(['元素/火']);
  });
  it('gives empty data for another channel or bad JSON', () => {
    const empty = { filterValues: [], table: [], pictures: [], placeholder: '', icons: {} };
    expect(parseItemExt(JSON.stringify({ c_7: {} }), 8)).toEqual(empty);
    expect(parseItemExt('nope', 7)).toEqual(empty);
  });
});
