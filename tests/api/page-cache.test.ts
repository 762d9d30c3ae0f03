import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CH_EXT } from '../../shared/contract/operator-channels.ts';
import { postJson } from '../support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { eventually, inlineScriptSources, pageBuildDir, pageReader, publishEntry, rawGet, wapi as wapiOf, type RawAnswer } from './page-cache-harness.ts';

/**
 * The page cache of anonymous readers over HTTP, with the React Router build: what is kept and
 * sent (encodings, ETag, CSP by hashes), who never gets a shared page, that every kind of write
 * that changes pages shows within 5 s without a reader waiting for a render, in this process and
 * in a second one on the same database, and that a write leaves stored the pages that do not show it.
 */
describe.each(dialects)('page cache on %s', (dialect) => {
  let server: TestServer;
  let second: TestServer;
  let appSn: string;
  let editionId: number;
  let base: string;
  let channelId: number;
  let pageId: number;
  let admin: Awaited<ReturnType<typeof pageReader>>;
  let editor: Awaited<ReturnType<typeof pageReader>>;
  let reviewer: Awaited<ReturnType<typeof pageReader>>;

  beforeAll(async () => {
    const buildDir = pageBuildDir();
    server = await startTestServer(dialect, { buildDir });
    second = await startTestServer(dialect, { buildDir, sameDatabaseAs: server });
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
    base = edition.base_path;
    channelId = (await server.make.channel(editionId, { name: '缓存频道' })).id;
    pageId = (await server.make.entryPage(editionId, { name: '缓存条目', desc: '第一版简介' }, { menuId: channelId })).contentId;
    await server.make.place(channelId, pageId);
    admin = await pageReader(server, editionId, ['ADMIN']);
    editor = await pageReader(server, editionId);
    reviewer = await pageReader(server, editionId, ['AUDIT']);
  }, 300_000);
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  const entryUrl = () => `${base}content/${pageId}/detail`;
  const channelUrl = () => `${base}channel/${channelId}`;
  /** The channel's own page, which lists its entries (channelUrl is the index of channels). */
  const listUrl = () => `${base}channel/position/${channelId}`;
  const get = (target: string, headers: Record<string, string> = {}, on = server) => rawGet(on, target, headers);
  const state = (answer: RawAnswer) => answer.headers['x-page-cache'];
  /**
   * Reads a page until it is a hit (a first read stores it; on PostgreSQL a process that has just
   * written stores nothing until its own notification is back, milliseconds later).
   */
  const warm = async (target: string, on = server) => {
    const hit = await eventually(
      () => get(target, {}, on),
      (answer) => state(answer) === 'hit',
    );
    expect(state(hit), target).toBe('hit');
    return hit;
  };
  const operator = async (path: string, input: Record<string, unknown>) => {
    const response = await postJson(server, `/api/${appSn}/v1/operator/${path}`, input, admin.cookie);
    const body = (await response.json()) as { message: string; data: any };
    expect(body.message, path).toBe('OK');
    return body.data;
  };
  const wapi = (method: 'GET' | 'POST', path: string, input: unknown, cookie: string) => wapiOf(server, appSn, method, path, input, cookie);
  const publish = (desc: string, name?: string) => publishEntry(server, appSn, { pageId, editor, reviewer }, desc, name);

  it('stores an anonymous page and sends the same bytes again, in brotli, gzip or plain, with a strong ETag and 304', async () => {
    const first = await get(entryUrl(), { 'accept-encoding': 'identity' });
    expect(first.status).toBe(200);
    expect(state(first)).toBe('miss');
    expect(first.text).toContain('第一版简介');
    const again = await get(entryUrl(), { 'accept-encoding': 'identity' });
    expect(state(again)).toBe('hit');
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(again.headers.etag).toMatch(/^"[^"]+"$/);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
    expect(again.headers.vary).toBe('Accept-Encoding, Cookie');

    const br = await get(entryUrl(), { 'accept-encoding': 'gzip, deflate, br' });
    expect([state(br), br.headers['content-encoding']]).toEqual(['hit', 'br']);
    const gzip = await get(entryUrl(), { 'accept-encoding': 'gzip' });
    expect([state(gzip), gzip.headers['content-encoding']]).toEqual(['hit', 'gzip']);
    expect(br.text).toBe(first.text);
    expect(gzip.text).toBe(first.text);
    expect(new Set([first.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.raw.length).toBeLessThan(first.raw.length / 3);

    const notModified = await get(entryUrl(), { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect([notModified.status, notModified.raw.length]).toEqual([304, 0]);
    const otherTag = await get(entryUrl(), { 'accept-encoding': 'identity', 'if-none-match': br.headers.etag! });
    expect(otherTag.status).toBe(200);

    const head = await rawGet(server, entryUrl(), {}, 'HEAD');
    expect([head.status, state(head), head.raw.length, head.headers['content-length']]).toEqual([200, 'hit', 0, String(first.raw.length)]);
  });

  it('sends a hit with every header the page route sends it with (security headers included), whichever path answers', async () => {
    const hit = await warm(entryUrl());
    // A HEAD always goes through the page route; a GET hit is answered before it (server/ssr/cached-hit.ts).
    const head = await rawGet(server, entryUrl(), {}, 'HEAD');
    const comparable = (answer: RawAnswer) => {
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = answer.headers;
      return rest;
    };
    expect(comparable(hit)).toEqual(comparable(head));
    expect(hit.headers['x-frame-options']).toBe('DENY');
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the .data answers of client navigation, and keys pages by layout and in-app', async () => {
    const data = `${entryUrl()}.data`;
    expect(state(await get(data))).toBe('miss');
    const hit = await get(data);
    expect([hit.status, state(hit)]).toEqual([200, 'hit']);
    expect(hit.text).toContain('第一版简介');

    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };
    const desktop = await warm(channelUrl());
    const mobile = await get(channelUrl(), phone);
    expect(state(mobile)).toBe('miss');
    expect(state(await get(channelUrl(), phone))).toBe('hit');
    expect(mobile.text).not.toBe(desktop.text);
    const app = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile miHoYoBBS/2.5.1' };
    expect(state(await get(channelUrl(), app))).toBe('miss');
    expect(state(await get(`${channelUrl()}?lang=en-US`))).toBe('miss');
  });

  it('sends a stored page with a CSP that allows its inline scripts by hash, never a nonce', async () => {
    const hit = await warm(entryUrl());
    const csp = String(hit.headers['content-security-policy']);
    expect(csp).not.toContain('nonce');
    expect(hit.text).not.toMatch(/\snonce=/);
    const scriptSrc = csp
      .split(';')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    const sources = inlineScriptSources(hit.text);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(scriptSrc).toContain(source);
    // Exactly the page's own scripts: no hash of anything else.
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(sources)].sort());
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('never serves or stores a signed-in reader’s page, and marks it private; no reader sees another’s page', async () => {
    const anonymous = await warm(entryUrl());
    const reader = await pageReader(server, editionId);
    const signedIn = await get(entryUrl(), { cookie: reader.cookie });
    expect([signedIn.status, state(signedIn), signedIn.headers['cache-control']]).toEqual([200, 'bypass', 'private, no-store']);
    expect(signedIn.headers['content-security-policy']).toContain("'nonce-");
    const again = await get(entryUrl(), { cookie: reader.cookie });
    expect(state(again)).toBe('bypass');
    // The anonymous page is the one stored before, without the reader in it.
    const after = await get(entryUrl());
    expect([state(after), after.headers.etag]).toEqual(['hit', anonymous.headers.etag]);
    expect(after.text).not.toContain(reader.name);
    expect(after.text).not.toContain(`"aid":${reader.id}`);
  });

  it('never keeps a page of a login-required edition', async () => {
    const closed = await server.make.edition({ login_required: 1 });
    const member = await pageReader(server, closed.id, ['VIEW']);
    for (let round = 0; round < 2; round++) {
      const anonymous = await get(closed.base_path);
      expect(anonymous.status).not.toBe(200);
      expect(state(anonymous)).not.toBe('hit');
      expect(anonymous.headers['cache-control']).toBe('private, no-store');
      const signedIn = await get(closed.base_path, { cookie: member.cookie });
      expect([signedIn.status, state(signedIn), signedIn.headers['cache-control']]).toEqual([200, 'bypass', 'private, no-store']);
    }
  });

  it('marks pages that do not opt in private, and does not keep them', async () => {
    for (const target of [`${base}account`, `${base}favorite/list`, `${base}no-such-page`]) {
      await get(target);
      const again = await get(target);
      expect(state(again), target).toBe('bypass');
      expect(again.headers['cache-control'], target).toBe('private, no-store');
    }
  });

  /** Each kind of write: what it changes, and the page that must show it on the next read. */
  const writes: Array<{ name: string; page: () => string; write: () => Promise<void>; tag: () => string; shows?: string }> = [
    { name: 'publish (review approved)', page: entryUrl, write: () => publish('第二版简介'), tag: () => `entry:${pageId}`, shows: '第二版简介' },
    {
      name: 'rollback',
      page: entryUrl,
      write: async () => {
        await wapi('POST', 'entry_page/rollback', { entry_page_id: pageId, version: 1 }, reviewer.cookie);
      },
      tag: () => `entry:${pageId}`,
      shows: '第一版简介',
    },
    {
      name: 'operator channel rename',
      tag: () => `edition:${editionId}`,
      page: channelUrl,
      write: async () => void (await operator('channel/update', { id: channelId, name: '改名频道', ch_ext: EMPTY_CH_EXT })),
      shows: '改名频道',
    },
    {
      name: 'operator content edit',
      tag: () => `edition:${editionId}`,
      page: channelUrl,
      write: async () =>
        void (await operator('content/create', {
          type: 1,
          title: '新内容',
          summary: '',
          icon: '',
          url: '',
          bbs_url: '',
          author_name: '',
          alias_name: '',
          corner_mark: '',
          end_time_ms: 0,
        })),
    },
    {
      name: 'home announcement',
      tag: () => `edition:${editionId}`,
      page: () => base,
      write: async () => void (await operator('announcement/save', { text: '公告已更新', speaker: '', pop_window: false, bump_version: true })),
      shows: '公告已更新',
    },
    {
      name: 'home banner',
      tag: () => `edition:${editionId}`,
      page: () => base,
      write: async () => void (await operator('banner/save', { title: 'B', image_url: '/img/b.png', jump_url: '' })),
    },
    {
      name: 'gacha pool',
      tag: () => `edition:${editionId}`,
      page: () => base,
      write: async () =>
        void (await operator('gacha_pool/save', {
          title: 'Pool',
          activity_url: '',
          content_before_act: '',
          pool: [{ icon: '/img/x.png', url: '' }],
          voice_icon: '',
          voice_url: '',
          voice_status: 0,
          start_time: 100,
          end_time: 4_000_000_000,
        })),
    },
    {
      name: 'calendar activity',
      tag: () => `edition:${editionId}`,
      page: () => base,
      write: async () =>
        void (await operator('activity/save', {
          title: 'Drop',
          kind: 2,
          img_url: '',
          jump_type: 0,
          jump_url: '',
          content_id: 0,
          start_time: 0,
          end_time: 0,
          drop_day: [1, 4],
          break_type: 0,
          rank: 3,
        })),
    },
    {
      name: 'edition settings',
      tag: () => `edition:${editionId}`,
      page: channelUrl,
      write: async () => {
        const current = (await server.get(`/api/${appSn}/v1/operator/editions`, { headers: { cookie: admin.cookie } }).then((r) => r.json())).data.current;
        const { id: _id, game: _game, ...settings } = current;
        await operator('edition/update', { ...settings, name: '改名的维基' });
      },
      shows: '改名的维基',
    },
  ];

  it.each(writes)('a $name raises its change; the page shows it within 5 s, and no reader waits for the render', async ({ page, write, shows, tag }) => {
    const before = await warm(page());
    const logged = async () =>
      (await server.db.selectFrom('content_changes').select(['id', 'tags']).orderBy('id', 'desc').limit(1).executeTakeFirst()) ?? { id: 0, tags: '' };
    const last = await logged();
    await write();
    // The write raised the one content-changed event, in its transaction, naming what it changed.
    const raised = await logged();
    expect(Number(raised.id)).toBeGreaterThan(Number(last.id));
    expect(raised.tags.split(' ')).toContain(tag());
    // The page was just read (hot): the change re-renders it at once; meanwhile the stored copy is sent stale.
    const next = await get(page());
    expect(['stale', 'hit'], `${state(next)}`).toContain(state(next));
    if (state(next) === 'stale') expect([next.headers['cache-control'], next.headers.xkey]).toEqual(['public, max-age=0, s-maxage=1', '']);
    // A write that changes what the page shows: the new page within 5 s (others re-render the same bytes).
    if (!shows) return;
    const fresh = await eventually(
      () => get(page()),
      (answer) => state(answer) === 'hit' && answer.headers.etag !== before.headers.etag,
      5_000,
    );
    expect(state(fresh)).toBe('hit');
    expect(fresh.text).toContain(shows);
  });

  it('an entry publish leaves stored what does not show that entry: another entry, another channel, another edition', async () => {
    const otherChannel = (await server.make.channel(editionId, { name: '无关频道' })).id;
    const otherEntry = (await server.make.entryPage(editionId, { name: '无关条目', desc: '不变' }, { menuId: otherChannel })).contentId;
    await server.make.place(otherChannel, otherEntry);
    const elsewhere = await server.make.edition();
    const unrelated = [`${base}content/${otherEntry}/detail`, `${base}channel/position/${otherChannel}`, elsewhere.base_path];
    const before = await Promise.all(unrelated.map((target) => warm(target)));
    await warm(entryUrl());
    await warm(listUrl());
    await publish('精确失效的简介', '精确失效');
    // The entry's page and its channel's page change; the others are the very pages stored before.
    for (const target of [entryUrl(), listUrl()]) {
      const changed = await eventually(
        () => get(target),
        (answer) => state(answer) === 'hit' && answer.text.includes('精确失效'),
        5_000,
      );
      expect(changed.text, target).toContain('精确失效');
    }
    for (const [index, target] of unrelated.entries()) {
      const after = await get(target);
      expect([state(after), after.headers.etag], target).toEqual(['hit', before[index]!.headers.etag]);
    }
  });

  it('an operator write changes its own edition only: another edition’s pages stay stored, in this process and a second one', async () => {
    const elsewhere = await server.make.edition();
    const before = await warm(elsewhere.base_path);
    const beforeSecond = await warm(elsewhere.base_path, second);
    await warm(base);
    await operator('banner/save', { title: 'C', image_url: '/img/c.png', jump_url: '' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await get(elsewhere.base_path);
    expect([state(after), after.headers.etag]).toEqual(['hit', before.headers.etag]);
    const afterSecond = await get(elsewhere.base_path, {}, second);
    expect([state(afterSecond), afterSecond.headers.etag]).toEqual(['hit', beforeSecond.headers.etag]);
  });

  it('tags each stored page with what it shows, for a shared cache in front (xkey, Surrogate-Key, Cache-Tag)', async () => {
    const page = await warm(entryUrl());
    const tags = String(page.headers.xkey).split(' ');
    expect(tags).toEqual(expect.arrayContaining(['site', `edition:${editionId}`, `entry:${pageId}`]));
    expect(tags).not.toContain(`content:${editionId}`);
    expect(page.headers['surrogate-key']).toBe(page.headers.xkey);
    expect(page.headers['cache-tag']).toBe(tags.join(','));
    expect(page.headers['surrogate-control']).toBe('max-age=86400');
    const list = await warm(listUrl());
    expect(String(list.headers.xkey).split(' ')).toContain(`channel:${channelId}`);
  });

  it('a home whose pool starts in two seconds is re-rendered then, without any write', async () => {
    const start = Math.floor(Date.now() / 1000) + 2;
    await operator('gacha_pool/save', {
      title: '定时开始',
      activity_url: '',
      content_before_act: '',
      pool: [{ icon: '/img/x.png', url: '' }],
      voice_icon: '',
      voice_url: '',
      voice_status: 0,
      start_time: start,
      end_time: 4_000_000_000,
    });
    const before = await warm(base);
    expect(Number(/max-age=(\d+)/.exec(String(before.headers['surrogate-control']))?.[1])).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start * 1000 - Date.now()) + 50));
    // The server renders no countdown (the browser does): the same bytes, rendered again and kept until the pool's end.
    const maxAge = (answer: RawAnswer) => Number(/max-age=(\d+)/.exec(String(answer.headers['surrogate-control'] ?? ''))?.[1]);
    const after = await eventually(
      () => get(base),
      (answer) => state(answer) === 'hit' && maxAge(answer) > 2,
      5_000,
    );
    expect(maxAge(after)).toBe(60);
  });

  it('a reader’s own write (a favorite) leaves the stored pages alone', async () => {
    const reader = await pageReader(server, editionId);
    const before = await warm(entryUrl());
    await wapi('POST', 'entry_page/favorite', { entry_page_id: pageId }, reader.cookie);
    const after = await get(entryUrl());
    expect([state(after), after.headers.etag]).toEqual(['hit', before.headers.etag]);
  });

  it('a second process on the same database serves the fresh page right after the first one’s write', async () => {
    await warm(channelUrl(), second);
    await operator('channel/update', { id: channelId, name: '另一进程看见', ch_ext: EMPTY_CH_EXT });
    // The second process hears the change (SQLite: from the log; PostgreSQL: its NOTIFY) and re-renders the page it was reading.
    const fresh = await eventually(
      () => get(channelUrl(), {}, second),
      (answer) => answer.text.includes('另一进程看见'),
      5_000,
    );
    expect(fresh.text).toContain('另一进程看见');
    // The fresh page is kept and served again. On PostgreSQL a page rendered just before the
    // notification arrived is stale at once and rendered once more after it.
    const again = await eventually(
      () => get(channelUrl(), {}, second),
      (answer) => state(answer) === 'hit',
    );
    expect(state(again)).toBe('hit');
    expect(again.text).toContain('另一进程看见');
  });
});
