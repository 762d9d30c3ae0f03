import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, sessionCookieOf } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';

describe.each(dialects)('demo accounts on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
    await server.make.edition({ app_sn: 'sr_wiki', game: 'starrail', base_path: '/sr/wiki/', login_required: 1 });
    await seedDemoAccounts(server.db);
  });
  afterAll(() => server.close());

  const permissionsOf = async (loginName: string, appSn: string) => {
    const account = DEMO_ACCOUNTS.find((item) => item.loginName === loginName)!;
    const login = await postJson(server, `/api/${appSn}/v1/account/login`, { login_name: account.loginName, password: account.password });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login);
    const answer = await server.get(`/api/${appSn}/v1/account/permissions`, { headers: { cookie } });
    return ((await answer.json()) as { data: { Permissions: string[] } }).data.Permissions;
  };

  it('signs in with the documented passwords and holds the documented grants', async () => {
    expect(await permissionsOf('demo', 'ys_obc')).toEqual([]);
    expect(await permissionsOf('demo', 'sr_wiki')).toEqual([]);
    expect(await permissionsOf('editor', 'ys_obc')).toEqual(['CREATE_C']);
    expect(await permissionsOf('editor', 'sr_wiki')).toEqual(['CREATE_C', 'VIEW']);
    expect(await permissionsOf('admin', 'ys_obc')).toEqual(['ADMIN']);
    expect(await permissionsOf('reviewer', 'ys_obc')).toEqual(['AUDIT']);
    expect(await permissionsOf('reviewer', 'sr_wiki')).toEqual([]);
  });

  it('refuses a wrong password', async () => {
    const answer = await postJson(server, '/api/ys_obc/v1/account/login', { login_name: 'demo', password: 'editor-password' });
    expect(answer.status).toBe(401);
  });
});
