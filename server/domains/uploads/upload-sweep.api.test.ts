import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageUse } from '../../../shared/contract/operator-storage.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { noisePng, uploadClient } from '../../../tests/support/upload-client.ts';
import { UNREFERENCED_CONFIRM_SECONDS, UNREFERENCED_GRACE_SECONDS } from './unreferenced-sweep.ts';
import { uploadService } from './upload-service.ts';

const HOUR = 3_600;

describe.each(dialects)('sweep of unreferenced uploads and the storage view on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let users = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
  });
  afterAll(() => server.close());

  const account = (admin?: { editionId: number }) =>
    uploadClient(server, appSn, `sweep_${dialect}_${++users}`, admin ? { permission: 'ADMIN', editionId: admin.editionId } : undefined);
  /** The sweep housekeeping runs hourly (server/housekeeping.ts), at a time of the test's choosing. */
  const sweep = (now: number) => uploadService(server.db, server.storage).sweepUnreferenced(now);
  const keyOf = (url: string) => url.replace(/^\/img\//, '');
  const stored = async (url: string) => (await server.storage.get(keyOf(url))) !== undefined;
  const rowOf = (url: string) => server.db.selectFrom('uploads').select(['size', 'unreferenced_since']).where('key', '=', keyOf(url)).executeTakeFirst();
  const pictureStatus = async (url: string) => (await server.get(url)).status;

  it('keeps every referenced picture, marks the unreferenced ones past the grace, and deletes them at the next sweep', async () => {
    const user = await account();
    const upload = async () => {
      const done = await user.upload(await noisePng(40, 40));
      expect(done.status, done.message).toBe(200);
      return done.data.url;
    };
    const [inReport, inEntry, inDraft, inEdition, absolute, late, unused] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];

    // Uses of several kinds, in different tables and forms: a report through the API, an entry's JSON with a variant query, a draft, an edition setting, an absolute URL in a content.
    const report = await postJson(
      server,
      `/api/${appSn}/v1/content/report_error`,
      { feedback_type: 3, reason: 'Broken picture', reason_img_url: inReport, source_url: `/${appSn}/` },
      user.cookie,
    );
    expect(report.status, await report.clone().text()).toBe(200);
    const entry = await server.make.entryPage(editionId);
    await server.db
      .updateTable('entry_revisions')
      .set({ doc: JSON.stringify({ name: 'Gallery', modules: [{ components: [{ data: JSON.stringify({ pictures: [`${inEntry}?w=320&q=80`] }) }] }] }) })
      .where('content_id', '=', entry.contentId)
      .execute();
    await server.db
      .insertInto('entry_drafts')
      .values({ edition_id: editionId, user_id: user.aid, menu_id: 0, doc: JSON.stringify({ icon_url: inDraft }), created_at: 0, updated_at: 0 })
      .execute();
    await server.db.updateTable('editions').set({ head_img_url: inEdition }).where('id', '=', editionId).execute();
    const content = await server.make.content(editionId);
    await server.db
      .updateTable('contents')
      .set({ icon: `https://wiki.example${absolute}` })
      .where('id', '=', content.id)
      .execute();

    const now = Math.floor(Date.now() / 1000);
    const first = await sweep(now + UNREFERENCED_GRACE_SECONDS + HOUR);
    expect(first).toMatchObject({ marked: 2, deleted: 0 });
    // Marked, not deleted: still served.
    for (const url of [late, unused]) {
      expect(Number((await rowOf(url))?.unreferenced_since)).toBe(now + UNREFERENCED_GRACE_SECONDS + HOUR);
      expect(await stored(url)).toBe(true);
    }

    // A use written after the first sweep saves the picture at the second.
    const lateReport = await postJson(
      server,
      `/api/${appSn}/v1/content/report_error`,
      { feedback_type: 3, reason: 'Another', reason_img_url: late, source_url: `/${appSn}/` },
      user.cookie,
    );
    expect(lateReport.status).toBe(200);

    const second = await sweep(now + UNREFERENCED_GRACE_SECONDS + 2 * HOUR);
    expect(second).toMatchObject({ marked: 0, deleted: 1, kept: 1 });
    expect(await rowOf(unused)).toBeUndefined();
    expect(await stored(unused)).toBe(false);
    expect(await pictureStatus(unused)).toBe(404);
    for (const url of [inReport, inEntry, inDraft, inEdition, absolute, late]) {
      expect(await stored(url), url).toBe(true);
      expect((await rowOf(url))?.unreferenced_since ?? null, url).toBeNull();
      expect(await pictureStatus(url), url).toBe(200);
    }
  });

  it('leaves pictures younger than the grace, and needs two sweeps apart to delete', async () => {
    const user = await account();
    const done = await user.upload(await noisePng(30, 30));
    const now = Math.floor(Date.now() / 1000);
    expect(await sweep(now + UNREFERENCED_GRACE_SECONDS - HOUR)).toMatchObject({ marked: 0, deleted: 0 });
    const marking = now + UNREFERENCED_GRACE_SECONDS + HOUR;
    expect((await sweep(marking)).marked).toBeGreaterThanOrEqual(1);
    // A sweep right after the marking one does not delete yet.
    expect((await sweep(marking + 60)).deleted).toBe(0);
    expect(await stored(done.data.url)).toBe(true);
    expect((await sweep(marking + UNREFERENCED_CONFIRM_SECONDS)).deleted).toBeGreaterThanOrEqual(1);
    expect(await stored(done.data.url)).toBe(false);
  });

  it('frees the quota it swept', async () => {
    const user = await account();
    const done = await user.upload(await noisePng(50, 50));
    const before = await server.db.selectFrom('uploads').select('id').where('owner_id', '=', user.aid).execute();
    expect(before.length).toBe(1);
    const now = Math.floor(Date.now() / 1000);
    await sweep(now + UNREFERENCED_GRACE_SECONDS + HOUR);
    await sweep(now + UNREFERENCED_GRACE_SECONDS + 2 * HOUR);
    expect(await server.db.selectFrom('uploads').select('id').where('owner_id', '=', user.aid).execute()).toEqual([]);
    expect(await stored(done.data.url)).toBe(false);
  });

  it('shows operators the stored bytes, the count, the top accounts and the bytes awaiting the sweep', async () => {
    const heavy = await account();
    const light = await account();
    for (let index = 0; index < 3; index++) expect((await heavy.upload(await noisePng(200, 200))).status).toBe(200);
    const lightUrl = (await light.upload(await noisePng(20, 20))).data.url;
    // Everything older than the grace except the light account's picture, which a banner uses.
    await server.db.updateTable('editions').set({ logo_url: lightUrl }).where('id', '=', editionId).execute();
    const now = Math.floor(Date.now() / 1000);
    await sweep(now + UNREFERENCED_GRACE_SECONDS + HOUR);

    const operator = await account({ editionId: 0 });
    const answer = await operator.get<StorageUse>(`/api/${appSn}/v1/operator/storage`);
    expect(answer.status, answer.message).toBe(200);
    const rows = await server.db.selectFrom('uploads').select(['size', 'owner_id', 'unreferenced_since']).execute();
    const sum = (list: typeof rows) => list.reduce((total, row) => total + Number(row.size), 0);
    expect(answer.data.total_bytes).toBe(sum(rows));
    expect(answer.data.uploads).toBe(rows.length);
    expect(answer.data.unreferenced_bytes).toBe(sum(rows.filter((row) => row.unreferenced_since !== null)));
    expect(answer.data.unreferenced_bytes).toBeGreaterThanOrEqual(sum(rows.filter((row) => Number(row.owner_id) === heavy.aid)));
    expect(answer.data.unreferenced_uploads).toBe(rows.filter((row) => row.unreferenced_since !== null).length);
    expect(answer.data.top_accounts[0]).toEqual({
      user_id: heavy.aid,
      name: `sweep_${dialect}_${users - 2}`,
      bytes: sum(rows.filter((row) => Number(row.owner_id) === heavy.aid)),
      uploads: 3,
    });
    expect(answer.data.top_accounts.map((row) => row.user_id)).toContain(light.aid);
    expect(answer.data.quota_bytes).toBe(200 * 1024 * 1024);
    expect(answer.data.grace_hours).toBe(24);
  });

  it('answers the storage view to operators of every edition only, checked on the server', async () => {
    const anonymous = await server.get(`/api/${appSn}/v1/operator/storage`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { retcode: number }).retcode).toBe(-100);
    for (const caller of [await account(), await account({ editionId })]) {
      const refused = await caller.get(`/api/${appSn}/v1/operator/storage`);
      expect(refused.status).toBe(403);
      expect(refused.retcode).toBe(-3005);
      expect(refused.data).toBeNull();
    }
  });
});
