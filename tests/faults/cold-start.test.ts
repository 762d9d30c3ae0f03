import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS } from '../../app/i18n/en-US.ts';
import { Retcode } from '../../shared/contract/retcode.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { eventually, pageBuildDir, rawGet } from '../api/page-cache-harness.ts';

/** Every script and stylesheet a page references (module preloads, the inline module's imports, links). */
function referencedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map(([url]) => url))];
}

/**
 * The overload guard right after a start and under pressure, over HTTP with the React Router
 * build, with the production guard settings (a 1 s budget): a single reader's page and every
 * script and stylesheet it references all answer, and under pressure (forced by the guard's
 * health hook, nothing timed) every stored or static answer still does while renders and API calls
 * are refused with 503.
 */
describe.each(dialects)('cold start and the overload guard on %s', (dialect) => {
  let server: TestServer;
  let underPressure = false;
  let entryUrl: string;
  let channelUrl: string;
  let appSn: string;
  let pictureKey: string;

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      buildDir: pageBuildDir(),
      // The event-loop check stays off: an in-process test server's own setup lags the loop.
      env: { OVERLOAD_BUDGET_MS: '1000', OVERLOAD_DELAY_MS: '0' },
      overloadHealthy: () => !underPressure,
    });
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    const channelId = (await server.make.channel(edition.id, { name: '冷启动频道' })).id;
    const pageId = (await server.make.entryPage(edition.id, { name: '冷启动条目', desc: '简介' }, { menuId: channelId })).contentId;
    entryUrl = `${edition.base_path}content/${pageId}/detail`;
    channelUrl = `${edition.base_path}channel/${channelId}`;
    const picture = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    pictureKey = `${crypto.createHash('sha256').update(picture).digest('hex')}.png`;
    await server.storage.put(pictureKey, picture, 'image/png');
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  const apiBanner = () => server.get(`/api/${appSn}/v1/home/banner`);
  const pressure = async (on: boolean) => {
    underPressure = on;
    // The guard reads the hook every 50 ms: wait until the API says so.
    const answer = await eventually(apiBanner, (response) => (response.status === 503) === on, 20_000);
    expect(answer.status === 503).toBe(on);
  };

  it('serves the first reader after a start a page whose every script and stylesheet answers', async () => {
    const page = await rawGet(server, entryUrl, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    const assets = referencedAssets(page.text);
    expect(assets.length).toBeGreaterThan(2);
    // All at once, as a browser asks for them while it parses the page.
    const answers = await Promise.all(['/favicon.svg', ...assets].map(async (url) => [url, (await rawGet(server, url)).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('under pressure answers assets, root files, stored pages, encoded images and health, and refuses the rest at once', async () => {
    const page = await eventually(
      () => rawGet(server, entryUrl),
      (answer) => answer.headers['x-page-cache'] === 'hit',
      20_000,
    );
    expect(page.status).toBe(200);
    const variant = `/img/${pictureKey}?w=48`;
    expect((await rawGet(server, variant, { accept: 'image/webp' })).status).toBe(200);

    await pressure(true);
    try {
      const assets = referencedAssets(page.text);
      const statuses = await Promise.all(['/favicon.svg', ...assets].map(async (url) => [url, (await rawGet(server, url)).status] as const));
      expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
      // The stored page: a GET answered before Fastify, a HEAD through the page route.
      const hit = await rawGet(server, entryUrl);
      expect([hit.status, hit.headers['x-page-cache']]).toEqual([200, 'hit']);
      const head = await rawGet(server, entryUrl, {}, 'HEAD');
      expect([head.status, head.headers['x-page-cache']]).toEqual([200, 'hit']);
      // An image variant encoded already, and one that would have to be encoded.
      const image = await rawGet(server, variant, { accept: 'image/webp' });
      expect([image.status, image.headers['content-type']]).toEqual([200, 'image/webp']);
      expect((await rawGet(server, `/img/${pictureKey}?w=32`, { accept: 'image/webp' })).status).toBe(503);
      expect((await rawGet(server, '/healthz')).status).toBe(200);
      // A page not stored yet would be rendered: refused with the busy text, and an API call with the envelope.
      const render = await rawGet(server, channelUrl, { 'accept-language': 'en' });
      expect([render.status, render.headers['retry-after'], render.text]).toEqual([503, '5', `${enUS['error.busy']}\n`]);
      const api = await apiBanner();
      expect(await api.json()).toEqual({ retcode: Retcode.SERVICE_UNAVAILABLE, message: 'the server is busy; try again in 5 seconds', data: null });
    } finally {
      await pressure(false);
    }
    expect((await rawGet(server, channelUrl)).status).toBe(200);
  });
});
