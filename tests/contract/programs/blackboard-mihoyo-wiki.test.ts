import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExtValue, parseChExt } from '../../../shared/channel-ext.ts';
import { dialects, type TestServer } from '../../support/test-server.ts';
import { decodeErrors, demoEditionId, demoServer, get, SEED_TIMEOUT } from './blackboard-decode.ts';

/**
 * fangqin77/mihoyo-wiki (docs/wire-clients/mihoyo-wiki.md, commit 25015b2): its crawler asks the
 * blackboard for the publisher's 图鉴 catalogue by the publisher's channel id 189, walks its
 * children, and its SQL generator reads each weapon's `ext.c_5` (the publisher's weapon channel).
 * Plain axios.get, no headers; nothing reads retcode, a non-2xx status ends the run.
 */

interface Item {
  title: unknown;
  content_id: unknown;
  ext: unknown;
}
interface Node {
  id: unknown;
  name: unknown;
  list: Item[];
  children: Node[];
}

describe.each(dialects)('mihoyo-wiki reads the catalogue on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await demoServer(dialect);
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  /** The weapons' stored filter values, by entry, from the channel declaring the publisher's id 5 and its sub-channels. */
  async function weaponFilters() {
    const editionId = await demoEditionId(server);
    const channels = await server.db.selectFrom('channels').select(['id', 'parent_id', 'ch_ext']).where('edition_id', '=', editionId).execute();
    const weapons = channels.find((row) => chExtValue(parseChExt(row.ch_ext), 'obc_channel_id') === '5')!;
    const ids = [weapons.id, ...channels.filter((row) => row.parent_id === weapons.id).map((row) => row.id)];
    const rows = await server.db.selectFrom('channel_contents').select(['content_id', 'ext']).where('channel_id', 'in', ids).orderBy('channel_id').execute();
    const byContent = new Map<number, string[]>();
    for (const row of rows) {
      const stored = JSON.parse(row.ext) as { filter?: { value?: string[] } };
      if (!byContent.has(Number(row.content_id))) byContent.set(Number(row.content_id), stored.filter?.value ?? []);
    }
    return byContent;
  }

  it('gets the catalogue by the publisher’s id 189 with its children and their lists, and each weapon’s c_5 filters', async () => {
    // mihayo.js:31 (the URL), sent at :76 with a plain axios.get: no headers.
    const answer = await get<{ list: Node[] }>(server, '/common/blackboard/ys_obc/v1/home/content/list?app_sn=ys_obc&channel_id=189');
    // axios rejects a non-2xx status and no catch surrounds the call (mihayo.js:74-84).
    expect(answer.status).toBe(200);
    // mihayo.js:77: lodash.get(res, 'data.data.list[0]'), the asked channel.
    const catalogue = answer.body.data.list[0]!;
    expect(catalogue.name).toBe('图鉴');
    expect(catalogue.id).toBe(189);
    // mihayo.js:132-133: its children, walked by index (a missing list throws).
    expect(Array.isArray(catalogue.children)).toBe(true);
    // mihayo.js:88-101: the children's ids the script once switched on are the publisher's (25 characters, 5 weapons, 218 artifacts, 6 enemies).
    const idOf = (name: string) => catalogue.children.find((child) => child.name === name)?.id;
    expect([idOf('角色'), idOf('武器'), idOf('圣遗物'), idOf('敌人与魔物')]).toEqual([25, 5, 218, 6]);
    for (const child of catalogue.children) {
      // mihayo.js:110-112: list and name (a directory name).
      expect(decodeErrors(child, { name: 'String', list: [{ title: 'String', content_id: 'Int', ext: 'String' }] })).toEqual([]);
    }

    // sqlgen.js:3 reads the saved list of the child named 武器 (written by mihayo.js:114).
    const weapons = catalogue.children.find((child) => child.name === '武器')!;
    const stored = await weaponFilters();
    expect(weapons.list.length).toBe(stored.size);
    for (const item of weapons.list) {
      // mihayo.js:117, :119: the title is a directory name, content_id goes into the entry URL.
      expect(typeof item.title).toBe('string');
      expect(stored.has(item.content_id as number)).toBe(true);
      // sqlgen.js:34: JSON.parse(item.ext), then c_5.filter.text (lodash), itself JSON text of the filters.
      const ext = JSON.parse(item.ext as string) as Record<string, { filter: { text: string } } | undefined>;
      expect(ext.c_5).toBeDefined();
      expect(JSON.parse(ext.c_5!.filter.text)).toEqual(stored.get(item.content_id as number));
    }
  });
});
