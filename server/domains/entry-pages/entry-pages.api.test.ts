import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryPagesService } from './entry-pages-service.ts';
import { recordContribution } from '../living/ranking/contribution-ledger.ts';
import type { ContributorList } from '../../../shared/contract/ranking.ts';
import type { EntryDocInput, EntryPageHistory, EntryPageStatistics, EntryPageWire, LikeAnswer } from '../../../shared/contract/entry-page.ts';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

interface Answer<T> {
  retcode: number;
  message: string;
  data: T;
}
type PageAnswer = { page: EntryPageWire };
type BatchAnswer = { entry_pages: EntryPageWire[] };

const MARKUP = '<script>alert(1)</script><b>粗体</b>';

const doc = (name: string): Partial<EntryDocInput> => ({
  name,
  desc: '简介',
  icon_url: '/img/icon.png',
  aliases: ['别名'],
  filter_values: { 元素: ['火'] },
  modules: [
    {
      id: '1',
      name: '基础信息',
      is_poped: false,
      components: [
        {
          component_id: 'rich_text',
          layout: '',
          style: '',
          data: {
            doc: [
              {
                type: 'paragraph',
                children: [
                  { text: '正文', footnote: '注释' },
                  { text: '剧透', spoiler: true },
                ],
              },
            ],
          },
        },
        {
          component_id: 'table',
          layout: '',
          style: '',
          data: {
            columns: ['等级', '攻击力'],
            rows: [
              ['1', '20'],
              ['90', '265'],
            ],
            sortable: true,
            fixed_columns: 1,
          },
        },
      ],
    },
  ],
});

