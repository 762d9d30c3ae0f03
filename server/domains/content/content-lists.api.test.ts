import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageSchema, selectorSchema } from '../../../shared/contract/content-lists.ts';
import { PAGING } from '../../../shared/limits.ts';
import { chExt } from '../../seed/factories.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const ITEM_KEYS = [
  'content_id',
  'recommend_id',
  'title',
  'ext',
  'icon',
  'bbs_url',
  'type',
  'article_user_name',
  'article_time',
  'avatar_url',
  'summary',
  'alias_name',
  'corner_mark',
  'end_time',
].sort();

const filterText = (groups: Array<[string, string[]]>) =>
  JSON.stringify(groups.map(([label, options]) => ({ label, children: options.map((option) => ({ label: option })) })));

describe.each(dialects)('content list API on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const json = async (path: string) => {
    const response = await server.get(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const ids = (list: Array<{ content_id: number }>) => list.map((item) => item.content_id);

  describe('/v1/content/latest', () => {
    it('pages the edition entries newest updated first, ties by id desc', async () => {
      const edition = await server.make.edition();
      const made = [];
      // 25 entries; pairs share an updated_at so the id breaks the tie.
      for (let i = 0; i < 25; i++) {
        made.push(await server.make.content(edition.id, { title: `E${i}`, updated_at: 1_000 + Math.floor(i / 2) }));
      }
      const other = await server.make.edition();
      await server.make.content(other.id, { title: 'foreign', updated_at: 9_999 });
      const expected = made
        .slice()
        .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id)
        .map((row) => row.id);

      const first = await json(`/api/${edition.app_sn}/v1/content/latest`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      expect(Object.keys(first.body.data).sort()).toEqual(['list', 'total']);
      expect(contentPageSchema.safeParse(first.body.data).success).toBe(true);
      expect(first.body.data.total).toBe(25);
      expect(ids(first.body.data.list)).toEqual(expected.slice(0, PAGING.defaultPageSize));

      const second = await json(`/api/${edition.app_sn}/v1/content/latest?page_num=2`);
      expect(second.body.data.total).toBe(25);
      expect(ids(second.body.data.list)).toEqual(expected.slice(20));

      const small = await json(`/api/${edition.app_sn}/v1/content/latest?page_num=3&page_size=5`);
      expect(ids(small.body.data.list)).toEqual(expected.slice(10, 15));

      const beyond = await json(`/api/${edition.app_sn}/v1/content/latest?page_num=9&page_size=50`);
      expect(beyond.body.data).toEqual({ list: [], total: 25 });
    });

    it('answers items in the ContentItem shape with no channel data', async () => {
      const edition = await server.make.edition();
      const content = await server.make.content(edition.id, {
        title: '甘雨',
        icon: '/img/g.png',
        summary: '冰',
        bbs_url: 'https://bbs.example.test/1',
        type: 2,
        author_name: '旅行者',
        // Never changed since it was written: its author and time are its last change's.
        article_time: 1_700_000_000,
        updated_at: 1_700_000_000,
        end_time_ms: 1_800_000_000_000,
        alias_name: '椰羊',
        corner_mark: 'new',
      });
      const channel = await server.make.channel(edition.id);
      await server.make.place(channel.id, content.id, { ext: { filter: { value: ['元素/冰'] } } });

      const { body } = await json(`/api/${edition.app_sn}/v1/content/latest`);
      const [item] = body.data.list;
      expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(item).toEqual({
        content_id: content.id,
        recommend_id: 0,
        title: '甘雨',
        ext: '{}',
        icon: '/img/g.png',
        bbs_url: 'https://bbs.example.test/1',
        type: 2,
        article_user_name: '旅行者',
        article_time: '1700000000',
        avatar_url: '',
        summary: '冰',
        alias_name: '椰羊',
        corner_mark: 'new',
        end_time: 1_800_000_000_000,
      });
    });

    it('answers 422 naming the field for bad page_num or page_size (page_size above 50 included)', async () => {
      const edition = await server.make.edition();
      const cases: Array<[string, string]> = [
        ['page_size=51', 'page_size'],
        ['page_size=0', 'page_size'],
        ['page_size=abc', 'page_size'],
        ['page_size=2.5', 'page_size'],
        ['page_size=', 'page_size'],
        ['page_num=0', 'page_num'],
        ['page_num=-1', 'page_num'],
        ['page_num=x', 'page_num'],
        ['page_num=1e3x', 'page_num'],
        [`page_num=${PAGING.maxPageNum + 1}`, 'page_num'],
        ['page_num=99999999999999999999999', 'page_num'],
        ['page_num=1&page_num=2', 'page_num'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/content/latest?${query}`);
        expect(status, query).toBe(422);
        expect(body.retcode).toBe(422);
        expect(body.data).toBeNull();
        expect(body.message, query).toMatch(new RegExp(`^${field}: `));
      }
      const max = await json(`/api/${edition.app_sn}/v1/content/latest?page_size=50`);
      expect(max.status).toBe(200);
    });

    it('answers the same under the blackboard mount', async () => {
      const edition = await server.make.edition();
      await server.make.content(edition.id, { title: 'A', updated_at: 1 });
      await server.make.content(edition.id, { title: 'B', updated_at: 2 });
      const canonical = await json(`/api/${edition.app_sn}/v1/content/latest?page_size=1&page_num=2`);
      const blackboard = await json(`/common/blackboard/${edition.app_sn}/v1/content/latest?page_size=1&page_num=2`);
      // The same page; its items in the publisher's shape (server/wire/blackboard/shapes.ts): end_time as text, abstract, url.
      expect(blackboard.body.data.total).toBe(canonical.body.data.total);
      expect(blackboard.body.data.list.map((item: Record<string, unknown>) => [item.content_id, item.title, item.abstract, item.end_time])).toEqual(
        canonical.body.data.list.map((item: Record<string, unknown>) => [item.content_id, item.title, item.summary, String(item.end_time)]),
      );
      expect(canonical.body.data.list[0].title).toBe('A');
    });
  });

  describe('/v1/content/channel', () => {
    it('pages the entries placed in the channel in channel order with the channel ext', async () => {
      const edition = await server.make.edition();
      const channel = await server.make.channel(edition.id);
      const elsewhere = await server.make.channel(edition.id);
      const placements = [];
      for (let i = 0; i < 23; i++) {
        const content = await server.make.content(edition.id, { title: `C${i}` });
        // Sorts 22..0 with two sharing sort 5: order is sort, then placement id.
        const sort = i === 0 ? 5 : 22 - i;
        placements.push({ content, placement: await server.make.place(channel.id, content.id, { sort, ext: { placeholder: { text: `p${i}` } } }) });
      }
      const outside = await server.make.content(edition.id, { title: 'outside' });
      await server.make.place(elsewhere.id, outside.id);
      const expected = placements.slice().sort((a, b) => a.placement.sort - b.placement.sort || a.placement.id - b.placement.id);

      const first = await json(`/api/${edition.app_sn}/v1/content/channel?channel_id=${channel.id}`);
      expect(first.status).toBe(200);
      expect(contentPageSchema.safeParse(first.body.data).success).toBe(true);
      expect(first.body.data.total).toBe(23);
      expect(ids(first.body.data.list)).toEqual(expected.slice(0, 20).map((entry) => entry.content.id));
      const item = first.body.data.list[0];
      expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(item.recommend_id).toBe(expected[0]!.placement.id);
      const index = placements.indexOf(expected[0]!);
      expect(JSON.parse(item.ext)).toEqual({ [`c_${channel.id}`]: { placeholder: { text: `p${index}` }, filter: { text: '[]', value: [] } } });
      expect(typeof item.article_time).toBe('string');

      const second = await json(`/api/${edition.app_sn}/v1/content/channel?channel_id=${channel.id}&page_num=2`);
      expect(second.body.data.total).toBe(23);
      expect(ids(second.body.data.list)).toEqual(expected.slice(20).map((entry) => entry.content.id));

      const all = await json(`/api/${edition.app_sn}/v1/content/channel?channel_id=${channel.id}&page_size=100`);
      expect(all.body.data.list).toHaveLength(23);
    });

    it('answers an empty page for a channel with no entries', async () => {
      const edition = await server.make.edition();
      const channel = await server.make.channel(edition.id);
      const { status, body } = await json(`/api/${edition.app_sn}/v1/content/channel?channel_id=${channel.id}`);
      expect(status).toBe(200);
      expect(body.data).toEqual({ list: [], total: 0 });
    });

    it('answers 404 for an unknown channel or one of another edition', async () => {
      const edition = await server.make.edition();
      const other = await server.make.edition();
      const foreign = await server.make.channel(other.id);
      for (const id of [987_654_321, foreign.id]) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/content/channel?channel_id=${id}`);
        expect(status).toBe(404);
        expect(body).toMatchObject({ retcode: 404, data: null });
        expect(body.message).toMatch(/^channel_id: /);
      }
    });

    it('answers 422 naming the field for bad channel_id, page_num or page_size', async () => {
      const edition = await server.make.edition();
      const channel = await server.make.channel(edition.id);
      const cases: Array<[string, string]> = [
        ['', 'channel_id'],
        ['channel_id=abc', 'channel_id'],
        ['channel_id=0', 'channel_id'],
        ['channel_id=-5', 'channel_id'],
        [`channel_id=${channel.id}&page_size=101`, 'page_size'],
        [`channel_id=${channel.id}&page_size=0`, 'page_size'],
        [`channel_id=${channel.id}&page_num=0`, 'page_num'],
        [`channel_id=${channel.id}&page_num=two`, 'page_num'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/content/channel?${query}`);
        expect(status, query).toBe(422);
        expect(body.retcode).toBe(422);
        expect(body.message, query).toMatch(new RegExp(`^${field}: `));
      }
    });
  });

  describe('/v1/content/selector', () => {
    it('answers the channel filter definition as groups with children', async () => {
      const edition = await server.make.edition();
      const channel = await server.make.channel(edition.id, {
        ch_ext: chExt({
          display_type: 'filter',
          filter: filterText([
            ['元素', ['冰', '火']],
            ['武器', ['弓']],
          ]),
        }),
      });
      const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/content/selector?channel_id=${channel.id}`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(selectorSchema.safeParse(body.data).success).toBe(true);
      expect(body.data).toEqual({
        list: [
          { label: '元素', children: [{ label: '冰' }, { label: '火' }] },
          { label: '武器', children: [{ label: '弓' }] },
        ],
      });
    });

    it('falls back to the nearest ancestor that has a filter', async () => {
      const edition = await server.make.edition();
      const root = await server.make.channel(edition.id, { ch_ext: chExt({ filter: filterText([['根', ['a']]]) }) });
      const middle = await server.make.channel(edition.id, { parent_id: root.id, ch_ext: chExt({ filter: filterText([['中', ['b']]]) }) });
      const leaf = await server.make.channel(edition.id, { parent_id: middle.id, depth: 3, ch_ext: chExt({ display_type: 'default' }) });
      const sibling = await server.make.channel(edition.id, { parent_id: root.id });
      const selector = async (id: number) => (await json(`/api/${edition.app_sn}/v1/content/selector?channel_id=${id}`)).body.data.list;
      expect(await selector(leaf.id)).toEqual([{ label: '中', children: [{ label: 'b' }] }]);
      expect(await selector(sibling.id)).toEqual([{ label: '根', children: [{ label: 'a' }] }]);
      expect(await selector(root.id)).toEqual([{ label: '根', children: [{ label: 'a' }] }]);
    });

    it('answers [] for an invalid filter or none in the lineage', async () => {
      const edition = await server.make.edition();
      const parent = await server.make.channel(edition.id, { ch_ext: chExt({ filter: filterText([['不用', ['x']]]) }) });
      const invalid = await server.make.channel(edition.id, { parent_id: parent.id, ch_ext: chExt({ filter: '{not json' }) });
      const wrongShape = await server.make.channel(edition.id, { ch_ext: chExt({ filter: '[{"label":"A","children":[{"name":"b"}]}]' }) });
      const none = await server.make.channel(edition.id, { ch_ext: 'damaged ch_ext' });
      for (const id of [invalid.id, wrongShape.id, none.id]) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/content/selector?channel_id=${id}`);
        expect(status).toBe(200);
        expect(body.data).toEqual({ list: [] });
      }
    });

    it('answers 404 for an unknown channel and 422 naming channel_id for a bad one', async () => {
      const edition = await server.make.edition();
      const other = await server.make.edition();
      const foreign = await server.make.channel(other.id, { ch_ext: chExt({ filter: filterText([['A', ['b']]]) }) });
      for (const id of [987_654_321, foreign.id]) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/content/selector?channel_id=${id}`);
        expect(status).toBe(404);
        expect(body.retcode).toBe(404);
        expect(body.message).toMatch(/^channel_id: /);
      }
      for (const query of ['', 'channel_id=', 'channel_id=1.5', 'channel_id=%27%20OR%201=1']) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/content/selector?${query}`);
        expect(status, query).toBe(422);
        expect(body.message).toMatch(/^channel_id: /);
      }
    });
  });
});
