import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestServer } from '../../support/test-server.ts';
import { decodeErrors, demoServer, get, SEED_TIMEOUT, WALL_TIME, type Decodable } from './blackboard-decode.ts';

/**
 * TravellersBag (DreamedWorker/TravellersBag, macOS; docs/wire-clients/TravellersBag.md) decodes
 * gacha_pool and home/position with Swift's JSONDecoder into structs whose keys are all required:
 * a missing key or another JSON type fails the whole answer.
 */

// RequestBuilder.swift:39-42, :80-86: its device headers and a miHoYoBBS User-Agent; no cookie, no Origin.
const HEADERS = {
  'x-rpc-device_fp': '38d7f0f7d5a1e',
  'x-rpc-device_name': 'MacBook',
  'x-rpc-device_id': 'B8F5C1E2-3D4A-4E5F-9A8B-7C6D5E4F3A2B',
  'x-rpc-sys_version': '14.4',
  'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) miHoYoBBS/2.70.1',
};

// AnnoGachaStruct.swift:11-51.
const GACHA: Decodable = {
  retcode: 'Int',
  message: 'String',
  data: {
    list: [
      {
        id: 'Int', // :24
        title: 'String', // :25
        activity_url: 'String', // :26, :35
        content_before_act: 'String', // :27, :36
        pool: [{ icon: 'String', url: 'String', ext: 'String' }], // :28, :47-49
        voice_icon: 'String', // :29
        voice_url: 'String', // :29
        voice_status: 'Int', // :30
        start_time: 'String', // :31
        end_time: 'String', // :31
      },
    ],
  },
};

// AnnoHotActStruct.swift:44-51.
const ITEM: Decodable = {
  recommend_id: 'Int',
  content_id: 'Int',
  type: 'Int',
  title: 'String',
  ext: 'String',
  icon: 'String',
  article_user_name: 'String',
  avatar_url: 'String',
  article_time: 'String',
  corner_mark: 'String',
  url: 'String',
  abstract: 'String',
  create_time: 'String',
  end_time: 'String',
};

// AnnoHotActStruct.swift:23-39: a node, its children nodes alike (checked level by level below).
const nodeShape = (depth: number): Decodable => ({
  id: 'Int',
  name: 'String',
  parent_id: 'Int',
  depth: 'Int',
  ch_ext: 'String',
  is_recent_update: 'Bool',
  list: [ITEM],
  children: depth === 0 ? ['Int'] : [nodeShape(depth - 1)],
});

interface Node {
  name: string;
  children: Node[];
  list: Array<{ end_time: string; create_time: string; icon: string }>;
}

describe.each(dialects)('TravellersBag decodes the pools and the position tree on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await demoServer(dialect);
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  it('decodes gacha_pool: every key present with its Swift type', async () => {
    // AnnoGachaPoolRepo.swift:15, :47-50: the URL; :51: retcode == 0 or it throws.
    const answer = await get(server, '/common/blackboard/ys_obc/v1/gacha_pool?app_sn=ys_obc', HEADERS);
    expect(answer.body.retcode).toBe(0);
    expect(decodeErrors(answer.body, GACHA)).toEqual([]);
    const list = (answer.body.data as { list: Array<{ start_time: string; end_time: string }> }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((pool) => WALL_TIME.test(pool.start_time) && WALL_TIME.test(pool.end_time))).toBe(true);
  });

  it('decodes home/position: nodes and items with every key, end_time as timestamp text', async () => {
    // AnnoHotActivity.swift:107-111: the URL.
    const answer = await get<{ list: Node[] }>(server, '/common/blackboard/ys_obc/v1/home/position?app_sn=ys_obc', HEADERS);
    // AnnoHotActStruct.swift:11-19: retcode, message, data.list (data: null fails the decode).
    expect(decodeErrors(answer.body, { retcode: 'Int', message: 'String', data: { list: [nodeShape(4)] } })).toEqual([]);
    const items = (function all(nodes: Node[]): Node['list'] {
      return nodes.flatMap((node) => [...node.list, ...all(node.children)]);
    })(answer.body.data.list);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // AnnoHotActivity.swift:47, :52-53: Int(endTime)!, a 10- or 13-digit timestamp, "0" for none.
      expect(item.end_time).toMatch(/^(0|\d{10}|\d{13})$/);
      expect(item.create_time).toMatch(WALL_TIME);
      if (item.icon !== '') expect(item.icon).toMatch(/^https?:\/\//);
    }
    // AnnoHotActivity.swift:117-128: 热点追踪 → its first child → 近期活动. The demo has no such tree
    // (docs/wire-clients/blackboard.md): the strip shows nothing, but the answer decodes.
    const hot = answer.body.data.list.find((node) => node.name === '热点追踪');
    expect(hot?.children[0]?.children.find((node) => node.name === '近期活动')).toBeUndefined();
  });
});
