import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExt } from '../../seed/factories.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('home API on %s', (dialect) => {
  let server: TestServer;
  let sectionId: number;
  let tabIds: number[];
  let contentId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
    const section = await server.make.channel(edition.id, { name: '图鉴', ch_ext: chExt({ display_type: 'default' }) });
    const first = await server.make.channel(edition.id, { name: '角色', parent_id: section.id, depth: 2, sort: 0 });
    const second = await server.make.channel(edition.id, { name: '武器', parent_id: section.id, depth: 2, sort: 1 });
    const content = await server.make.content(edition.id, { title: '甘雨', icon: '/img/a.png' });
    await server.make.place(first.id, content.id, { ext: { filter: { value: ['元素/冰'] } } });
    await server.make.banner(edition.id, { title: 'B1', image_url: '/img/b.jpg' });
    sectionId = section.id;
    tabIds = [first.id, second.id];
    contentId = content.id;
  });
  afterAll(() => server.close());

  it('answers banners in the envelope, cacheable with an ETag', async () => {
    const response = await server.get('/api/ys_obc/v1/home/banner');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const body = await response.json();
    expect(body).toMatchObject({ retcode: 0, message: 'OK', data: { list: [{ title: 'B1', image_url: '/img/b.jpg' }] } });
    const again = await server.get('/api/ys_obc/v1/home/banner', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('lists home positions with the first tab filled and ext keyed by channel', async () => {
    const body = await (await server.get('/api/ys_obc/v1/home/position')).json();
    const section = body.data.list[0];
    expect(section).toMatchObject({ id: sectionId, name: '图鉴', depth: 1, parent_id: 0 });
    expect(JSON.parse(section.ch_ext)).toEqual([{ type: 'string', attribute_name: 'display_type', attribute_key: 'display_type', value: 'default' }]);
    expect(section.children.map((child: { id: number }) => child.id)).toEqual(tabIds);
    const item = section.children[0].list[0];
    expect(item).toMatchObject({ content_id: contentId, title: '甘雨', icon: '/img/a.png', type: 1 });
    expect(JSON.parse(item.ext)).toEqual({ [`c_${tabIds[0]}`]: { filter: { text: '["元素/冰"]', value: ['元素/冰'] } } });
    expect(section.children[1].list).toEqual([]);
  });

  it('loads a channel list on demand by channel_id', async () => {
    const body = await (await server.get(`/api/ys_obc/v1/home/content/list?channel_id=${tabIds[0]}`)).json();
    expect(body.retcode).toBe(0);
    expect(body.data.list[0].list.map((item: { title: string }) => item.title)).toEqual(['甘雨']);
  });

  it('names the bad field and answers 422 for a bad channel_id', async () => {
    for (const bad of ['abc', '-3', '1.5', '']) {
      const response = await server.get(`/api/ys_obc/v1/home/content/list?channel_id=${bad}`);
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.retcode).toBe(422);
      expect(body.message).toMatch(/channel_id/);
    }
  });

  it('answers 404 with retcode 404 for an unknown channel, edition or call', async () => {
    const unknownChannel = await server.get('/api/ys_obc/v1/home/content/list?channel_id=999999');
    expect(unknownChannel.status).toBe(404);
    expect((await unknownChannel.json()).retcode).toBe(404);
    const unknownEdition = await server.get('/api/nope/v1/home/banner');
    expect(unknownEdition.status).toBe(404);
    expect((await unknownEdition.json()).message).toMatch(/app_sn/);
    const unknownCall = await server.get('/api/ys_obc/v1/nothing/here');
    expect(unknownCall.status).toBe(404);
    expect((await unknownCall.json()).retcode).toBe(404);
  });

  it('answers the same under every compatibility mount', async () => {
    const canonical = await (await server.get('/api/ys_obc/v1/home/banner')).json();
    const blackboard = await (await server.get('/common/blackboard/ys_obc/v1/home/banner?app_sn=ys_obc')).json();
    const byQuery = await (await server.get('/api/v1/home/banner?app_sn=ys_obc')).json();
    expect(blackboard).toEqual(canonical);
    expect(byQuery).toEqual(canonical);
    const missing = await server.get('/api/v1/home/banner');
    expect(missing.status).toBe(422);
    expect((await missing.json()).message).toMatch(/app_sn/);
  });

  it('serves the navbar with the edition images and the channel tree', async () => {
    const navbar = await (await server.get('/api/ys_obc/v1/home/index/navbar')).json();
    expect(navbar.data).toHaveProperty('home_img.logo');
    const tree = await (await server.get('/api/ys_obc/v1/getChannelTree')).json();
    expect(tree.data.list[0].children).toHaveLength(2);
    const map = await (await server.get('/api/ys_obc/v1/home/map')).json();
    expect(map.data.list).toEqual([]);
  });

  it('answers liveness and readiness', async () => {
    const live = await server.get('/livez');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    for (const path of ['/readyz', '/healthz']) {
      const ready = await server.get(path);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: { status: 'ok' } } });
    }
  });
});
