import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { parseHtml, scriptHazards } from '../support/html-fragment.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The public HoYoWiki client (@gonetone/hoyowiki-api) against our server, as a program written
 * for the publisher's API would run it: its own axios instance and default path
 * (`/hoyowiki/wapi`, no game segment, x-rpc-language en-us), only the host changed.
 */

// The client is published as CommonJS only (its exports field has no import condition).
const { Entry, HoYoWikiAPIError, axiosInstance } = createRequire(import.meta.url)('@gonetone/hoyowiki-api') as typeof import('@gonetone/hoyowiki-api');
type ClientError = InstanceType<typeof HoYoWikiAPIError>;

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

const characterDoc: Partial<EntryDocInput> = {
  name: '星辉',
  desc: '来自远方的旅者',
  icon_url: '/img/star.png',
  filter_values: { 元素: ['火'], 星级: ['五星'] },
  modules: [
    {
      id: 'intro',
      name: '简介',
      is_poped: false,
      components: [
        {
          component_id: 'rich_text',
          layout: '',
          style: '',
          data: { doc: [{ type: 'paragraph', children: [{ text: '她来自', bold: true }, { text: HOSTILE }] }] },
        },
        { component_id: 'table', layout: '', style: '', data: { columns: ['等级', '攻击力'], rows: [['1', HOSTILE]], sortable: false, fixed_columns: 0 } },
      ],
    },
  ],
};

interface ClientComponent {
  component_id: string;
  data: string;
}

describe.each(dialects)('the public HoYoWiki client reads entry pages on %s', (dialect) => {
  let server: TestServer;
  let pageId: number;
  let channelId: number;
  const defaultBaseUrl = axiosInstance.defaults.baseURL;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    // The first edition open to readers is the default one, served at /hoyowiki/wapi.
    const edition = await server.make.edition({ default_lang: 'zh-CN' });
    channelId = (await server.make.channel(edition.id, { name: '角色' })).id;
    pageId = (await server.make.entryPage(edition.id, characterDoc, { menuId: channelId })).contentId;
    await server.make.place(channelId, pageId, { ext: { filter: { value: ['元素/火', '星级/五星'] } } });
    const base = new URL(defaultBaseUrl ?? '');
    axiosInstance.defaults.baseURL = `${server.url}${base.pathname}`;
  });
  afterAll(async () => {
    axiosInstance.defaults.baseURL = defaultBaseUrl;
    await server.close();
  });

  it("changes only the host of the client's default base URL", () => {
    expect(defaultBaseUrl).toBe('https://sg-wiki-api.hoyolab.com/hoyowiki/wapi');
    expect(axiosInstance.defaults.baseURL).toBe(`${server.url}/hoyowiki/wapi`);
  });

  it('Entry.get answers the page with the fields programs read', async () => {
    const page = await new Entry().get(pageId);
    expect(page).toMatchObject({
      id: String(pageId),
      name: '星辉',
      desc: '来自远方的旅者',
      // Absolute on the publisher's mount: programs download or republish what they read.
      icon_url: `${server.url}/img/star.png`,
      header_img_url: '',
      menu_id: String(channelId),
      menu_name: '角色',
      version: '1',
    });
    expect(page.langs).toEqual(['zh-cn']);
    // Keyed by the group's publisher key; this channel's definition declares none, so filter_{label}.
    const filters = page.filter_values as unknown as Record<string, { values: string[] }>;
    expect(filters['filter_元素']!.values).toEqual(['火']);
    expect(filters['filter_星级']!.values).toEqual(['五星']);
    expect(page.modules.map((module) => [module.id, module.name, module.is_poped])).toEqual([['intro', '简介', false]]);
  });

  it("the page's fe_ext filter text parses twice into its filter values", async () => {
    const page = (await new Entry().get(pageId)) as unknown as { ext: { fe_ext: string } };
    const fe = JSON.parse(page.ext.fe_ext);
    expect(JSON.parse(fe[`c_${channelId}`].filter.text)).toEqual(['元素/火', '星级/五星']);
  });

  it('component data is JSON text whose rich text and cells load with an HTML parser, markup as text', async () => {
    const page = await new Entry().get(pageId);
    const [text, table] = page.modules[0]!.components as ClientComponent[];
    const rich = parseHtml((JSON.parse(text!.data) as { doc: string }).doc);
    expect(rich.elements.map((element) => element.tag)).toEqual(['p', 'strong']);
    expect(rich.text).toBe(`她来自${HOSTILE}`);
    expect(scriptHazards(rich.elements)).toEqual([]);
    const cell = parseHtml((JSON.parse(table!.data) as { rows: string[][] }).rows[0]![1]!);
    expect(cell.elements.map((element) => element.tag)).toEqual(['p']);
    expect(cell.text).toBe(HOSTILE);
    expect(scriptHazards(cell.elements)).toEqual([]);
  });

  it("an unknown id raises the client's own 404 error", async () => {
    const failure = await new Entry().get(999_999).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HoYoWikiAPIError);
    expect((failure as ClientError).code).toBe(404);
    expect((failure as Error).message).toBe('Entry ID "999999" is invalid.');
  });
});
