import { describe, expect, it } from 'vitest';
import { parseItemExt } from '../../../shared/channel-ext.ts';
import { compactExt } from './channel-presenter.ts';

const DEFAULT_EXT = JSON.stringify({ filter: { value: [] }, table: { list: [] }, picture: { list: [] }, placeholder: { text: '' } });

describe('compactExt (a page payload item ext)', () => {
  it('is empty for a placement holding nothing', () => {
    expect(compactExt(7, DEFAULT_EXT)).toBe('');
    expect(compactExt(7, '{}')).toBe('');
    expect(compactExt(7, 'not json')).toBe('');
  });

  it('keeps what a placement holds, lists as they are', () => {
    const ext = JSON.stringify({
      filter: { value: ['费用/0', ''] },
      table: { list: [{ key: '稀有度', value: '' }] },
      picture: { list: [] },
      placeholder: { text: '' },
      costNumIcon: '/img/a.png',
      roleIcon1: '',
    });
    expect(JSON.parse(compactExt(7, ext))).toEqual({
      c_7: { filter: { value: ['费用/0', ''] }, table: { list: [{ key: '稀有度', value: '' }] }, costNumIcon: '/img/a.png' },
    });
  });

  it('reads as the full ext reads', () => {
    const exts = [
      DEFAULT_EXT,
      JSON.stringify({
        filter: { value: ['a/b'] },
        table: {
          list: [
            { key: 'k', value: 'v' },
            { key: 'e', value: '' },
          ],
        },
        picture: { list: ['/img/p.png'] },
        placeholder: { text: '待定' },
        taskIcon: '/img/t.png',
      }),
      JSON.stringify({ placeholder: { text: 'x' }, regionIcon: '' }),
    ];
    for (const ext of exts) {
      expect(parseItemExt(compactExt(7, ext), 7)).toEqual(parseItemExt(JSON.stringify({ c_7: JSON.parse(ext) }), 7));
    }
  });
});
