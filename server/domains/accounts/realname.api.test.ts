import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('real-name verification on %s', (dialect) => {
  let server: TestServer;
  const sent: Array<{ phone: string; code: string }> = [];
  const base = '/api/ys_obc';

  beforeAll(async () => {
    server = await startTestServer(dialect, { codeSender: { send: async (phone, code) => void sent.push({ phone, code }) } });
    await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
  });
  afterAll(() => server.close());

  const realname = async (cookie: string) =>
    (await (await server.get(`${base}/v1/account/community_info`, { headers: { cookie } })).json()).data.user_info.community_info.is_realname;

  it('needs a session', async () => {
    const response = await postJson(server, `${base}/v1/account/realname/send_code`, { phone: '13800138000' });
    expect(response.status).toBe(401);
  });

  it('sends a code, refuses a wrong one, accepts the right one and marks the user verified', async () => {
    const { cookie } = await signUp(server, 'ys_obc', 'verifier');
    expect((await postJson(server, `${base}/v1/account/realname/send_code`, { phone: '13800138000' }, cookie)).status).toBe(200);
    const { code } = sent.at(-1)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await postJson(server, `${base}/v1/account/realname/verify`, { phone: '13800138000', code: wrongCode }, cookie);
    expect(wrong.status).toBe(422);
    expect(await realname(cookie)).toBe(false);
    const right = await postJson(server, `${base}/v1/account/realname/verify`, { phone: '13800138000', code }, cookie);
    expect(right.status).toBe(200);
    expect((await right.json()).data).toEqual({ is_realname: true });
    expect(await realname(cookie)).toBe(true);
  });

  it('waits a minute between codes, expires codes and stops after five wrong tries', async () => {
    const { cookie, aid } = await signUp(server, 'ys_obc', 'unlucky');
    await postJson(server, `${base}/v1/account/realname/send_code`, { phone: '13900139000' }, cookie);
    const again = await postJson(server, `${base}/v1/account/realname/send_code`, { phone: '13900139000' }, cookie);
    expect(again.status).toBe(429);
    const { code } = sent.at(-1)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await postJson(server, `${base}/v1/account/realname/verify`, { phone: '13900139000', code: wrongCode }, cookie);
    const locked = await postJson(server, `${base}/v1/account/realname/verify`, { phone: '13900139000', code }, cookie);
    expect(locked.status).toBe(429);

    await server.db.updateTable('realname_codes').set({ created_at: 0, expires_at: 1 }).where('user_id', '=', aid).execute();
    await postJson(server, `${base}/v1/account/realname/send_code`, { phone: '13900139000' }, cookie);
    const fresh = sent.at(-1)!.code;
    await server.db.updateTable('realname_codes').set({ expires_at: 1 }).where('user_id', '=', aid).execute();
    const expired = await postJson(server, `${base}/v1/account/realname/verify`, { phone: '13900139000', code: fresh }, cookie);
    expect(expired.status).toBe(422);
    expect((await expired.json()).message).toMatch(/expired/);
  });

  it('sends one code and checks at most five tries of requests sent at once', async () => {
    const { cookie } = await signUp(server, 'ys_obc', 'impatient');
    const before = sent.length;
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => postJson(server, `${base}/v1/account/realname/send_code`, { phone: '13700137000' }, cookie)),
    );
    expect(sends.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(sent.length).toBe(before + 1);
    const { code } = sent.at(-1)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => postJson(server, `${base}/v1/account/realname/verify`, { phone: '13700137000', code: wrongCode }, cookie)),
    );
    expect(tries.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect(tries.filter((answer) => answer.status === 429)).toHaveLength(15);
    expect((await postJson(server, `${base}/v1/account/realname/verify`, { phone: '13700137000', code }, cookie)).status).toBe(429);
  });

  it('validates the phone and the code', async () => {
    const { cookie } = await signUp(server, 'ys_obc', 'typo');
    const phone = await postJson(server, `${base}/v1/account/realname/send_code`, { phone: '12345' }, cookie);
    expect(phone.status).toBe(422);
    expect((await phone.json()).message).toMatch(/phone/);
    const code = await postJson(server, `${base}/v1/account/realname/verify`, { phone: '13800138000', code: 'abc' }, cookie);
    expect(code.status).toBe(422);
    expect((await code.json()).message).toMatch(/code/);
  });
});
