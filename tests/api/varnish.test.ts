import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { startVarnish, varnishMissing, type TestVarnish } from '../support/varnish-server.ts';
import { eventually, pageBuildDir, pageReader, publishEntry } from './page-cache-harness.ts';

/**
 * The HTTP cache tier: a real Varnish (deploy/varnish/almanac.vcl, xkey) in front of the app,
 * which purges it by tag on every content change (PURGE_URLS). Readers get pages from Varnish;
 * an edit shows through it within 5 s while pages that do not show the edited entry stay in it;
 * signed-in readers and a login-required edition never come from it.
 */
describe.skipIf(varnishMissing() !== undefined).each(dialects)('behind Varnish on %s', (dialect) => {
  let server: TestServer;
  let varnish: TestVarnish;
  let base: string;
  let editionId: number;
  let appSn: string;
  let pageId: number;
  let otherId: number;
  let editor: Awaited<ReturnType<typeof pageReader>>;
  let reviewer: Awaited<ReturnType<typeof pageReader>>;

  beforeAll(async () => {
    const varnishPort = await freePort();
    server = await startTestServer(dialect, { buildDir: pageBuildDir(), env: { PURGE_URLS: `http://127.0.0.1:${varnishPort}/` } });
    varnish = await startVarnish(varnishPort, Number(new URL(server.url).port));
    const edition = await server.make.edition();
    ({ base_path: base, id: editionId, app_sn: appSn } = edition);
    const channelId = (await server.make.channel(editionId, { name: '前置缓存频道' })).id;
    pageId = (await server.make.entryPage(editionId, { name: '前置缓存条目', desc: '第一版' }, { menuId: channelId })).contentId;
    otherId = (await server.make.entryPage(editionId, { name: '旁边的条目', desc: '不变' }, { menuId: channelId })).contentId;
    editor = await pageReader(server, editionId);
    reviewer = await pageReader(server, editionId, ['AUDIT']);
    // The entries' creation purges Varnish up to 2 s later (http-purge.ts): let those pass before reading through it.
    await new Promise((resolve) => setTimeout(resolve, 2_300));
  }, 300_000);
  afterAll(async () => {
    await varnish?.close();
    await server?.close();
  });

  const throughVarnish = async (target: string, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(target, varnish.url), { headers: { 'accept-encoding': 'gzip', ...headers } });
    return { status: response.status, cache: response.headers.get('x-cache'), control: response.headers.get('cache-control'), text: await response.text() };
  };
  const publish = (desc: string) => publishEntry(server, appSn, { pageId, editor, reviewer }, desc);
  const entry = (id: number) => `${base}content/${id}/detail`;
  /** Reads until Varnish answers from its store (the app's own cache fills on the first read). */
  const cached = (target: string) =>
    eventually(
      () => throughVarnish(target),
      (answer) => answer.cache === 'HIT',
      5_000,
    );

  it('keeps anonymous pages, per layout, and answers them itself', async () => {
    expect((await cached(entry(pageId))).cache).toBe('HIT');
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };
    const mobile = await throughVarnish(entry(pageId), phone);
    expect(mobile.cache).toBe('MISS');
    expect(mobile.text).toContain('data-layout="mobile"');
    expect((await cached(entry(pageId))).text).toContain('data-layout="pc"');
  });

  it('an edit is purged by tag and shows within 5 s; a page that does not show the entry stays in Varnish', async () => {
    await cached(entry(pageId));
    const other = await cached(entry(otherId));
    const started = Date.now();
    await publish('第二版，经前置缓存');
    const fresh = await eventually(
      () => throughVarnish(entry(pageId)),
      (answer) => answer.text.includes('第二版，经前置缓存'),
      5_000,
    );
    expect(fresh.text).toContain('第二版，经前置缓存');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The change's purges have all been sent (the last 2 s after it): the other entry's page is still the stored one.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const after = await throughVarnish(entry(otherId));
    expect([after.cache, after.text]).toEqual(['HIT', other.text]);
    expect((await cached(entry(pageId))).text).toContain('第二版，经前置缓存');
  });

  it('never answers a signed-in reader from its store, nor keeps a login-required edition', async () => {
    await cached(entry(pageId));
    for (let round = 0; round < 2; round++) {
      const signedIn = await throughVarnish(entry(pageId), { cookie: `almanac_lang=zh-CN; ${editor.cookie}` });
      expect([signedIn.cache, signedIn.control]).toEqual(['MISS', 'private, no-store']);
    }
    const closed = await server.make.edition({ login_required: 1 });
    const member = await pageReader(server, closed.id, ['VIEW']);
    for (let round = 0; round < 2; round++) {
      const anonymous = await throughVarnish(closed.base_path);
      expect(anonymous.cache).toBe('MISS');
      const signedIn = await throughVarnish(closed.base_path, { cookie: member.cookie });
      expect([signedIn.status, signedIn.cache]).toEqual([200, 'MISS']);
    }
  });

  it('takes a purge by tag from the app servers’ addresses (the VCL’s purgers ACL)', async () => {
    const response = await fetch(varnish.url, { method: 'PURGE', headers: { 'xkey-purge': `entry:${otherId}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Purged');
  });
});
