import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { pageBuildDir, pageReader, rawGet } from '../../../tests/api/page-cache-harness.ts';

/**
 * One clock (#17): an edition's time zone is a setting (default the spec's UTC+8), edited with the
 * edition's settings, answered by common_setting, and every time its pages show is on it, with
 * the zone stated. Over HTTP with the React Router build, on each database.
 */
describe.each(dialects)("an edition's clock on %s", (dialect) => {
  let server: TestServer;
  let edition: { id: number; app_sn: string; base_path: string; name: string; game: string };
  let admin: Awaited<ReturnType<typeof pageReader>>;
  let pageId: number;
  // 2026-06-01 09:48 UTC: 17:48 in Shanghai, 11:48 in Berlin (summer time).
  const AT = Date.UTC(2026, 5, 1, 9, 48) / 1000;

  beforeAll(async () => {
    server = await startTestServer(dialect, { buildDir: pageBuildDir() });
    edition = await server.make.edition();
    admin = await pageReader(server, edition.id, ['ADMIN']);
    pageId = (await server.make.entryPage(edition.id, { name: '时钟条目' })).contentId;
    await server.db.updateTable('entry_revisions').set({ created_at: AT }).where('content_id', '=', pageId).execute();
  }, 300_000);
  afterAll(() => server?.close());

  const settings = (over: Record<string, unknown> = {}) => ({
    name: edition.name,
    app_sn: edition.app_sn,
    base_path: edition.base_path,
    login_required: false,
    is_test: false,
    default_lang: 'zh-CN',
    logo_url: '',
    head_img_url: '',
    ...over,
  });
  const update = (over: Record<string, unknown>) => postJson(server, `/api/${edition.app_sn}/v1/operator/edition/update`, settings(over), admin.cookie);
  const commonSetting = async () => (await (await server.get(`/api/${edition.app_sn}/v1/common_setting`)).json()).data;
  const historyPage = async () => (await rawGet(server, `${edition.base_path}content/${pageId}/upgrade-records`, { cookie: admin.cookie })).text;

  it('starts on Asia/Shanghai, and the history page shows its times on it with the zone', async () => {
    expect((await commonSetting()).time_zone).toBe('Asia/Shanghai');
    const html = await historyPage();
    expect(html).toContain('2026/06/01 17:48（UTC+8）');
  });

  it('is edited with the edition settings, recorded, and every page follows', async () => {
    const response = await update({ time_zone: 'Europe/Berlin' });
    const body = await response.json();
    expect(response.status, body.message).toBe(200);
    expect(body.data.edition.time_zone).toBe('Europe/Berlin');
    expect((await commonSetting()).time_zone).toBe('Europe/Berlin');
    const html = await historyPage();
    // Summer time in June, whatever the offset is today.
    expect(html).toContain('2026/06/01 11:48（UTC+2）');
    const audit = await (await server.get(`/api/${edition.app_sn}/v1/operator/audit?action=edition.update`, { headers: { cookie: admin.cookie } })).json();
    expect(audit.data.list[0].after.time_zone).toBe('Europe/Berlin');
  });

  it('keeps the stored zone when the settings leave it out', async () => {
    const response = await update({ name: `${edition.name} 2` });
    expect(response.status).toBe(200);
    expect((await response.json()).data.edition.time_zone).toBe('Europe/Berlin');
  });

  it('refuses what is no IANA zone with 422 naming the field, and keeps the stored one', async () => {
    for (const value of ['UTC+8', 'Mars/Olympus', '', 8, 'x'.repeat(80)]) {
      const response = await update({ time_zone: value });
      const body = await response.json();
      expect(response.status, String(value)).toBe(422);
      expect(body.message, String(value)).toContain('time_zone');
    }
    expect((await commonSetting()).time_zone).toBe('Europe/Berlin');
  });

  it("gives a new edition the spec's UTC+8 unless it names another", async () => {
    const global = await pageReader(server, 0, ['ADMIN']);
    const create = (over: Record<string, unknown>) =>
      postJson(server, `/api/${edition.app_sn}/v1/operator/edition/create`, { ...settings(over), name: 'Clock wiki', ...over }, global.cookie);
    const plain = await (await create({ app_sn: `clock_a_${dialect}`, game: `clock_a_${dialect}`, base_path: `/clock/a${dialect}/` })).json();
    expect(plain.data.edition.time_zone).toBe('Asia/Shanghai');
    const utc = await (await create({ app_sn: `clock_b_${dialect}`, game: `clock_b_${dialect}`, base_path: `/clock/b${dialect}/`, time_zone: 'UTC' })).json();
    expect(utc.data.edition.time_zone).toBe('UTC');
  });
});
