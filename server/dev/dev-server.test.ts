import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/free-port.ts';
import { startDevProcess, type DevProcess } from './dev-process-harness.ts';

const root = path.join(import.meta.dirname, '..', '..');

/**
 * `npm run dev` as a contributor runs it, on an empty database of its own: it migrates and seeds,
 * then serves Vite's modules and pages rendered through Vite's dev SSR, with no build. Over real
 * HTTP, no browser (bench/dev-reload.ts times hot updates in Chromium). Not timed.
 */
describe('npm run dev', () => {
  let dev: DevProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-dev-test-'));
    dev = startDevProcess({ cwd: root, port: await freePort(), dataDir });
    await dev.waitForReady(1, 280_000);
  }, 300_000);

  afterAll(async () => {
    await dev?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves the home page rendered by Vite’s dev SSR, with the HMR runtime and without the page cache', async () => {
    const page = await fetch(`${dev.url}/`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // React Router's dev entry: route modules from the sources, the refresh runtime, no hashed build assets.
    expect(html).toContain('virtual:react-router/inject-hmr-runtime');
    expect(html).toContain('/app/root.tsx');
    expect(html).not.toContain('/assets/');
    expect(page.headers.get('x-page-cache')).toBe('bypass');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(policy).toContain(`ws://127.0.0.1:${new URL(dev.url).port}`);
  }, 120_000);

  it('serves Vite’s client and the app’s modules compiled from the sources', async () => {
    const client = await fetch(`${dev.url}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('javascript');
    expect(await client.text()).toContain('vite-hmr');

    const rootModule = await fetch(`${dev.url}/app/root.tsx`);
    expect(rootModule.status).toBe(200);
    expect(rootModule.headers.get('content-type')).toContain('javascript');
    // Compiled for the browser with React Refresh: no TypeScript left, hot-replaceable.
    expect(await rootModule.text()).toContain('import.meta.hot');
  }, 120_000);

  it('serves the API as in production, with its error envelope', async () => {
    const health = await fetch(`${dev.url}/healthz`);
    expect(health.status).toBe(200);
    const missing = await fetch(`${dev.url}/api/v1/no-such-call`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ retcode: expect.any(Number), data: null });
  });
});
