import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExtValue, parseChExt } from '../../../shared/channel-ext.ts';
import { dialects, type TestServer } from '../../support/test-server.ts';
import { demoEditionId, demoServer, get, SEED_TIMEOUT } from './blackboard-decode.ts';

/**
 * SmallZombie/genshin-birthday-ics (docs/wire-clients/genshin-birthday-ics.md, WikiController.ts at
 * 523866d): its character list is the blackboard's 图鉴 catalogue asked by the publisher's id 189,
 * the node named 图鉴, its child named 角色 and that child's list. No headers; nothing checks the
 * status or retcode, so `data: null` would crash the run.
 */

interface Node {
  name: string;
  children: Node[];
  list: Array<{ title: string; content_id: number }>;
}

describe.each(dialects)('genshin-birthday-ics lists the characters on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await demoServer(dialect);
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  /** The entries placed on the channel declaring the publisher's id 25 or on its sub-channels. */
  async function characterIds() {
    const editionId = await demoEditionId(server);
    const channels = await server.db.selectFrom('channels').select(['id', 'parent_id', 'ch_ext']).where('edition_id', '=', editionId).execute();
    const characters = channels.find((row) => chExtValue(parseChExt(row.ch_ext), 'obc_channel_id') === '25')!;
    const ids = [characters.id, ...channels.filter((row) => row.parent_id === characters.id).map((row) => row.id)];
    const rows = await server.db.selectFrom('channel_contents').select('content_id').where('channel_id', 'in', ids).execute();
    return new Set(rows.map((row) => Number(row.content_id)));
  }

  it('finds 图鉴 → 角色 and reads each character’s title and content_id', async () => {
    // WikiController.ts:6: the URL, fetched without headers.
    const answer = await get<{ list: Node[] }>(server, '/common/blackboard/ys_obc/v1/home/content/list?app_sn=ys_obc&channel_id=189');
    // WikiController.ts:20: data.list (data: null is a TypeError), find(name === '图鉴')!.children.find(name === '角色')!.list.
    expect(answer.body.data).not.toBeNull();
    const catalogue = answer.body.data.list.find((node) => node.name === '图鉴');
    expect(catalogue).toBeDefined();
    const characters = catalogue!.children.find((child) => child.name === '角色');
    expect(characters).toBeDefined();
    const list = characters!.list;
    // WikiController.ts:22-23, :27: every title is text (`.includes('预告')`, `.includes('旅行者')`).
    expect(list.every((item) => typeof item.title === 'string')).toBe(true);
    const kept = list.filter((item) => !item.title.includes('预告') && !item.title.includes('旅行者'));
    // WikiController.ts:26, main.ts:54: content_id a number, the entry id and the iCalendar UID; each once.
    expect(kept.every((item) => Number.isSafeInteger(item.content_id) && item.content_id > 0)).toBe(true);
    expect(new Set(kept.map((item) => item.content_id)).size).toBe(kept.length);
    // The list is every character of the catalogue: the entries placed on 角色 or below it.
    expect(new Set(list.map((item) => item.content_id))).toEqual(await characterIds());
  });
});
