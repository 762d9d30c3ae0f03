import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_SIZE, qrPng } from '../editions/footer-qr-route.ts';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)("the footer's about and apply pages and QR code on %s", (dialect) => {
  let server: TestServer;
  let appSn: string;
  let admin: { cookie: string; aid: number };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    appSn = (await server.make.edition()).app_sn;
    admin = await signUp(server, appSn, `footer_admin_${dialect}`);
    await server.db
      .insertInto('user_permissions')
      .values({ user_id: admin.aid, edition_id: 0, permission: 'ADMIN', granted_at: 0, granted_by: null })
      .execute();
  });
  afterAll(() => server.close());

  const operator = async (path: string, body: Record<string, unknown>, sn = appSn) => {
    const response = await postJson(server, `/api/${sn}/v1/operator/${path}`, body, admin.cookie);
    const answer = await response.json();
    expect(response.status, answer.message).toBe(200);
    return answer.data;
  };
  const settings = {
    name: 'Tide wiki',
    app_sn: 'tide_wiki',
    game: 'tide',
    base_path: '/tide/wiki/',
    login_required: false,
    is_test: false,
    default_lang: 'en-US',
    logo_url: '',
    head_img_url: '',
  };

  it('gives a new edition its about and apply pages, readable at the footer links', async () => {
    const { edition } = await operator('edition/create', settings);
    expect(edition.about_url).toMatch(/^\/tide\/wiki\/content\/\d+\/detail$/);
    expect(edition.apply_url).toMatch(/^\/tide\/wiki\/content\/\d+\/detail$/);
    for (const [link, title] of [
      [edition.about_url, 'About Tide wiki'],
      [edition.apply_url, 'Apply to become an editor'],
    ]) {
      const id = /content\/(\d+)\/detail/.exec(link)![1];
      const info = await (await server.get(`/api/tide_wiki/v1/content/info?content_id=${id}`)).json();
      expect(info.data.content.title).toBe(title);
    }
  });

  it('lets an operator change the links, and moves them with the base path', async () => {
    const current = (await (await server.get('/api/tide_wiki/v1/operator/editions', { headers: { cookie: admin.cookie } })).json()).data.current;
    const { game: _game, id: _id, ...input } = current;
    const moved = (await operator('edition/update', { ...input, base_path: '/tide/new/' }, 'tide_wiki')).edition;
    expect(moved.about_url).toBe(current.about_url.replace('/tide/wiki/', '/tide/new/'));
    const changed = (
      await operator('edition/update', { ...input, base_path: '/tide/new/', apply_url: 'https://example.org/apply', about_url: '' }, 'tide_wiki')
    ).edition;
    expect(changed).toMatchObject({ apply_url: 'https://example.org/apply', about_url: '' });
    const bad = await postJson(server, '/api/tide_wiki/v1/operator/edition/update', { ...input, apply_url: 'javascript:alert(1)' }, admin.cookie);
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toContain('apply_url');
  });

  it("serves the edition's public address as a QR code PNG", async () => {
    const response = await server.get(`/qr/${appSn}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    const { base_path } = await server.db.selectFrom('editions').select('base_path').where('app_sn', '=', appSn).executeTakeFirstOrThrow();
    expect(bytes.equals(await qrPng(`${server.url}${base_path}`))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: QR_SIZE, height: QR_SIZE });
    expect((await server.get('/qr/nobody_here.png')).status).toBe(404);
    expect((await server.get('/qr/..%2Fetc.png')).status).toBe(404);
  });
});
