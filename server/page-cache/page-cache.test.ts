import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagClock } from '../content-changes/tag-clock.ts';
import { PageCache, STALE_GRACE_MS } from './page-cache.ts';
import { filePageStore, type SharedPageStore } from './page-store.ts';
import { showsEdition, showsOnly } from './page-tags.ts';
import type { RenderedPage } from './stored-page.ts';

/** A render of a page that shows entry `entry` of edition 1, counted. */
function pageOf(entry: number, text: () => string) {
  let renders = 0;
  const render = async (): Promise<RenderedPage> => {
    renders++;
    const memos = new Map<string, unknown>();
    const context = {
      cspNonce: undefined,
      memo: (key: string, make: () => unknown) => (memos.has(key) ? memos.get(key) : (memos.set(key, make()), memos.get(key))),
    } as unknown as AppLoadContext;
    showsEdition(context, 1);
    showsOnly(context, { entries: [entry] });
    return {
      status: 200,
      headers: new Headers({ 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=300' }),
      body: Buffer.from(`<p>${text()}</p>`),
      context,
    };
  };
  return { render, renders: () => renders };
}

function cacheOf(clock: TagClock, shared?: SharedPageStore) {
  return new PageCache({
    maxBytes: 1 << 20,
    feed: { clock, live: () => true, close: async () => {} },
    shared,
    contentSecurityPolicy: () => "script-src 'self'",
    mayStore: async () => true,
    now: clock.now,
    log: () => {},
  });
}

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-store-'));
  folders.push(folder);
  return folder;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('TagClock', () => {
  it('makes stale the pages of a tag heard at or after their render, and every page on site', () => {
    let now = 1_000;
    const clock = new TagClock(() => now);
    expect(clock.staleSince(['entry:1'], 999)).toBeUndefined();
    clock.hear(['entry:1']);
    expect(clock.staleSince(['entry:1', 'entry:2'], 999)).toBe(1_000);
    expect(clock.staleSince(['entry:1'], 1_000)).toBe(1_000);
    expect(clock.staleSince(['entry:1'], 1_001)).toBeUndefined();
    expect(clock.staleSince(['entry:2'], 999)).toBeUndefined();
    now = 2_000;
    clock.reset();
    expect(clock.staleSince(['entry:2'], 1_500)).toBe(2_000);
    // A change read from the log at start is heard at its own moment.
    clock.hear(['entry:3'], 2_500);
    expect(clock.staleSince(['entry:3'], 2_400)).toBe(2_500);
    expect(clock.staleSince(['entry:3'], 2_600)).toBeUndefined();
  });
});

describe('PageCache', () => {
  it('keeps a page until its own tags change: stale for a grace, then outdated; a refresh brings the new one', async () => {
    let now = 10_000;
    // Every reading of the clock a moment later (as the real one, to the microsecond).
    const clock = new TagClock(() => ++now);
    const cache = cacheOf(clock);
    let text = 'v1';
    const page = pageOf(7, () => text);
    await cache.fill('k', '/p', page.render);
    expect(cache.lookup('k')?.state).toBe('current');
    now += 1;
    clock.hear(['entry:8', 'channel:3']);
    expect(cache.lookup('k')?.state).toBe('current');
    text = 'v2';
    clock.hear(['entry:7']);
    await cache.refreshed();
    // Read a moment ago, the page is hot: the change re-rendered it at once.
    expect(page.renders()).toBe(2);
    const found = cache.lookup('k');
    expect([found?.state, found?.page.variants.identity.body.toString()]).toEqual(['current', '<p>v2</p>']);
    now += 120_000;
    clock.hear(['entry:7']);
    // Not read for two minutes: not hot, nothing re-rendered; sent stale for the grace, then only a render answers.
    await cache.refreshed();
    expect(page.renders()).toBe(2);
    expect(cache.lookup('k')?.state).toBe('stale');
    now += STALE_GRACE_MS + 1;
    expect(cache.lookup('k')?.state).toBe('outdated');
    cache.close();
  });

  it('drops a stored page whose new render may not be kept (an entry deleted: now a 404)', async () => {
    const clock = new TagClock();
    const cache = cacheOf(clock);
    await cache.fill('k', '/p', pageOf(7, () => 'v1').render);
    const gone = async (): Promise<RenderedPage> => ({
      status: 404,
      headers: new Headers({ 'cache-control': 'public, max-age=0, s-maxage=300' }),
      body: Buffer.from('gone'),
    });
    const filled = await cache.fill('k', '/p', gone);
    expect(filled.rendered?.status).toBe(404);
    expect(cache.lookup('k')).toBeUndefined();
    cache.close();
  });

  it('shares rendered pages between the processes of a machine, and re-renders a changed one once among them', async () => {
    const store = filePageStore(tempFolder(), 1 << 30);
    let now = 50_000;
    const [clockA, clockB] = [new TagClock(() => ++now), new TagClock(() => ++now)];
    const [a, b] = [cacheOf(clockA, store), cacheOf(clockB, store)];
    let text = 'v1';
    const page = pageOf(9, () => text);
    await a.fill('k', '/p', page.render);
    await settle();
    // B takes A's render from the store: no render of its own.
    expect((await b.lookupShared('k', '/p', page.render))?.state).toBe('current');
    expect(page.renders()).toBe(1);
    // Both hear the change; both had read the page (hot): one re-renders, the other takes it from the store.
    now += 1;
    text = 'v2';
    clockA.hear(['entry:9']);
    clockB.hear(['entry:9']);
    await Promise.all([a.refreshed(), b.refreshed()]);
    expect(page.renders()).toBe(2);
    const fromB = b.lookup('k') ?? (await b.lookupShared('k', '/p', page.render));
    if (fromB?.state !== 'current') b.refresh('k', '/p', page.render);
    await vi.waitFor(() => expect(b.lookup('k')?.page.variants.identity.body.toString()).toBe('<p>v2</p>'));
    expect(page.renders()).toBe(2);
    a.close();
    b.close();
  });
});

describe('filePageStore', () => {
  it('gives back a page as stored, and sweeps the least recently read past its bound', async () => {
    const folder = tempFolder();
    const clock = new TagClock();
    const cache = cacheOf(clock);
    const filled = await cache.fill('k', '/p', pageOf(1, () => 'x'.repeat(2_000)).render);
    // The bound: two and a half pages as written.
    await filePageStore(folder, 1 << 30).set('probe', filled.page!);
    const probe = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).find((entry) => entry.isFile())!;
    const size = fs.statSync(path.join(probe.parentPath, probe.name)).size;
    fs.rmSync(path.join(probe.parentPath, probe.name));
    const store = filePageStore(folder, size * 2.5);
    for (const key of ['k1', 'k2', 'k3', 'k4']) {
      await store.set(key, filled.page!);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const back = await store.get('k4');
    expect(back?.variants.br.body.equals(filled.page!.variants.br.body)).toBe(true);
    expect([back?.tags, back?.renderedAt, back?.variants.gzip.headers.etag]).toEqual([
      filled.page!.tags,
      filled.page!.renderedAt,
      filled.page!.variants.gzip.headers.etag,
    ]);
    // Read again: k1 is now among the most recently read; k2 and k3 are the least.
    expect(await store.get('k1')).toBeDefined();
    await settle();
    expect(await store.sweep()).toBe(2);
    expect([await store.get('k2'), await store.get('k3')]).toEqual([undefined, undefined]);
    expect(await store.get('k1')).toBeDefined();
    expect(await store.lock('k1')).toBe(true);
    expect(await store.lock('k1')).toBe(false);
    await store.unlock('k1');
    expect(await store.lock('k1')).toBe(true);
    cache.close();
  });
});
