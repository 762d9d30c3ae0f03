import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNodeSchema, contentItemSchema } from '../../../shared/contract/channel.ts';
import { aggregatePageSchema } from '../../../shared/contract/content-lists.ts';
import { homeInfoSchema, type HomeInfo } from '../../../shared/contract/home-info.ts';
import { AGGREGATE_CHILD_LIST_LIMIT, HOME_LATEST_COUNT } from '../../../shared/limits.ts';
import { chExt } from '../../seed/factories.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { nowSeconds } from '../../clock.ts';

const DAY = 86_400;

describe.each(dialects)('home index, recommend and aggregate API on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const json = async (path: string) => {
    const response = await server.get(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  describe('/v1/home/index/info', () => {
    it('answers the whole home with the spec field names, parts equal to their own calls', async () => {
      const edition = await server.make.edition({ head_img_url: '/img/head.png', logo_url: '/img/logo.png' });
      const api = `/api/${edition.app_sn}/v1`;
      await server.make.banner(edition.id, { title: 'B2', image_url: '/img/b2.jpg', sort: 2 });
      await server.make.banner(edition.id, { title: 'B1', image_url: '/img/b1.jpg', sort: 1 });
      const section = await server.make.channel(edition.id, { name: '图鉴', ch_ext: chExt({ display_type: 'default' }) });
      const tab = await server.make.channel(edition.id, { name: '角色', parent_id: section.id });
      const placed = await server.make.content(edition.id, { title: '甘雨', updated_at: 1_000 });
      await server.make.place(tab.id, placed.id, { ext: { filter: { value: ['元素/冰'] } } });
      const map = await server.make.channel(edition.id, { name: '地图', slot: 'map', ch_ext: chExt({ display_type: 'calendar' }) });
      await server.make.announcement(edition.id, { text: 'old', version: 1 });
      await server.make.announcement(edition.id, { text: '新版本', speaker: '派蒙', pop_window: 1, version: 2 });

      const { status, headers, body } = await json(`${api}/home/index/info`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(body).toMatchObject({ retcode: 0, message: 'OK' });
      const data = body.data;
      expect(Object.keys(data).sort()).toEqual(['bannerList', 'positionList', 'mapList', 'latestContent', 'announcement', 'navbar', 'eggPool'].sort());
      expect(homeInfoSchema.safeParse(data).success).toBe(true);

      const banners = await json(`${api}/home/banner`);
      const positions = await json(`${api}/home/position`);
      const maps = await json(`${api}/home/map`);
      expect(data.bannerList).toEqual(banners.body.data.list);
      expect(data.bannerList.map((banner: { title: string }) => banner.title)).toEqual(['B1', 'B2']);
      expect(data.positionList).toEqual(positions.body.data.list);
      expect(data.positionList[0].children[0].list[0]).toMatchObject({ content_id: placed.id, title: '甘雨' });
      expect(data.mapList).toEqual(maps.body.data.list);
      expect(data.mapList.map((channel: { id: number }) => channel.id)).toEqual([map.id]);
      expect(data.announcement).toEqual({ announce: '新版本', speaker: '派蒙', pop_window: true, version: 2 });
      expect(data.navbar.home_img).toEqual({ headImg: '/img/head.png', logo: '/img/logo.png' });
    });

    it('carries the 10 most recently updated entries as latestContent, named by the is_latest channel', async () => {
      const edition = await server.make.edition();
      await server.make.channel(edition.id, { name: '最近更新', ch_ext: chExt({ is_latest: '1' }) });
      const made = [];
      for (let i = 0; i < HOME_LATEST_COUNT + 2; i++) {
        made.push(await server.make.content(edition.id, { title: `E${i}`, updated_at: 10_000 + i, article_time: 5_000 + i }));
      }
      const other = await server.make.edition();
      await server.make.content(other.id, { title: 'foreign', updated_at: 99_999 });

      const { body } = await json(`/api/${edition.app_sn}/v1/home/index/info`);
      const latest = body.data.latestContent;
      expect(Object.keys(latest).sort()).toEqual(['col_per_row', 'list', 'name']);
      expect(latest.name).toBe('最近更新');
      expect(latest.col_per_row).toBe(1);
      expect(latest.list).toHaveLength(HOME_LATEST_COUNT);
      const expected = made.slice().reverse().slice(0, HOME_LATEST_COUNT);
      expect(latest.list.map((item: { content_id: number }) => item.content_id)).toEqual(expected.map((row) => row.id));
      const first = latest.list[0];
      expect(contentItemSchema.safeParse(first).success).toBe(true);
      // Sorted by the last change, so that is the time it shows (not the first article_time).
      expect(first).toMatchObject({ title: `E${HOME_LATEST_COUNT + 1}`, ext: '{}', recommend_id: 0, article_time: String(10_000 + HOME_LATEST_COUNT + 1) });
    });

    it('names latestContent 最新 without an is_latest channel; null announcement and empty lists on an empty edition', async () => {
      const edition = await server.make.edition();
      const { body } = await json(`/api/${edition.app_sn}/v1/home/index/info`);
      expect(body.data).toMatchObject({
        bannerList: [],
        positionList: [],
        mapList: [],
        latestContent: { name: '最新', list: [], col_per_row: 1 },
        announcement: null,
        eggPool: [],
      });
    });

    it('lists running and upcoming gacha pools of the edition as eggPool, pool parsed, times as numbers', async () => {
      const edition = await server.make.edition();
      const now = nowSeconds();
      await server.make.gachaPool(edition.id, { title: 'ended', start_time: now - 20 * DAY, end_time: now - DAY });
      const upcoming = await server.make.gachaPool(edition.id, {
        title: 'upcoming',
        start_time: now + 2 * DAY,
        end_time: now + 20 * DAY,
        content_before_act: '即将开启',
      });
      const running = await server.make.gachaPool(edition.id, {
        title: 'running',
        activity_url: 'https://example.test/act',
        pool: JSON.stringify([{ icon: '/img/p1.png', url: '/ys/obc/content/1/detail' }, { icon: '/img/p2.png' }, 'junk', { url: 'no icon' }]),
        voice_icon: '/img/v.png',
        voice_url: '/media/v.mp3',
        voice_status: 1,
        start_time: now - DAY,
        end_time: now + 10 * DAY,
      });
      await server.make.gachaPool(edition.id, { title: 'damaged', pool: 'not json', start_time: now + 3 * DAY, end_time: now + 30 * DAY });
      const other = await server.make.edition();
      await server.make.gachaPool(other.id, { title: 'foreign', end_time: now + DAY });

      const { body } = await json(`/api/${edition.app_sn}/v1/home/index/info`);
      const pools = body.data.eggPool;
      expect(pools.map((pool: { title: string }) => pool.title)).toEqual(['running', 'upcoming', 'damaged']);
      expect(pools[0]).toEqual({
        id: running.id,
        title: 'running',
        activity_url: 'https://example.test/act',
        content_before_act: '',
        pool: [
          { icon: '/img/p1.png', url: '/ys/obc/content/1/detail' },
          { icon: '/img/p2.png', url: '' },
        ],
        voice_icon: '/img/v.png',
        voice_url: '/media/v.mp3',
        voice_status: 1,
        start_time: now - DAY,
        end_time: now + 10 * DAY,
      });
      expect(pools[1]).toMatchObject({ id: upcoming.id, content_before_act: '即将开启', pool: [] });
      expect(typeof pools[1].start_time).toBe('number');
      expect(pools[2].pool).toEqual([]);
    });

    it('answers the same under the blackboard and query-app_sn mounts', async () => {
      const edition = await server.make.edition();
      await server.make.banner(edition.id, { title: 'B' });
      await server.make.content(edition.id, { title: 'E' });
      const canonical = await json(`/api/${edition.app_sn}/v1/home/index/info`);
      const blackboard = await json(`/common/blackboard/${edition.app_sn}/v1/home/index/info`);
      const byQuery = await json(`/api/v1/home/index/info?app_sn=${edition.app_sn}`);
      expect(byQuery.body).toEqual(canonical.body);
      // The blackboard answers the same home in the publisher's shapes (server/wire/blackboard/): items with url,
      // abstract, create_time and end_time as text; this edition declares no publisher channel ids, so ids are ours.
      const ours = canonical.body.data as HomeInfo;
      const theirs = blackboard.body.data as Omit<HomeInfo, 'latestContent'> & { latestContent: { list: Array<Record<string, unknown>> } };
      expect(theirs.bannerList).toEqual(ours.bannerList);
      expect(theirs.positionList.map((node) => node.id)).toEqual(ours.positionList.map((node) => node.id));
      expect(theirs.latestContent.list.map((item) => [item.content_id, item.abstract, item.end_time, item.url])).toEqual(
        ours.latestContent.list.map((item) => [item.content_id, item.summary, String(item.end_time), item.bbs_url]),
      );
    });
  });

  describe('/v1/home/recommend/list', () => {
    it('lists the recommended channels with their children and lists', async () => {
      const edition = await server.make.edition();
      const recommended = await server.make.channel(edition.id, { name: '推荐', sort: 1, ch_ext: chExt({ display_type: 'recommended' }) });
      const child = await server.make.channel(edition.id, { name: '攻略', parent_id: recommended.id });
      const plain = await server.make.channel(edition.id, { name: '图鉴', sort: 0, ch_ext: chExt({ display_type: 'default' }) });
      const nested = await server.make.channel(edition.id, {
        name: '深层推荐',
        parent_id: plain.id,
        ch_ext: chExt({ display_type: 'recommended' }),
      });
      const own = await server.make.content(edition.id, { title: '自身' });
      const inChild = await server.make.content(edition.id, { title: '子项' });
      const inPlain = await server.make.content(edition.id, { title: '不推荐' });
      await server.make.place(recommended.id, own.id);
      await server.make.place(child.id, inChild.id, { ext: { placeholder: { text: 'p' } } });
      await server.make.place(plain.id, inPlain.id);

      const { status, body } = await json(`/api/${edition.app_sn}/v1/home/recommend/list`);
      expect(status).toBe(200);
      const list = body.data.list;
      expect(Object.keys(body.data)).toEqual(['list']);
      for (const node of list) expect(channelNodeSchema.safeParse(node).success).toBe(true);
      // Tree order: 图鉴 (sort 0) and its nested recommended child come before 推荐 (sort 1).
      expect(list.map((node: { id: number }) => node.id)).toEqual([nested.id, recommended.id]);
      const [deep, top] = list;
      expect(deep).toMatchObject({ name: '深层推荐', parent_id: plain.id, list: [] });
      expect(top.list.map((item: { title: string }) => item.title)).toEqual(['自身']);
      expect(top.children[0]).toMatchObject({ id: child.id, name: '攻略', parent_id: recommended.id });
      const item = top.children[0].list[0];
      expect(item.title).toBe('子项');
      expect(JSON.parse(item.ext)).toEqual({ [`c_${child.id}`]: { placeholder: { text: 'p' }, filter: { text: '[]', value: [] } } });
      expect(JSON.stringify(list)).not.toContain('不推荐');
    });

    it('answers an empty list when no channel is recommended', async () => {
      const edition = await server.make.edition();
      await server.make.channel(edition.id, { ch_ext: chExt({ display_type: 'card' }) });
      const { body } = await json(`/api/${edition.app_sn}/v1/home/recommend/list`);
      expect(body.data).toEqual({ list: [] });
    });
  });

  describe('/v1/aggregate_page/info', () => {
    it('answers the channel with its children, each list truncated to 8 in channel order', async () => {
      const edition = await server.make.edition();
      const channel = await server.make.channel(edition.id, { name: '合集', ch_ext: chExt({ display_type: 'group' }) });
      const big = await server.make.channel(edition.id, { name: '大', parent_id: channel.id, sort: 0 });
      const small = await server.make.channel(edition.id, { name: '小', parent_id: channel.id, sort: 1 });
      const grandchild = await server.make.channel(edition.id, { name: '孙', parent_id: big.id, depth: 3 });
      const bigEntries = [];
      for (let i = 0; i < AGGREGATE_CHILD_LIST_LIMIT + 3; i++) {
        const content = await server.make.content(edition.id, { title: `big${i}` });
        // Stored in reverse sort order: the answer follows sort, not insertion.
        await server.make.place(big.id, content.id, { sort: 100 - i });
        bigEntries.unshift(content);
      }
      const one = await server.make.content(edition.id, { title: 'small0' });
      await server.make.place(small.id, one.id);
      await server.make.place(grandchild.id, one.id);

      const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/aggregate_page/info?id=${channel.id}`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(Object.keys(body.data)).toEqual(['channel']);
      expect(aggregatePageSchema.safeParse(body.data).success).toBe(true);
      const node = body.data.channel;
      expect(node).toMatchObject({ id: channel.id, name: '合集', parent_id: 0, depth: 1 });
      expect(node.children.map((child: { id: number }) => child.id)).toEqual([big.id, small.id]);
      expect(node.children[0].list).toHaveLength(AGGREGATE_CHILD_LIST_LIMIT);
      expect(node.children[0].list.map((item: { content_id: number }) => item.content_id)).toEqual(
        bigEntries.slice(0, AGGREGATE_CHILD_LIST_LIMIT).map((row) => row.id),
      );
      expect(node.children[1].list.map((item: { title: string }) => item.title)).toEqual(['small0']);
      expect(node.children[0].children[0]).toMatchObject({ id: grandchild.id, list: [] });
    });

    it('answers 404 for an unknown channel or one of another edition', async () => {
      const edition = await server.make.edition();
      const other = await server.make.edition();
      const foreign = await server.make.channel(other.id);
      for (const id of [987_654_321, foreign.id]) {
        const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/aggregate_page/info?id=${id}`);
        expect(status).toBe(404);
        expect(headers.get('cache-control')).toBe('private, no-store');
        expect(body).toMatchObject({ retcode: 404, data: null });
        expect(body.message).toMatch(/^id: /);
      }
    });

    it('answers 422 naming id for a bad or missing id', async () => {
      const edition = await server.make.edition();
      for (const query of ['id=abc', 'id=0', 'id=-2', 'id=1.5', 'id=', 'id=99999999999999999999', '', 'channel_id=1']) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/aggregate_page/info?${query}`);
        expect(status, query).toBe(422);
        expect(body.retcode).toBe(422);
        expect(body.message).toMatch(/^id: /);
      }
    });
  });
});
