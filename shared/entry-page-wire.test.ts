import { describe, expect, it } from 'vitest';
import type { EntryDoc } from './contract/entry-page.ts';
import { materialIdsOf, readerEntryPage } from './entry-page-wire.ts';

const doc: EntryDoc = {
  name: 'Amber',
  desc: 'An outrider',
  icon_url: '',
  header_img_url: '',
  aliases: ['A'],
  filter_values: { 元素: ['火'] },
  modules: [
    {
      id: 'm1',
      name: 'Story',
      is_poped: false,
      group: '',
      components: [
        {
          component_id: 'materials',
          layout: '',
          style: '',
          data: {
            items: [
              { entry_page_id: 4, count: 2 },
              { entry_page_id: 9, count: 1 },
            ],
          },
        },
        { component_id: 'materials', layout: '', style: '', data: { items: [{ entry_page_id: 4, count: 5 }] } },
      ],
    },
  ],
};

describe('readerEntryPage', () => {
  it('keeps each component data as the object it is', () => {
    const page = readerEntryPage(doc, { id: 12, menuId: 3, menuName: 'Characters', version: 5, mtime: 1700000000 });
    expect(page).toMatchObject({
      id: 12,
      name: 'Amber',
      menu_id: 3,
      menu_name: 'Characters',
      version: 5,
      mtime: '1700000000',
      aliases: ['A'],
      filter_values: { 元素: ['火'] },
    });
    expect(page.modules[0]!.components[0]!.data).toEqual({
      items: [
        { entry_page_id: 4, count: 2 },
        { entry_page_id: 9, count: 1 },
      ],
    });
  });

  it('puts modules stored without a group in the default group', () => {
    const old = { ...doc, modules: [{ ...doc.modules[0]!, group: undefined as unknown as string }] };
    expect(readerEntryPage(old, { id: 1, menuId: 0, menuName: '', version: 1, mtime: 0 }).modules[0]!.group).toBe('');
  });
});

describe('materialIdsOf', () => {
  it('lists each named material once', () => {
    expect(materialIdsOf(doc)).toEqual([4, 9]);
  });
});
