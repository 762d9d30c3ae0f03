import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Retcode } from '../../shared/contract/retcode.ts';
import { enUS } from '../../app/i18n/en-US.ts';
import { zhCN } from '../../app/i18n/zh-CN.ts';
import { busyText } from './busy-text.ts';
import { registerOverloadProtection } from './overload-protection.ts';
import { OVERLOAD_EXEMPT } from './exempt.ts';
import { registerBuildAssets } from '../ssr/build-assets.ts';

/** A server put under pressure by a check of our own (nothing is timed), with a route of each kind. */
async function serverUnderPressure(underPressure: boolean) {
  const app = Fastify({ logger: false });
  await registerOverloadProtection(app, { maxEventLoopDelayMs: 0, budgetMs: 1000, retryAfterSeconds: 5, healthy: () => !underPressure });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-overload-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'export {};\n');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's own registration: the wildcard assets route and the root files, marked exempt there.
  await registerBuildAssets(app, root);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/stored', { config: OVERLOAD_EXEMPT }, async () => 'stored');
  app.get('/maybe', { config: { overloadExempt: (request) => (request.query as { stored?: string }).stored === '1' } }, async () => 'maybe');
  app.get('/api/:app_sn/v1/home/banner', async () => ({ retcode: 0, message: 'OK', data: [] }));
  app.get('*', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>page</p>'));
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

describe('overload protection', () => {
  let busy: Awaited<ReturnType<typeof serverUnderPressure>>;
  let calm: Awaited<ReturnType<typeof serverUnderPressure>>;
  beforeAll(async () => {
    [busy, calm] = await Promise.all([serverUnderPressure(true), serverUnderPressure(false)]);
  });
  afterAll(async () => {
    await Promise.all([busy.close(), calm.close()]);
  });

  it('answers API calls 503 in the envelope with Retry-After', async () => {
    const response = await busy.app.inject({ url: '/api/ys_obc/v1/home/banner' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ retcode: Retcode.SERVICE_UNAVAILABLE, message: 'the server is busy; try again in 5 seconds', data: null });
    // The publisher's mounts answer HTTP 200 with the retcode in the body, as their clients expect.
    for (const url of ['/common/blackboard/ys_obc/v1/home/banner', '/hoyowiki/ys/wapi/home/recent_update', '/hoyowiki/wapi/search?keyword=a']) {
      const compatible = await busy.app.inject({ url });
      expect(compatible.statusCode, url).toBe(200);
      expect(compatible.headers['retry-after']).toBe('5');
      expect(compatible.headers['cache-control']).toBe('no-store');
      expect(compatible.json()).toEqual({ retcode: Retcode.SERVICE_UNAVAILABLE, message: 'the server is busy; try again in 5 seconds', data: null });
    }
  });

  it('answers pages 503 with a short text in the reader’s language', async () => {
    const zh = await busy.app.inject({ url: '/ys/obc/content/1/detail' });
    expect(zh.statusCode).toBe(503);
    expect(zh.headers['retry-after']).toBe('5');
    expect(zh.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(zh.body).toBe(`${zhCN['error.busy']}\n`);
    const en = await busy.app.inject({ url: '/ys/obc/', headers: { 'accept-language': 'en-GB,en;q=0.9,zh;q=0.5' } });
    expect(en.body).toBe(`${enUS['error.busy']}\n`);
  });

  it('still answers /healthz, the build’s assets and root files, and every route marked exempt', async () => {
    expect((await busy.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const asset = await busy.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export {};\n');
    expect((await busy.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const favicon = await busy.app.inject({ url: '/favicon.svg' });
    expect([favicon.statusCode, favicon.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect((await busy.app.inject({ url: '/stored' })).body).toBe('stored');
    // A route that says it per request: exempt when its answer is stored, refused otherwise.
    expect((await busy.app.inject({ url: '/maybe?stored=1' })).body).toBe('maybe');
    expect((await busy.app.inject({ url: '/maybe' })).statusCode).toBe(503);
  });

  it('serves everything when not under pressure', async () => {
    expect((await calm.app.inject({ url: '/api/ys_obc/v1/home/banner' })).json()).toEqual({ retcode: 0, message: 'OK', data: [] });
    expect((await calm.app.inject({ url: '/ys/obc/' })).statusCode).toBe(200);
  });
});

/** A server on a real port whose one slow route answers only when the test lets it. */
async function serverWithAdmission(budgetMs: number) {
  const app = Fastify({ logger: false });
  await registerOverloadProtection(app, { maxEventLoopDelayMs: 0, budgetMs, concurrency: 1, retryAfterSeconds: 5 });
  const held: Array<() => void> = [];
  app.get('/api/:app_sn/v1/slow', async () => {
    await new Promise<void>((resolve) => held.push(resolve));
    return { retcode: 0, message: 'OK', data: null };
  });
  app.get('/ys/obc/', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>page</p>'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  /** Resolves once a request holds the slot. */
  const holding = async (count: number) => {
    while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { app, origin, held, holding };
}

describe('admission control over HTTP', () => {
  let server: Awaited<ReturnType<typeof serverWithAdmission>>;
  beforeAll(async () => {
    server = await serverWithAdmission(300);
  });
  afterAll(async () => {
    server.held.forEach((release) => release());
    await server.app.close();
  });

  it('refuses a queued request when its deadline passes, while the request ahead of it still runs', async () => {
    const first = fetch(`${server.origin}/api/ys_obc/v1/slow`);
    await server.holding(1);
    // The one slot is taken: the page waits, and is refused once it could no longer be answered in time.
    const page = await fetch(`${server.origin}/ys/obc/`, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toBe(`${enUS['error.busy']}\n`);
    const api = await fetch(`${server.origin}/api/ys_obc/v1/slow`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ retcode: Retcode.SERVICE_UNAVAILABLE, message: 'the server is busy; try again in 5 seconds', data: null });
    // Still the first request in its slot: the refusals did not wait for it.
    expect(server.held).toHaveLength(1);
    server.held[0]!();
    expect((await first).status).toBe(200);
    // The slot is free again: the next request is served.
    expect((await fetch(`${server.origin}/ys/obc/`)).status).toBe(200);
  });

  it('frees the slot of a client that went away', async () => {
    const controller = new AbortController();
    const gone = fetch(`${server.origin}/api/ys_obc/v1/slow`, { signal: controller.signal }).catch(() => undefined);
    await server.holding(server.held.length + 1);
    controller.abort();
    await gone;
    // Its handler still waits, but its slot is freed once the server sees the connection close
    // (a page sent before then is refused: the slot's holder looks long); it never would otherwise.
    let status = 0;
    for (let tries = 0; tries < 200 && status !== 200; tries += 1) {
      status = (await fetch(`${server.origin}/ys/obc/`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });
});

describe('busyText', () => {
  it('follows Accept-Language between the two catalogues, Chinese by default', () => {
    expect(busyText(undefined)).toBe(`${zhCN['error.busy']}\n`);
    expect(busyText('fr-FR')).toBe(`${zhCN['error.busy']}\n`);
    expect(busyText('en-US')).toBe(`${enUS['error.busy']}\n`);
    expect(busyText('zh-CN,zh;q=0.9,en;q=0.8')).toBe(`${zhCN['error.busy']}\n`);
    expect(busyText('zh;q=0.3, en;q=0.7')).toBe(`${enUS['error.busy']}\n`);
    expect(busyText('en;q=0')).toBe(`${zhCN['error.busy']}\n`);
  });
});
