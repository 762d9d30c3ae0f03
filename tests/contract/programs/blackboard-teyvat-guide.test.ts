import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestServer } from '../../support/test-server.ts';
import { chinaSeconds, demoEditionId, demoServer, get, SEED_TIMEOUT, WALL_TIME } from './blackboard-decode.ts';

/**
 * TeyvatGuide (BTMuli/TeyvatGuide; docs/wire-clients/TeyvatGuide.md): its home shows the wish
 * banners from gacha_pool and the recent events from home/position, typed in src/types/BBS/Obc.d.ts.
 * Both calls send `Content-Type: application/json` and test `retcode !== 0`.
 */

const HEADERS = { 'Content-Type': 'application/json' }; // takumiReq.ts:137-150, :174-188

interface Pool {
  title: string;
  activity_url: string;
  pool: Array<{ icon: string; url: string }>;
  voice_status: unknown;
  start_time: string;
  end_time: string;
}
interface Item {
  icon: string;
  title: string;
  abstract: string;
  create_time: string;
  end_time: string;
  url: string;
  content_id: number;
  bbs_url: string;
}
interface Node {
  name: string;
  list: Item[];
  children: Node[];
}

describe.each(dialects)('TeyvatGuide reads the pools and the position tree on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await demoServer(dialect);
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  it('shows each pool with text times it can count down from and absolute icons', async () => {
    const answer = await get<{ list: Pool[] }>(server, '/common/blackboard/ys_obc/v1/gacha_pool?app_sn=ys_obc', HEADERS);
    // takumiReq.ts:148-149: retcode 0, then data.list.
    expect(answer.body.retcode).toBe(0);
    const editionId = await demoEditionId(server);
    const rows = await server.db.selectFrom('gacha_pools').selectAll().where('edition_id', '=', editionId).execute();
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(answer.body.data.list.length).toBe(rows.length);
    for (const pool of answer.body.data.list) {
      // ph-pool-card.vue:3-4: the title.
      const row = byTitle.get(pool.title)!;
      expect(row).toBeDefined();
      // Obc.d.ts:24, :44, :46: "2023-03-21 17:59:59"; ph-pool-card.vue:54 shows it, :163-165 counts down with new Date().
      expect(pool.start_time).toMatch(WALL_TIME);
      expect(pool.end_time).toMatch(WALL_TIME);
      expect([chinaSeconds(pool.start_time), chinaSeconds(pool.end_time)]).toEqual([Number(row.start_time), Number(row.end_time)]);
      expect(Number.isNaN(new Date(pool.end_time).getTime())).toBe(false);
      // ph-pool-card.vue:23, :48: <img src> of each featured item, resolved against the app unless absolute.
      expect(pool.pool.length).toBeGreaterThan(0);
      for (const item of pool.pool) expect(item.icon.startsWith(`${server.url}/img/`)).toBe(true);
      // ph-pool-card.vue:155-156: a url holding content/<digits> picks the character.
      expect(pool.pool.every((item) => /content\/\d+/.test(item.url))).toBe(true);
      // Obc.d.ts:42 declares voice_status a string but nothing reads it; the mount sends TravellersBag's Int.
      expect(Number.isInteger(pool.voice_status)).toBe(true);
    }
  });

  it('walks the position tree and reads every item’s icon, title, abstract, dates and link', async () => {
    const answer = await get<{ list: Node[] }>(server, '/common/blackboard/ys_obc/v1/home/position?app_sn=ys_obc', HEADERS);
    // takumiReq.ts:185-186: retcode 0, then data.list.
    expect(answer.body.retcode).toBe(0);
    // takumiReq.ts:163-164: depth first over name, list and children, keeping the lists of nodes named 近期活动.
    const recent: Item[] = [];
    const items: Item[] = [];
    const walk = (nodes: Node[]) => {
      for (const node of nodes) {
        expect(typeof node.name).toBe('string');
        if (node.name === '近期活动') recent.push(...node.list);
        items.push(...node.list);
        walk(node.children);
      }
    };
    walk(answer.body.data.list);
    // The demo has no node named 近期活动 (docs/wire-clients/blackboard.md): the strip stays empty, without an error.
    expect(recent).toEqual([]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // ph-pos-obc.vue:6: icon, absolute.
      if (item.icon !== '') expect(item.icon.startsWith(server.url)).toBe(true);
      // :9, :10: title and abstract, text.
      expect([typeof item.title, typeof item.abstract]).toEqual(['string', 'string']);
      // Obc.d.ts:125-126, ph-pos-obc.vue:19, :57: create_time "2023-03-31 11:16:57", the countdown's start.
      expect(item.create_time).toMatch(WALL_TIME);
      // ph-pos-obc.vue:54: Number(end_time), milliseconds.
      expect(Number.isFinite(Number(item.end_time))).toBe(true);
      // ph-pos-obc.vue:74-88: url '' opens content content_id; another url is parsed as a link.
      expect(typeof item.url).toBe('string');
      expect(Number.isSafeInteger(item.content_id)).toBe(true);
      expect(item.url).toBe(item.bbs_url);
    }
    // Wiki entries (no outer link) open by content_id; the events carry an end time.
    expect(items.some((item) => item.url === '')).toBe(true);
    expect(items.some((item) => Number(item.end_time) > Date.now())).toBe(true);
  });
});
