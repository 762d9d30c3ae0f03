import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordContribution } from '../living/ranking/contribution-ledger.ts';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('people list on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
  });
  afterAll(() => server.close());

  const list = async (cookie: string) => {
    const response = await server.get(`/api/${appSn}/wapi/get_person_list`, { headers: { cookie } });
    return { status: response.status, body: await response.json() };
  };
  const follow = async (cookie: string, body: Record<string, unknown>) => {
    const response = await postJson(server, `/api/${appSn}/wapi/person/follow`, body, cookie);
    return { status: response.status, body: await response.json() };
  };

  it('needs a session', async () => {
    const answer = await server.get(`/api/${appSn}/wapi/get_person_list`);
    expect(answer.status).toBe(401);
    expect((await answer.json()).retcode).toBe(-100);
  });

  it('lists followed contributors first, then those credited on the same entries', async () => {
    const me = await signUp(server, appSn, `people_me_${dialect}`);
    const alice = await server.make.user({ name: '阿丽丝', avatar: 2 });
    const bob = await server.make.user({ name: '鲍勃' });
    const carol = await server.make.user({ name: '卡萝' });
    const [a, b] = [
      await server.make.content(editionId, { title: 'A', created_at: 1, updated_at: 1 }),
      await server.make.content(editionId, { title: 'B', created_at: 1, updated_at: 1 }),
    ];
    for (const [userId, contentId, value] of [
      [me.aid, a.id, 3],
      [me.aid, b.id, 2],
      [bob.id, a.id, 5],
      [bob.id, b.id, 1],
      [carol.id, b.id, 4],
    ] as const) {
      await recordContribution(server.db, { editionId, userId, kind: 'entry_edit', value, contentId });
    }
    expect((await list(me.cookie)).body.data.list.map((person: { account_name: string }) => person.account_name)).toEqual(['鲍勃', '卡萝']);

    expect((await follow(me.cookie, { person_id: alice.id })).body.data).toEqual({ is_follow: true });
    const answer = await list(me.cookie);
    expect(answer.body.data.list).toEqual([
      { account_uid: String(alice.id), account_name: '阿丽丝', img: expect.any(String), value: 0, is_follow: true, credited_count: 0 },
      { account_uid: String(bob.id), account_name: '鲍勃', img: expect.any(String), value: 6, is_follow: false, credited_count: 2 },
      { account_uid: String(carol.id), account_name: '卡萝', img: expect.any(String), value: 4, is_follow: false, credited_count: 1 },
    ]);
    await follow(me.cookie, { person_id: carol.id });
    expect((await list(me.cookie)).body.data.list.map((person: { account_name: string }) => person.account_name)).toEqual(['卡萝', '阿丽丝', '鲍勃']);
    expect((await follow(me.cookie, { person_id: carol.id, is_follow: false })).body.data).toEqual({ is_follow: false });
    expect((await list(me.cookie)).body.data.list.find((person: { account_name: string }) => person.account_name === '卡萝').is_follow).toBe(false);
  });

  it('refuses following oneself, unknown people and bad ids', async () => {
    const me = await signUp(server, appSn, `people_self_${dialect}`);
    const self = await follow(me.cookie, { person_id: me.aid });
    expect(self.status).toBe(422);
    expect(self.body.message).toMatch(/^person_id: /);
    expect((await follow(me.cookie, { person_id: 99_999_999 })).status).toBe(404);
    const bad = await follow(me.cookie, { person_id: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/^person_id: /);
  });
});