describe.each(dialects)('entry pages API on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let pageId: number;
  let otherEditionPageId: number;
  let strategyId: number;
  let menuId: number;
  let names = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
    menuId = (await server.make.channel(editionId, { name: '角色' })).id;
    pageId = (await server.make.entryPage(editionId, doc('星辉'), { menuId })).contentId;
    otherEditionPageId = (await server.make.entryPage((await server.make.edition()).id, doc('别处'))).contentId;
    strategyId = (await server.make.content(editionId, { title: '攻略' })).id;
  });
  afterAll(() => server.close());

  const api = (path: string) => `/api/${appSn}/wapi/${path}`;
  const getJson = async <T = unknown>(path: string, cookie = '') => {
    const response = await server.get(path, cookie ? { headers: { cookie } } : {});
    return { status: response.status, body: (await response.json()) as Answer<T>, cacheControl: response.headers.get('cache-control') };
  };
  const post = async <T = unknown>(path: string, body: unknown, cookie = '') => {
    const response = await postJson(server, path, body, cookie);
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
  const newUser = async () => (await signUp(server, appSn, `entry_user_${++names}_${dialect}`)).cookie;

  it("answers entry_page in the publisher's shape: ids as text, langs, filter_values by group, component data as JSON text", async () => {
    const { status, body, cacheControl } = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${pageId}`));
    expect(status).toBe(200);
    expect(cacheControl).toMatch(/^public/);
    const page = body.data.page;
    expect(page).toMatchObject({
      id: String(pageId),
      name: '星辉',
      desc: '简介',
      icon_url: '/img/icon.png',
      header_img_url: '',
      menu_id: String(menuId),
      menu_name: '角色',
      version: '1',
      langs: ['zh-cn'],
      filter_values: { 元素: { values: ['火'] } },
    });
    expect(Object.keys(page).sort()).toEqual(
      [
        'aliases',
        'desc',
        'ext',
        'filter_values',
        'header_img_url',
        'icon_url',
        'id',
        'langs',
        'menu_id',
        'menu_name',
        'modules',
        'mtime',
        'name',
        'version',
      ].sort(),
    );
    expect(Object.keys(page.modules[0]!).sort()).toEqual(['components', 'group', 'id', 'is_poped', 'name']);
    expect(page.modules[0]).toMatchObject({ id: '1', name: '基础信息', is_poped: false });
    const [text, table] = page.modules[0]!.components;
    if (!text || !table) throw new Error('components missing');
    expect(Object.keys(text).sort()).toEqual(['component_id', 'data', 'data_doc', 'layout', 'style']);
    expect(text.component_id).toBe('rich_text');
    expect(typeof text.data).toBe('string');
    expect(typeof JSON.parse(text.data).doc).toBe('string');
    const tableData = JSON.parse(table.data) as { columns: string[]; rows: string[][]; sortable: boolean; fixed_columns: number };
    expect(tableData).toEqual({
      columns: ['等级', '攻击力'],
      rows: [
        ['<p>1</p>', '<p>20</p>'],
        ['<p>90</p>', '<p>265</p>'],
      ],
      sortable: true,
      fixed_columns: 1,
    });
    expect(table.data_doc).toEqual({
      columns: ['等级', '攻击力'],
      rows: [
        ['1', '20'],
        ['90', '265'],
      ],
      sortable: true,
      fixed_columns: 1,
    });
  });

  it('answers entry_page_v2 the same, also under the /hoyowiki alias', async () => {
    const v1 = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${pageId}`));
    const v2 = await getJson<PageAnswer>(api(`entry_page_v2?entry_page_id=${pageId}`));
    expect(v2.body.data).toEqual(v1.body.data);
    const edition = await server.db.selectFrom('editions').select('game').where('id', '=', editionId).executeTakeFirstOrThrow();
    const alias = await getJson<PageAnswer>(`/hoyowiki/${edition.game}/wapi/entry_page?entry_page_id=${pageId}`);
    // The publisher's mount answers the same page with its addresses absolute and its filter groups by key (server/wire/hoyowiki/).
    const ours = v1.body.data.page;
    expect(alias.body.data.page).toEqual({
      ...ours,
      icon_url: `${server.url}${ours.icon_url}`,
      filter_values: Object.fromEntries(Object.entries(ours.filter_values).map(([label, value]) => [`filter_${label}`, value])),
    });
  });

  it('answers retcode 404 for unknown ids, other editions and contents that are no entry page', async () => {
    for (const id of [999_999, otherEditionPageId, strategyId]) {
      const { status, body } = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${id}`));
      expect(status, String(id)).toBe(404);
      expect(body.retcode).toBe(404);
      expect(body.message).toMatch(/entry_page_id/);
    }
    for (const path of ['entry_page/statistics', 'entry_page/history', 'static/entry_page/contributors']) {
      const { body } = await getJson(api(`${path}?entry_page_id=999999`));
      expect(body.retcode, path).toBe(404);
    }
  });

  it('answers 422 naming the field for bad ids', async () => {
    for (const bad of ['', 'abc', '-1', '0', '1.5', '99999999999999999999']) {
      const { status, body } = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${encodeURIComponent(bad)}`));
      expect(status, bad).toBe(422);
      expect(body.retcode).toBe(422);
      expect(body.message).toMatch(/^entry_page_id: /);
    }
  });

  it('answers the batch by POST entry_page_ids and by GET str_entry_page_ids, in the order asked', async () => {
    const second = (await server.make.entryPage(editionId, { name: '霜华', icon_url: '/img/b.png' })).contentId;
    const viaPost = await post<BatchAnswer>(api('entry_pages'), { entry_page_ids: [second, 999_999, pageId, otherEditionPageId, strategyId, second] });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.data.entry_pages.map((page) => [page.id, page.name, page.icon_url])).toEqual([
      [String(second), '霜华', '/img/b.png'],
      [String(pageId), '星辉', '/img/icon.png'],
    ]);
    // Each item is the whole page, as entry_page answers it.
    const single = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${pageId}`));
    expect(viaPost.body.data.entry_pages[1]).toEqual(single.body.data.page);
    const viaGet = await getJson<BatchAnswer>(api(`entry_pages?str_entry_page_ids=${second},${pageId}`));
    expect(viaGet.body.data.entry_pages).toEqual(viaPost.body.data.entry_pages);
  });

  it('answers an empty batch with an empty list', async () => {
    expect((await post<BatchAnswer>(api('entry_pages'), { entry_page_ids: [] })).body.data).toEqual({ entry_pages: [] });
    expect((await getJson<BatchAnswer>(api('entry_pages?str_entry_page_ids='))).body.data).toEqual({ entry_pages: [] });
    expect((await getJson<BatchAnswer>(api('entry_pages'))).body.data).toEqual({ entry_pages: [] });
  });

  it('refuses oversized and malformed batches with a clear 422', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    const tooMany = await post<BatchAnswer>(api('entry_pages'), { entry_page_ids: ids });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('entry_page_ids: at most 100 ids');
    const tooManyGet = await getJson<BatchAnswer>(api(`entry_pages?str_entry_page_ids=${ids.join(',')}`));
    expect(tooManyGet.status).toBe(422);
    expect(tooManyGet.body.message).toMatch(/^str_entry_page_ids: at most 100 ids/);
    const words = await getJson<BatchAnswer>(api('entry_pages?str_entry_page_ids=1,abc'));
    expect(words.status).toBe(422);
    expect(words.body.message).toMatch(/^str_entry_page_ids: /);
    const notList = await post<BatchAnswer>(api('entry_pages'), { entry_page_ids: 'x' });
    expect(notList.status).toBe(422);
    expect(notList.body.message).toMatch(/^entry_page_ids: /);
    const huge = await getJson<BatchAnswer>(api(`entry_pages?str_entry_page_ids=${'1,'.repeat(1_500)}`));
    expect(huge.status).toBe(422);
  });

  it('answers history newest first with paging, total as text, and refuses page_size above 50', async () => {
    const made = await server.make.entryPage(editionId, { name: '历史' });
    const author = await server.make.user({ name: '编辑甲' });
    const entryPages = entryPagesService(server.db);
    await entryPages.publish({ contentId: made.contentId, authorId: author.id, summary: '第二版', doc: { name: '历史', desc: '改了' } });
    const { body } = await getJson<EntryPageHistory>(api(`entry_page/history?entry_page_id=${made.contentId}&page_size=1`));
    expect(body.data.total).toBe('2');
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ version: 2, summary: '第二版', user: { uid: String(author.id), name: '编辑甲' } });
    const page2 = await getJson<EntryPageHistory>(api(`entry_page/history?entry_page_id=${made.contentId}&page_size=1&page_num=2`));
    expect(page2.body.data.list[0]?.version).toBe(1);
    const current = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${made.contentId}`));
    expect(current.body.data.page).toMatchObject({ version: '2', desc: '改了' });
    const tooBig = await getJson<EntryPageHistory>(api(`entry_page/history?entry_page_id=${made.contentId}&page_size=51`));
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.message).toBe('page_size: must be at most 50');
  });

  it('likes once per user, takes it back, and shows it in statistics', async () => {
    const anonymous = await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: pageId });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.retcode).toBe(-100);

    const alice = await newUser();
    const bob = await newUser();
    expect((await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: pageId }, alice)).body.data).toEqual({ is_like: true, like_num: 1 });
    expect((await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: pageId }, alice)).body.data).toEqual({ is_like: true, like_num: 1 });
    expect((await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: pageId }, bob)).body.data).toEqual({ is_like: true, like_num: 2 });

    const stats = await getJson<EntryPageStatistics>(api(`entry_page/statistics?entry_page_id=${pageId}`), alice);
    expect(stats.cacheControl).toMatch(/no-store/);
    expect(stats.body.data).toMatchObject({ entry_page_id: pageId, like_num: 2, is_like: true, revision_num: 1 });
    expect((await getJson<EntryPageStatistics>(api(`entry_page/statistics?entry_page_id=${pageId}`))).body.data.is_like).toBe(false);

    expect((await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: pageId, is_cancel: true }, alice)).body.data).toEqual({
      is_like: false,
      like_num: 1,
    });
    expect((await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: pageId, is_cancel: true }, alice)).body.data).toEqual({
      is_like: false,
      like_num: 1,
    });

    const unknown = await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: 999_999 }, alice);
    expect(unknown.body.retcode).toBe(404);
    const bad = await post<LikeAnswer>(api('entry_page/like'), { entry_page_id: 'x' }, alice);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/^entry_page_id: /);
  });

  it('counts page views through content/pv into statistics', async () => {
    // Two readers (a reader's views of an entry count once an hour).
    for (const userAgent of ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile']) {
      await server.get(`/api/${appSn}/v1/content/pv?content_id=${pageId}`, { headers: { 'user-agent': userAgent } });
    }
    const { body } = await getJson<EntryPageStatistics>(api(`entry_page/statistics?entry_page_id=${pageId}`));
    expect(body.data.pv).toBe(2);
  });

  it('lists contributors of an entry page', async () => {
    const user = await server.make.user({ name: '贡献者' });
    // A contributor is someone who published an edit of the page (here its creation).
    const created = (await server.make.entryPage(editionId, doc('贡献'), { menuId, authorId: user.id })).contentId;
    await recordContribution(server.db, { editionId, userId: user.id, kind: 'entry_edit', value: 5, contentId: created });
    const { body } = await getJson<ContributorList>(api(`static/entry_page/contributors?entry_page_id=${created}`));
    expect(body.data.list).toEqual([expect.objectContaining({ account_uid: String(user.id), account_name: '贡献者', value: 5 })]);
  });

  it('sends markup typed into text fields back as the same text, and the page shows it as text', async () => {
    const made = await server.make.entryPage(editionId, {
      name: MARKUP,
      desc: MARKUP,
      modules: [
        {
          id: '1',
          name: MARKUP,
          is_poped: false,
          components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: MARKUP }] }] } }],
        },
      ],
    });
    const { body } = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${made.contentId}`));
    expect(body.data.page.name).toBe(MARKUP);
    expect(body.data.page.modules[0]?.name).toBe(MARKUP);
  });

  it('refuses a document with an unknown component type or bad data when publishing', async () => {
    const entryPages = entryPagesService(server.db);
    await expect(
      entryPages.publish({
        contentId: pageId,
        authorId: null,
        doc: { name: 'x', modules: [{ id: '1', name: 'm', is_poped: false, components: [{ component_id: 'nope' } as never] }] },
      }),
    ).rejects.toThrow(/component_id/);
    await expect(
      entryPages.publish({
        contentId: pageId,
        authorId: null,
        doc: {
          name: 'x',
          modules: [
            {
              id: '1',
              name: 'm',
              is_poped: false,
              components: [{ component_id: 'table', layout: '', style: '', data: { columns: [], rows: [], sortable: true, fixed_columns: 0 } }],
            },
          ],
        },
      }),
    ).rejects.toThrow(/columns/);
    const { body } = await getJson<PageAnswer>(api(`entry_page?entry_page_id=${pageId}`));
    expect(body.data.page.version).toBe('1');
  });
});
