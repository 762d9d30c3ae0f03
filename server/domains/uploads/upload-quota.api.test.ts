import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { noisePng, uploadClient } from '../../../tests/support/upload-client.ts';

const KB = 1024;

describe.each(dialects)('per-account upload quota on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let users = 0;

  beforeAll(async () => {
    // 1 MB an account: a few noise pictures of ~300 KB fill it.
    server = await startTestServer(dialect, { env: { UPLOAD_QUOTA_MB: '1' } });
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
  });
  afterAll(() => server.close());

  const account = (admin = false) => uploadClient(server, appSn, `quota_${dialect}_${++users}`, admin ? { permission: 'ADMIN', editionId } : undefined);
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const key of server.storage.list()) keys.push(key);
    return keys.sort();
  };

  it('refuses an upload that would go over the quota before any byte is stored, naming the use and the quota', async () => {
    const user = await account();
    for (let index = 0; index < 3; index++) {
      const done = await user.upload(await noisePng(180, 180));
      expect(done.status, done.message).toBe(200);
    }
    const held = (await server.db.selectFrom('uploads').select('size').where('owner_id', '=', user.aid).execute()).reduce(
      (sum, row) => sum + Number(row.size),
      0,
    );
    expect(held).toBeGreaterThan(250 * KB);
    expect(held).toBeLessThan(1024 * KB);
    const filesBefore = await storedKeys();

    const tooBig = await noisePng(520, 520);
    expect(held + tooBig.length).toBeGreaterThan(1024 * KB);
    const refused = await user.init(tooBig);
    expect(refused.status).toBe(413);
    expect(refused.retcode).toBe(413);
    expect(refused.data).toBeNull();
    const heldText = `${Math.round((held / 1024 / 1024) * 10) / 10} MB`;
    expect(refused.message).toBe(
      `size: your uploads use ${heldText} of your 1 MB; this file needs ${Math.round((tooBig.length / 1024 / 1024) * 10) / 10} MB more. ` +
        'Pictures nothing on the site uses are removed a day after their upload; or ask an operator for more room',
    );
    // Nothing started, nothing stored.
    expect(await server.db.selectFrom('upload_sessions').select('id').where('user_id', '=', user.aid).where('result_key', 'is', null).execute()).toEqual([]);
    expect(await storedKeys()).toEqual(filesBefore);

    // A smaller picture that still fits is taken.
    const fits = await user.upload(await noisePng(60, 60));
    expect(fits.status, fits.message).toBe(200);
  });

  it('counts unfinished uploads: several started at once cannot add up past the quota', async () => {
    const user = await account();
    const half = await noisePng(350, 350);
    expect(half.length).toBeGreaterThan(340 * KB);
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push(await user.init(half));
    const taken = answers.filter((answer) => answer.status === 200).length;
    expect(taken * half.length).toBeLessThanOrEqual(1024 * KB);
    expect(taken).toBe(Math.floor((1024 * KB) / half.length));
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(refused.status).toBe(413);
    expect(refused.message).toMatch(/^size: your uploads use [\d.]+ MB of your 1 MB; this file needs/);
  });

  it("keeps one account's use its own: another account still uploads", async () => {
    const first = await account();
    expect((await first.upload(await noisePng(420, 420))).status).toBe(200);
    expect((await first.init(await noisePng(420, 420))).status).toBe(413);
    const second = await account();
    const done = await second.upload(await noisePng(420, 420));
    expect(done.status, done.message).toBe(200);
  });

  it("does not hold the edition's operators (ADMIN) to the quota", async () => {
    const operator = await account(true);
    for (let index = 0; index < 2; index++) expect((await operator.upload(await noisePng(420, 420))).status).toBe(200);
    const more = await operator.upload(await noisePng(420, 420));
    expect(more.status, more.message).toBe(200);
  });

  it('keeps the per-hour start limit beside the quota', async () => {
    const user = await account();
    const tiny = await noisePng(8, 8);
    let last = await user.init(tiny);
    // Unfinished ones are capped at five at once; the hourly start limit (60) comes from the same counter as before.
    expect(last.status).toBe(200);
    for (let index = 0; index < 6 && last.status === 200; index++) last = await user.init(tiny);
    expect(last.status).toBe(429);
  });

  it('reads UPLOAD_QUOTA_MB: 200 MB by default, 0 turns it off, a bad value is named', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).uploadQuotaMb).toBe(200);
    expect(loadConfig({ NODE_ENV: 'test', UPLOAD_QUOTA_MB: '0' }).uploadQuotaMb).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', UPLOAD_QUOTA_MB: '-5' })).toThrow(/UPLOAD_QUOTA_MB.*must be 0 \(off\) or more/);
  });
});
