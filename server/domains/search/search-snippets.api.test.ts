import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

type Hit = { entry_page_id: string; name: string; body: string; icon_url: string; menus: Array<{ id: number; name: string }> };

/**
 * Result snippets of entry pages are plain text cut from the page's document (module names and
 * component text, never markup such as "## 角色筛选"), HTML-escaped, with the match in <em>; the
 * name keeps the publisher's shape (<em> highlights).
 */
describe.each(dialects)('search snippets on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let pageId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    const made = await server.make.entryPage(edition.id, {
      name: '星辉骑士',
      modules: [
        {
          id: '1',
          name: '角色筛选',
          is_poped: false,
          components: [
            {
              component_id: 'rich_text',
              layout: '',
              style: '',
              data: {
                doc: [
                  { type: 'heading', level: 2, children: [{ text: '筛选说明' }] },
                  { type: 'paragraph', children: [{ text: '按元素<b>与</b>武器筛选', bold: true }] },
                ],
              },
            },
          ],
        },
        {
          id: '2',
          name: '突破数值',
          is_poped: false,
          components: [
            { component_id: 'table', layout: '', style: '', data: { columns: ['等级', '攻击力'], rows: [['90', '265']], sortable: false, fixed_columns: 0 } },
          ],
        },
      ],
    });
    pageId = made.contentId;
  });
  afterAll(() => server.close());

  async function search(keyword: string): Promise<Hit[]> {
    const response = await server.get(`/api/${appSn}/wapi/search?keyword=${encodeURIComponent(keyword)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { list: Hit[] } }).data.list;
  }

  it('cuts a module name match out of plain text, without heading marks', async () => {
    const [hit] = await search('角色筛选');
    expect(hit?.entry_page_id).toBe(String(pageId));
    expect(hit!.body).toContain('<em>角色筛选</em>');
    expect(hit!.body).not.toMatch(/#/);
    // The keyword's words (角色, 筛选) are marked wherever they occur.
    expect(hit!.body).toBe('<em>角色筛选</em> <em>筛选</em>说明 按元素&lt;b&gt;与&lt;/b&gt;武器<em>筛选</em> 突破数值 等级 攻击力 90 265');
  });

  it('escapes text that looks like markup and highlights the match inside it', async () => {
    const [hit] = await search('武器筛选');
    expect(hit!.body).toContain('&lt;/b&gt;<em>武器筛选</em>');
    expect(hit!.body).not.toContain('<b>');
  });

  it('keeps the name in the publisher’s shape: plain name with <em> highlights', async () => {
    const [hit] = await search('星辉');
    expect(hit!.name).toBe('<em>星辉</em>骑士');
    expect(hit!.body).toBe('');
  });
});
