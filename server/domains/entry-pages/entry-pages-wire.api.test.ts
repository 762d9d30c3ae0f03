import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExt } from '../../seed/factories.ts';
import type { ContentInfoResponse } from '../../../shared/contract/content.ts';
import type { EntryDocInput, EntryPageWire } from '../../../shared/contract/entry-page.ts';
import type { Block, Inline, RichDoc } from '../../../shared/contract/rich-text.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { parseHtml, scriptHazards } from '../../../tests/support/html-fragment.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/**
 * wapi/entry_page and wapi/entry_pages as third-party programs read the publisher's answers:
 * ext.fe_ext's filter text parsed twice, filter_values by group, langs, and component data whose
 * rich text and table cells load with an HTML parser (issue #15).
 */

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';
const FILTER = JSON.stringify([
  { label: '元素', children: [{ label: '火' }, { label: '水' }] },
  { label: '星级', children: [{ label: '五星' }, { label: '四星' }] },
]);

const para = (...children: Inline[]): Block => ({ type: 'paragraph', children });
const SHORT_HOSTILE = '<script>x</script>';
const richDoc: RichDoc = [
  { type: 'heading', level: 3, children: [{ text: '来历' }] },
  para({ text: '粗体', bold: true }, { text: HOSTILE, footnote: '注' }, { text: '剧透', spoiler: true }),
];

const fullDoc: Partial<EntryDocInput> = {
  name: '星辉',
  filter_values: { 元素: ['火'], 星级: ['五星'] },
  modules: [
    {
      id: 'm1',
      name: '资料',
      is_poped: true,
      components: [
        { component_id: 'rich_text', layout: 'wide', style: 'x', data: { doc: richDoc } },
        {
          component_id: 'tabs',
          layout: '',
          style: '',
          data: {
            tabs: [
              { name: '一', doc: [para({ text: '第一页' })] },
              { name: SHORT_HOSTILE, doc: [para({ text: HOSTILE })] },
            ],
          },
        },
        { component_id: 'switch', layout: '', style: '', data: { label: '等级', options: [{ name: '20', doc: [para({ text: '二十级', italic: true })] }] } },
        {
          component_id: 'fold',
          layout: '',
          style: '',
          data: { title: '展开', doc: [{ type: 'list', ordered: false, items: [[{ text: '条目' }]] }], open: false },
        },
        {
          component_id: 'table',
          layout: '',
          style: '',
          data: {
            columns: ['等级', '说明'],
            rows: [
              ['1', `第一行\n${HOSTILE}`],
              ['2', ''],
            ],
            sortable: false,
            fixed_columns: 0,
          },
        },
        { component_id: 'gallery', layout: '', style: '', data: { images: [{ src: '/img/a.png', caption: HOSTILE }] } },
      ],
    },
  ],
};

type Component = EntryPageWire['modules'][number]['components'][number];

