import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentSchema } from '../../../shared/contract/entry-page-components.ts';
import type { ReaderEntryPage } from '../../../shared/entry-page-wire.ts';
import { EditionContext, type ClientEdition } from '../../lib/wiki-context.tsx';
import { EntryPageView } from './EntryPageView.tsx';
import { COLLAPSED_ROWS } from './rules/collapsed-rows.ts';
import { preloadWidgets } from './widgets/registry.tsx';

/** A data router around the tree, as the app has: the reader's parts load through fetchers. */
function MemoryRouter({ children }: { children: ReactNode }) {
  return <RouterProvider router={createMemoryRouter([{ path: '*', element: children }])} />;
}

const MARKUP = '<script>x</script><i>';
const edition: ClientEdition = { app_sn: 'ys_obc', name: 'Wiki', base_path: '/ys/obc/', logo_url: '', login_required: false, is_test: false };
// Writes refuse a javascript: link now, but a document stored before the URL rules may hold one:
// the components are parsed with a safe link that is then swapped for it, as such a document reads.
const SAFE_LINK = '/placeholder-link';
const UNSAFE_LINK = 'javascript:alert(3)';
const doc = [
  {
    type: 'paragraph',
    children: [
      { text: MARKUP, footnote: MARKUP },
      { text: MARKUP, spoiler: true },
      { text: MARKUP, href: SAFE_LINK },
    ],
  },
];

/** One component of every type, with markup in every text field. */
const written = [
  { component_id: 'rich_text', data: { doc } },
  { component_id: 'tabs', data: { tabs: [{ name: MARKUP, doc }] } },
  { component_id: 'switch', data: { label: MARKUP, options: [{ name: MARKUP, doc }] } },
  { component_id: 'fold', data: { title: MARKUP, doc, open: true } },
  { component_id: 'filter_list', data: { categories: [{ name: MARKUP, options: [MARKUP] }], items: [{ name: MARKUP, tags: [] }] } },
  { component_id: 'table', data: { columns: [MARKUP], rows: [[MARKUP]], sortable: true, fixed_columns: 1 } },
  { component_id: 'relic_story', data: { pieces: [{ name: MARKUP, slot: MARKUP, description: MARKUP, story: MARKUP }] } },
  { component_id: 'card', data: { cards: [{ name: MARKUP, detail: MARKUP }] } },
  { component_id: 'voice', data: { items: [{ title: MARKUP, text: MARKUP, audio_url: '/media/a.wav' }] } },
  { component_id: 'gallery', data: { images: [{ src: '/img/a.png', caption: MARKUP }] } },
  { component_id: 'materials', data: { items: [{ entry_page_id: 7, count: 1 }], custom: { id: 9, name: MARKUP } } },
  { component_id: 'baseInfo', data: { attr: [{ key: MARKUP, value: [MARKUP] }], star: 5, category: MARKUP, image: '/img/a.png', rich_text: doc } },
  { component_id: 'gallery_character', data: { pic: '/img/a.png', list: [{ id: MARKUP, key: MARKUP, img: '/img/a.png', imgDesc: MARKUP }] } },
  { component_id: 'reliquary_set_effect', data: { single_set_effect: MARKUP, two_set_effect: MARKUP, four_set_effect: MARKUP } },
  {
    component_id: 'ascension',
    data: {
      list: [
        {
          key: MARKUP,
          combatList: [
            { key: MARKUP, values: [MARKUP] },
            { key: MARKUP, values: [MARKUP] },
          ],
        },
      ],
    },
  },
  { component_id: 'talent', data: { list: [{ title: MARKUP, desc: MARKUP }] } },
  { component_id: 'summaryList', data: { list: [{ name: MARKUP, desc: MARKUP }] } },
  { component_id: 'story', data: { list: [{ title: MARKUP, desc: MARKUP }] } },
  { component_id: 'artifact_list', data: { flower_of_life: { title: MARKUP, desc: MARKUP } } },
].map((input) => componentSchema.parse(input));
const components = JSON.parse(JSON.stringify(written).replaceAll(SAFE_LINK, UNSAFE_LINK)) as typeof written;

const page: ReaderEntryPage = {
  id: 1,
  name: MARKUP,
  desc: MARKUP,
  icon_url: '',
  header_img_url: '',
  aliases: [MARKUP],
  modules: [{ id: '1', name: MARKUP, is_poped: false, group: '', components }],
  filter_values: {},
  menu_id: 0,
  menu_name: '',
  version: 1,
  mtime: '0',
};

describe('entry page on the server', () => {
  beforeAll(() => preloadWidgets(components.map((component) => component.component_id)));

  it('covers every component type', async () => {
    const { COMPONENT_TYPES } = await import('../../../shared/contract/entry-page-components.ts');
    expect(new Set(components.map((component) => component.component_id))).toEqual(new Set(COMPONENT_TYPES));
  });

  it('shows markup typed into any text field as text, never as HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <EditionContext.Provider value={edition}>
          <EntryPageView page={page} materials={{ 7: { id: 7, name: MARKUP, icon_url: '' } }} channels={[]} />
        </EditionContext.Provider>
      </MemoryRouter>,
    );
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('javascript:');
    // Name, description, aliases, module name and the text of every widget that renders on the server.
    expect(html.split('&lt;script&gt;x&lt;/script&gt;&lt;i&gt;').length - 1).toBeGreaterThanOrEqual(20);
  });
});

describe('a long table on the server', () => {
  const rows = Array.from({ length: 200 }, (_, i) => [`name-${i + 1}`, String(i + 1)]);
  const tableOf = (tableRows: string[][]) =>
    componentSchema.parse({ component_id: 'table', data: { columns: ['名称', '数值'], rows: tableRows, sortable: true } });
  const render = (tableRows: string[][]) =>
    renderToString(
      <MemoryRouter>
        <EditionContext.Provider value={edition}>
          <EntryPageView
            page={{ ...page, modules: [{ id: 't', name: 'table', is_poped: false, group: '', components: [tableOf(tableRows)] }] }}
            materials={{}}
            channels={[]}
          />
        </EditionContext.Provider>
      </MemoryRouter>,
    );
  beforeAll(() => preloadWidgets(['table']));

  it('renders its first rows and a button naming the count; the rest are not in the HTML', () => {
    const html = render(rows);
    expect(html).toContain('>name-20<');
    expect(html).not.toContain('>name-21<');
    expect(html).not.toContain('name-200');
    expect(html.match(/<tr>/g)).toHaveLength(1 + COLLAPSED_ROWS);
    expect(html).toContain('展开全部（共200行）');
  });

  it('renders a short table whole, without the button', () => {
    const html = render(rows.slice(0, 12));
    expect(html).toContain('>name-12<');
    expect(html).not.toContain('展开全部');
  });
});
