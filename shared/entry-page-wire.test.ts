import { describe, expect, it } from 'vitest';
import type { EntryDoc } from './contract/entry-page.ts';
import { entryPageWire, materialIdsOf } from './entry-page-wire.ts';

const doc: EntryDoc = {
  name: 'Amber',
  desc: 'An outrider',
  icon_url: '',
  header_img_url: '',
  aliases: ['A'],
  filter_values: {},
  modules: [
    {
      id: 'm1',
      name: 'Story',
      is_poped: false,
      group: '',
      components: [
        { component_id: 'materials', layout: '', style: '', data: { items: [{ entry_page_id: 4, count: 2 }, { entry_page_id: 9, count: 1 }] } },
        { component_id: 'materials', layout: '', style: '', data: { items: [{ entry_page_id: 4, count: 5 }] } },
      ],
    },
  ],
};

describe('entryPageWire', () => {
  it('sends component data as JSON text, as the reader page gets it', () => {
    const page = entryPageWire(doc, { id: 12, menuId: 3, menuName: 'Characters', version: 5, mtime: 1700000000 });
    expect(page).toMatchObject({ id: 12, name: 'Amber', menu_id: 3, menu_name: 'Characters', version: 5, mtime: '1700000000', aliases: ['A'] });
    expect(JSON.parse(page.modules[0]!.components[0]!.data)).toEqual({ items: [{ entry_page_id: 4, count: 2 }, { entry_page_id: 9, count: 1 }] });
  });
});

describe('materialIdsOf', () => {
  it('lists each named material once', () => {
    expect(materialIdsOf(doc)).toEqual([4, 9]);
  });
});
