import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import staticFiles from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Retcode } from '../../shared/contract/retcode.ts';
import { enUS } from '../../app/i18n/en-US.ts';
import { zhCN } from '../../app/i18n/zh-CN.ts';
import { busyText } from './busy-text.ts';
import { registerOverloadProtection } from './overload-protection.ts';

/** A server put under pressure by a check of our own (nothing is timed), with a route of each kind. */
async function serverUnderPressure(underPressure: boolean) {
  const app = Fastify({ logger: false });
  await registerOverloadProtection(app, { maxEventLoopDelayMs: 0, retryAfterSeconds: 5, healthy: () => !underPressure });
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-overload-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'export {};\n');
  await app.register(staticFiles, { root, wildcard: false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/api/:app_sn/v1/home/banner', async () => ({ retcode: 0, message: 'OK', data: [] }));
  app.get('*', async (_request, reply) => reply.type('text/html').send('<!doctype html><p>page</p>'));
  await app.ready();
  return { app, close: async () => { await app.close(); fs.rmSync(root, { recursive: true, force: true }); } };
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

  it('still answers /healthz and static files', async () => {
    expect((await busy.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const asset = await busy.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('export {};\n');
  });

  it('serves everything when not under pressure', async () => {
    expect((await calm.app.inject({ url: '/api/ys_obc/v1/home/banner' })).json()).toEqual({ retcode: 0, message: 'OK', data: [] });
    expect((await calm.app.inject({ url: '/ys/obc/' })).statusCode).toBe(200);
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
