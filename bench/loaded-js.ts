/**
 * The JavaScript a page really loads in a browser: module-graph.ts follows the HTML and static
 * imports only, so chunks fetched through import() at hydration (an entry page's widgets) or after
 * it (code loaded when the browser is idle) are not in its figure. Headless Chromium at 375 px
 * with the mobile user agent opens the page, waits for hydration (html[data-hydrated]) and then
 * `settleMs` more; every script file (resource timing) is counted at its size as sent with brotli.
 */
import { chromium } from '@playwright/test';
import { rawGet } from './raw-get.ts';

export interface LoadedJs {
  /** Bytes of scripts (as transferred) received before hydration finished. */
  toHydration: number;
  /** Bytes of scripts received by the end of the settle time (the idle-time chunks included). */
  settled: number;
  files: number;
  /** Milliseconds from navigation to html[data-hydrated]. */
  hydratedMs: number;
}

export async function loadedJs(url: string, options: { chromePath: string; userAgent: string; settleMs?: number }): Promise<LoadedJs> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: options.userAgent, isMobile: true });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    const hydratedAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(options.settleMs ?? 3000);
    // Resource timing: one entry per file fetched, its encoded (transferred) body size (same origin).
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, size: entry.encodedBodySize, end: entry.responseEnd })),
    );
    const files = new Map(scripts.map((script) => [script.name, script]));
    // Chromium asks plain-HTTP hosts for gzip only: each file is asked for again with br, as module-graph.ts does.
    const br = new Map<string, number>();
    for (const name of files.keys()) br.set(name, (await rawGet(name, { 'accept-encoding': 'br', 'user-agent': options.userAgent })).body.length);
    const sum = (list: Array<{ name: string }>) => list.reduce((total, script) => total + br.get(script.name)!, 0);
    return {
      toHydration: sum([...files.values()].filter((script) => script.end <= hydratedAt)),
      settled: sum([...files.values()]),
      files: files.size,
      hydratedMs: Math.round(hydratedAt),
    };
  } finally {
    await browser.close();
  }
}
