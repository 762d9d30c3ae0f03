import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('creating an edition from the operator console on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let admin: { cookie: string; aid: number };
  let editionAdmin: { cookie: string; aid: number };

  const grant = (userId: number, permission: string, edition = 0) =>
    server.db.insertInto('user_permissions').values({ user_id: userId, edition_id: edition, permission, granted_at: 0, granted_by: null }).execute();
  const create = (input: Record<string, unknown>, cookie = admin.cookie) => postJson(server, `/api/${appSn}/v1/operator/edition/create`, input, cookie);
  const input = (over: Record<string, unknown> = {}) => ({
    name: 'Moon wiki',
    app_sn: `moon_${dialect}`,
    game: `moon_${dialect}`,
    base_path: `/moon/${dialect}/`,
    login_required: false,
    is_test: false,
    default_lang: 'en-US',
    logo_url: '',
    head_img_url: '',
    ...over,
  });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    admin = await signUp(server, appSn, `ed_admin_${dialect}`);
    await grant(admin.aid, 'ADMIN');
    editionAdmin = await signUp(server, appSn, `ed_one_${dialect}`);
    await grant(editionAdmin.aid, 'ADMIN', edition.id);
  });
  afterAll(() => server.close());

  it('creates an edition that answers at once under its app_sn and game, with an empty home, and records it', async () => {
    const response = await create(input());
    const body = await response.json();
    expect(response.status, body.message).toBe(200);
    expect(body.data.edition).toMatchObject({
      app_sn: `moon_${dialect}`,
      base_path: `/moon/${dialect}/`,
      name: 'Moon wiki',
      default_lang: 'en-US',
      login_required: false,
    });

    const home = await (await server.get(`/api/moon_${dialect}/v1/home/index/info`)).json();
    expect(home.retcode).toBe(0);
    const tree = await (await server.get(`/api/moon_${dialect}/v1/getChannelTree`)).json();
    expect(tree.retcode).toBe(0);
    expect(tree.data.list ?? tree.data).toEqual([]);
    const alias = await server.get(`/hoyowiki/moon_${dialect}/wapi/home/recent_update`);
    expect(alias.status).toBe(200);

    const audit = await (await server.get(`/api/${appSn}/v1/operator/audit?action=edition.create&scope=all`, { headers: { cookie: admin.cookie } })).json();
    expect(audit.data.list[0]).toMatchObject({
      action: 'edition.create',
      edition_id: 0,
      actor_id: admin.aid,
      target_type: 'edition',
      target_id: body.data.edition.id,
      before: null,
    });
    expect(audit.data.list[0].after).toMatchObject({ app_sn: `moon_${dialect}` });
  });

  it('creates an edition on the time zone it is given, on UTC+8 (the spec default) without one, and refuses an unknown zone', async () => {
    const zoned = await create(input({ app_sn: `zoned_${dialect}`, game: `zoned_${dialect}`, base_path: `/zoned/${dialect}/`, time_zone: 'Europe/Berlin' }));
    const zonedBody = await zoned.json();
    expect(zoned.status, zonedBody.message).toBe(200);
    expect(zonedBody.data.edition.time_zone).toBe('Europe/Berlin');
    const stored = await server.db.selectFrom('editions').select('time_zone').where('app_sn', '=', `zoned_${dialect}`).executeTakeFirstOrThrow();
    expect(stored.time_zone).toBe('Europe/Berlin');

    const plain = await (await create(input({ app_sn: `plain_${dialect}`, game: `plain_${dialect}`, base_path: `/plain/${dialect}/` }))).json();
    expect(plain.data.edition.time_zone).toBe('Asia/Shanghai');

    const unknown = await create(input({ app_sn: `mars_${dialect}`, game: `mars_${dialect}`, base_path: `/mars/${dialect}/`, time_zone: 'Mars/Olympus' }));
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).message).toContain('time_zone');
  });

  it('refuses a taken app_sn, base path or game with 409 naming the field', async () => {
    const taken = input({ app_sn: `sun_${dialect}`, game: `sun_${dialect}`, base_path: `/sun/${dialect}/` });
    for (const [field, value] of [
      ['app_sn', `moon_${dialect}`],
      ['base_path', `/moon/${dialect}/`],
      ['game', `moon_${dialect}`],
    ] as const) {
      const response = await create({ ...taken, [field]: value });
      const body = await response.json();
      expect(response.status, field).toBe(409);
      expect(body.message).toContain(`${field}:`);
    }
  });

  it('refuses bad formats with 422 naming the field', async () => {
    for (const [field, value] of [
      ['app_sn', 'Bad SN'],
      ['base_path', 'moon/x'],
      ['base_path', '/only-one/'],
      ['game', '9lives'],
      ['name', ''],
      ['default_lang', 'fr-FR'],
      ['logo_url', 'javascript:alert(1)'],
    ] as const) {
      const response = await create(input({ app_sn: 'fresh_one', game: 'fresh_one', base_path: '/fresh/one/', [field]: value }));
      const body = await response.json();
      expect(response.status, `${field}=${value}`).toBe(422);
      expect(body.message, `${field}=${value}`).toContain(field);
    }
  });

  it('lets only holders of ADMIN for every edition create one', async () => {
    expect((await create(input({ app_sn: 'nope_one' }), editionAdmin.cookie)).status).toBe(403);
    expect((await create(input({ app_sn: 'nope_two' }), '')).status).toBe(401);
    const rows = await server.db.selectFrom('editions').select('app_sn').where('app_sn', 'in', ['nope_one', 'nope_two']).execute();
    expect(rows).toEqual([]);
  });
});