describe.each(dialects)("entry pages in the publisher's shape on %s", (dialect) => {
  let server: TestServer;
  let appSn: string;
  let menuId: number;
  let otherChannelId: number;
  let placedId: number;
  let unplacedId: number;
  let menulessId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition({ default_lang: 'en-US' });
    appSn = edition.app_sn;
    const section = await server.make.channel(edition.id, { name: '图鉴', depth: 1, slot: 'position', ch_ext: chExt({ show_in_catalog: '1' }) });
    menuId = (await server.make.channel(edition.id, { name: '角色', depth: 2, parent_id: section.id, ch_ext: chExt({ show_in_catalog: '1', filter: FILTER }) }))
      .id;
    otherChannelId = (await server.make.channel(edition.id, { name: '推荐', depth: 1 })).id;
    placedId = (await server.make.entryPage(edition.id, fullDoc, { menuId })).contentId;
    await server.make.place(menuId, placedId, { ext: { filter: { value: ['元素/火', '星级/五星'] }, table: { list: [] } } });
    await server.make.place(otherChannelId, placedId, { ext: { filter: { value: ['元素/火'] } } });
    unplacedId = (await server.make.entryPage(edition.id, { name: '未上架', filter_values: { 元素: ['水'], 星级: [] } }, { menuId })).contentId;
    menulessId = (await server.make.entryPage(edition.id, { name: '无频道' })).contentId;
  });
  afterAll(() => server.close());

  const page = async (id: number, mount = `/api/${appSn}/wapi`): Promise<EntryPageWire> => {
    const response = await server.get(`${mount}/entry_page?entry_page_id=${id}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { page: EntryPageWire } }).data.page;
  };
  const component = (wire: EntryPageWire, type: string): Component => wire.modules[0]!.components.find((item) => item.component_id === type)!;

  it("sends ext.fe_ext whose c_{channelId}.filter.text parses into the filter values, as the content item's", async () => {
    const wire = await page(placedId);
    expect(typeof wire.ext.fe_ext).toBe('string');
    expect(JSON.parse(JSON.parse(wire.ext.fe_ext)[`c_${menuId}`].filter.text)).toEqual(['元素/火', '星级/五星']);
    expect(JSON.parse(JSON.parse(wire.ext.fe_ext)[`c_${otherChannelId}`].filter.text)).toEqual(['元素/火']);
    // The same block as the content item's ext, channel by channel.
    const info = ((await (await server.get(`/api/${appSn}/v1/content/info?content_id=${placedId}`)).json()) as { data: ContentInfoResponse }).data;
    const itemExt = JSON.parse(info.content.ext) as Record<string, { filter: unknown }>;
    const feExt = JSON.parse(wire.ext.fe_ext) as Record<string, { filter: unknown }>;
    expect(Object.keys(feExt).sort()).toEqual(Object.keys(itemExt).sort());
    for (const key of Object.keys(itemExt)) expect(feExt[key]!.filter, key).toEqual(itemExt[key]!.filter);
  });

  it('takes the filter block of a page not (yet) placed in its channel from its document; none without a channel', async () => {
    const unplaced = await page(unplacedId);
    expect(JSON.parse(JSON.parse(unplaced.ext.fe_ext)[`c_${menuId}`].filter.text)).toEqual(['元素/水']);
    expect(JSON.parse((await page(menulessId)).ext.fe_ext)).toEqual({});
  });

  it('sends filter_values as {group: {values}}, keyed as get_menu_filters names the groups', async () => {
    const wire = await page(placedId);
    expect(wire.filter_values).toEqual({ 元素: { values: ['火'] }, 星级: { values: ['五星'] } });
    expect((await page(unplacedId)).filter_values).toEqual({ 元素: { values: ['水'] }, 星级: { values: [] } });
    const filters = (await (await server.get(`/api/${appSn}/wapi/get_menu_filters?menu_id=${menuId}`)).json()) as { data: { filters: Array<{ key: string }> } };
    expect(Object.keys(wire.filter_values)).toEqual(filters.data.filters.map((group) => group.key));
  });

  it("says which languages the page exists in (its edition's), ids and version as text", async () => {
    const wire = await page(placedId);
    expect(wire).toMatchObject({ id: String(placedId), menu_id: String(menuId), menu_name: '角色', version: '1', langs: ['en-us'] });
    expect(await page(menulessId)).toMatchObject({ menu_id: '0', menu_name: '' });
  });

  it('sends modules {id, name, is_poped, components: [{component_id, layout, data (JSON text), style}]}', async () => {
    const wire = await page(placedId);
    expect(wire.modules[0]).toMatchObject({ id: 'm1', name: '资料', is_poped: true, group: '' });
    const rich = component(wire, 'rich_text');
    expect(rich).toMatchObject({ component_id: 'rich_text', layout: 'wide', style: 'x' });
    expect(typeof rich.data).toBe('string');
    for (const item of wire.modules[0]!.components) expect(() => JSON.parse(item.data), item.component_id).not.toThrow();
  });

  it('renders rich text as HTML inside component data: elements as the document says, markup typed as text', async () => {
    const wire = await page(placedId);
    const { elements, text } = parseHtml((JSON.parse(component(wire, 'rich_text').data) as { doc: string }).doc);
    expect(elements.map((element) => element.tag)).toEqual(['h3', 'p', 'strong', 'sup', 'span']);
    expect(text).toBe(`来历粗体${HOSTILE}[1]剧透`);
    expect(scriptHazards(elements)).toEqual([]);

    const tabs = (JSON.parse(component(wire, 'tabs').data) as { tabs: Array<{ name: string; doc: string }> }).tabs;
    expect(tabs.map((tab) => tab.name)).toEqual(['一', SHORT_HOSTILE]);
    expect(tabs.map((tab) => parseHtml(tab.doc).text)).toEqual(['第一页', HOSTILE]);
    expect(tabs.flatMap((tab) => scriptHazards(parseHtml(tab.doc).elements))).toEqual([]);

    const options = (JSON.parse(component(wire, 'switch').data) as { label: string; options: Array<{ name: string; doc: string }> }).options;
    expect(parseHtml(options[0]!.doc).elements.map((element) => element.tag)).toEqual(['p', 'em']);

    const fold = JSON.parse(component(wire, 'fold').data) as { title: string; doc: string; open: boolean };
    expect(fold).toMatchObject({ title: '展开', open: false });
    expect(parseHtml(fold.doc).elements.map((element) => element.tag)).toEqual(['ul', 'li']);
  });

  it('renders table cells as HTML paragraphs, lines broken, markup typed as text', async () => {
    const table = JSON.parse(component(await page(placedId), 'table').data) as { columns: string[]; rows: string[][] };
    expect(table.columns).toEqual(['等级', '说明']);
    const cell = parseHtml(table.rows[0]![1]!);
    expect(cell.elements.map((element) => element.tag)).toEqual(['p', 'br']);
    expect(cell.text).toBe(`第一行${HOSTILE}`);
    expect(scriptHazards(cell.elements)).toEqual([]);
    expect(parseHtml(table.rows[0]![0]!).text).toBe('1');
    expect(table.rows[1]![1]).toBe('');
  });

  it('keeps the stored data beside each component in data_doc, and components without rich text as stored', async () => {
    const wire = await page(placedId);
    const stored = fullDoc.modules![0]!.components;
    expect(wire.modules[0]!.components.map((item) => item.data_doc)).toEqual(stored.map((item) => item.data));
    expect(JSON.parse(component(wire, 'gallery').data)).toEqual(component(wire, 'gallery').data_doc);
  });

  it('answers the batch with the same pages, and the default /hoyowiki/wapi mount the same page with absolute addresses', async () => {
    const single = await page(placedId);
    const response = await postJson(server, `/api/${appSn}/wapi/entry_pages`, { entry_page_ids: [menulessId, placedId] });
    const batch = ((await response.json()) as { data: { entry_pages: EntryPageWire[] } }).data.entry_pages;
    expect(batch.map((item) => item.id)).toEqual([String(menulessId), String(placedId)]);
    expect(batch[1]).toEqual(single);
    // The default /hoyowiki/wapi mount: the same page, its pictures' addresses absolute (server/wire/hoyowiki/entry-pages.ts).
    const publisher = await page(placedId, '/hoyowiki/wapi');
    expect(publisher.id).toBe(single.id);
    expect(publisher.modules.map((module) => module.name)).toEqual(single.modules.map((module) => module.name));
    const images = (data: string) => (JSON.parse(data) as { images: Array<{ src: string }> }).images.map((image) => image.src);
    expect(images(component(publisher, 'gallery').data)).toEqual(images(component(single, 'gallery').data).map((src) => `${server.url}${src}`));
  });
});
