import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExtValue, parseChExt } from '../../../shared/channel-ext.ts';
import { dialects, type TestServer } from '../../support/test-server.ts';
import { demoEditionId, demoServer, get, SEED_TIMEOUT } from './blackboard-decode.ts';

/**
 * The blackboard mount speaks the publisher's channel ids wherever a channel id travels, in an
 * edition that declares them (ch_ext obc_channel_id; docs/decisions/015): inputs, node ids, ext
 * keys, content/info's channels. Our own mount, and an edition declaring none, speak channel ids.
 */

interface Node {
  id: number;
  channel_id: number;
  parent_id: number;
  name: string;
  children: Node[];
  list: Array<{ content_id: number; ext: string }>;
}

const preorder = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...preorder(node.children)]);
const extKeys = (ext: string) => Object.keys(JSON.parse(ext) as object);

describe.each(dialects)('the blackboard mount’s channel ids on %s', (dialect) => {
  let server: TestServer;
  let declared: Map<number, number>;
  beforeAll(async () => {
    server = await demoServer(dialect);
    const editionId = await demoEditionId(server);
    const rows = await server.db.selectFrom('channels').select(['id', 'ch_ext']).where('edition_id', '=', editionId).execute();
    declared = new Map(
      rows.flatMap((row) => {
        const id = chExtValue(parseChExt(row.ch_ext), 'obc_channel_id');
        return id === '' ? [] : [[Number(row.id), Number(id)] as const];
      }),
    );
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  const spoken = () => new Set([0, ...declared.values()]);

  it('declares the publisher’s catalogue ids in the demo', () => {
    expect([...declared.values()].sort((a, b) => a - b)).toEqual([5, 6, 13, 21, 25, 189, 218]);
  });

  it('speaks only declared ids (or 0) in trees and ext keys, and the same tree on our mount speaks ours', async () => {
    const answer = await get<{ list: Node[] }>(server, '/common/blackboard/ys_obc/v1/getChannelTree');
    const nodes = preorder(answer.body.data.list);
    for (const node of nodes) {
      expect(spoken().has(node.id)).toBe(true);
      expect(node.channel_id).toBe(node.id);
      expect(spoken().has(node.parent_id)).toBe(true);
    }
    const ours = await get<{ list: Node[] }>(server, '/api/ys_obc/v1/getChannelTree');
    const ourNodes = preorder(ours.body.data.list);
    expect(ourNodes.map((node) => declared.get(node.id) ?? 0)).toEqual(nodes.map((node) => node.id));

    const position = await get<{ list: Node[] }>(server, '/common/blackboard/ys_obc/v1/home/position');
    const keys = preorder(position.body.data.list).flatMap((node) => node.list.flatMap((item) => extKeys(item.ext)));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => spoken().has(Number(key.slice(2))) && key !== 'c_0')).toBe(true);
  });

  it('takes the publisher’s ids as channel_id and refuses another (retcode 404, HTTP 200, data null)', async () => {
    const page = await get<{ list: Array<{ ext: string }>; total: number }>(server, '/common/blackboard/ys_obc/v1/content/channel?channel_id=5&page_size=10');
    expect(page.body.retcode).toBe(0);
    expect(page.body.data.list.length).toBeGreaterThan(0);
    expect(page.body.data.list.every((item) => extKeys(item.ext).includes('c_5'))).toBe(true);

    const weaponsOurs = [...declared].find(([, id]) => id === 5)![0];
    const ours = await get<{ total: number }>(server, `/api/ys_obc/v1/content/channel?channel_id=${weaponsOurs}&page_size=10`);
    expect(ours.body.data.total).toBe(page.body.data.total);

    const undeclared = await get(server, '/common/blackboard/ys_obc/v1/home/content/list?channel_id=68');
    expect(undeclared.status).toBe(200);
    expect(undeclared.body).toMatchObject({ retcode: 404, data: null });
    const selector = await get(server, '/common/blackboard/ys_obc/v1/content/selector?channel_id=25');
    expect(selector.body.retcode).toBe(0);
  });

  it('names an entry’s channels by the publisher’s ids in content/info', async () => {
    const list = await get<{ list: Node[] }>(server, '/common/blackboard/ys_obc/v1/home/content/list?channel_id=25');
    const first = list.body.data.list[0]!.list[0] ?? list.body.data.list[0]!.children[0]!.list[0]!;
    const info = await get<{ content: { ext: string }; channel_list: Array<{ id: number; parent_id: number }> }>(
      server,
      `/common/blackboard/ys_obc/v1/content/info?content_id=${first.content_id}`,
    );
    expect(extKeys(info.body.data.content.ext)).toContain('c_25');
    expect(info.body.data.channel_list.map((channel) => channel.id)).toContain(25);
    expect(info.body.data.channel_list.every((channel) => spoken().has(channel.id) && channel.id !== 0 && spoken().has(channel.parent_id))).toBe(true);
  });

  it('speaks channel ids in an edition that declares none', async () => {
    const edition = await server.make.edition();
    const parent = await server.make.channel(edition.id, { name: '图鉴' });
    await server.make.channel(edition.id, { name: '角色', parent_id: parent.id });
    const ours = await get<{ list: Node[] }>(server, `/api/${edition.app_sn}/v1/getChannelTree`);
    const mount = await get<{ list: Node[] }>(server, `/common/blackboard/${edition.app_sn}/v1/getChannelTree`);
    expect(preorder(mount.body.data.list).map((node) => [node.id, node.parent_id])).toEqual(
      preorder(ours.body.data.list).map((node) => [node.id, node.parent_id]),
    );
    const list = await get<{ list: Node[] }>(server, `/common/blackboard/${edition.app_sn}/v1/home/content/list?channel_id=${parent.id}`);
    expect(list.body.data.list[0]!.id).toBe(parent.id);
  });
});
