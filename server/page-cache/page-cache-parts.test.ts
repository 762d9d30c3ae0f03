import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharedCachePolicy } from './cache-control.ts';
import { pageCacheKey, pageVary } from './cache-key.ts';
import { chooseEncoding } from './encoding.ts';
import { ownInlineScripts } from './inline-scripts.ts';
import { ByteLru } from './lru.ts';
import { matchesEtag } from './stored-page.ts';

const sized = (bytes: number) => ({ bytes });

describe('ByteLru', () => {
  it('drops the least recently used entries past its bound, and never keeps one larger than it', () => {
    const lru = new ByteLru<{ bytes: number }>(10);
    lru.set('a', sized(4));
    lru.set('b', sized(4));
    lru.get('a');
    lru.set('c', sized(4));
    expect([lru.get('a'), lru.get('b'), lru.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(lru.bytes).toBe(8);
    expect(lru.set('huge', sized(11))).toBe(false);
    lru.set('a', sized(1));
    expect(lru.bytes).toBe(5);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});

describe('page cache parts', () => {
  it('takes a shared-cache policy only from public with an s-maxage', () => {
    expect(sharedCachePolicy('public, max-age=0, s-maxage=300, stale-while-revalidate=600')).toEqual({ sMaxAge: 300, staleWhileRevalidate: 600 });
    for (const header of [null, 'public, max-age=60', 'private, s-maxage=60', 'public, s-maxage=60, no-store', 's-maxage=60', 'public, s-maxage=x']) {
      expect(sharedCachePolicy(header), String(header)).toBeUndefined();
    }
  });

  it('picks brotli, then gzip, else plain bytes, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('hashes marked inline scripts as the browser parses them, not scripts with src', () => {
    const marker = 'm4rkerM4rkerM4rkerM4rk';
    const own = ` nonce="${marker}"`;
    const html = `<script${own}>a()</script><script type="module"${own} src="/x.js"></script><script${own}>b()\r\nc()</script>`;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(ownInlineScripts(Buffer.from(html), marker).hashes).toEqual([hash('a()'), hash('b()\nc()')]);
    // UTF-8 text, a lone CR, tags in capitals.
    const page = Buffer.from(`<p>角色</p><SCRIPT${own}>t("角色")</SCRIPT ><script${own}>d()\re("词条")</script>`);
    expect(ownInlineScripts(page, marker).hashes).toEqual([hash('t("角色")'), hash('d()\ne("词条")')]);
  });

  it('keys a page by origin, URL, layout, in-app and the language cookie; nothing else of the request', () => {
    const base = { origin: 'http://wiki', url: '/ys/obc/?lang=en-US', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', cookie: undefined };
    const phone = { ...base, userAgent: 'Mozilla/5.0 (iPhone) Mobile' };
    const app = { ...phone, userAgent: 'Mozilla/5.0 (iPhone) Mobile miHoYoBBS/2.5.1' };
    const plain = { ...base, url: '/ys/obc/' };
    const english = { ...plain, cookie: 'almanac_lang=en-US' };
    const chinese = { ...plain, cookie: 'other=1; almanac_lang=zh-CN' };
    const keys = [base, phone, app, plain, english, chinese, { ...base, origin: 'https://wiki' }, { ...base, url: '/ys/obc/?lang=en-US&mihoyo_app=1' }].map(
      pageCacheKey,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageCacheKey({ ...base, userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox' })).toBe(pageCacheKey(base));
    // Other cookies, and a language cookie of no language we speak, read as no cookie.
    expect(pageCacheKey({ ...plain, cookie: 'theme=dark' })).toBe(pageCacheKey(plain));
    expect(pageCacheKey({ ...plain, cookie: 'almanac_lang=xx-XX' })).toBe(pageCacheKey(plain));
    // Every content language is a reader's language (issue 31): its cookie keys the page.
    expect(pageCacheKey({ ...plain, cookie: 'almanac_lang=fr-FR' })).not.toBe(pageCacheKey(plain));
    expect(pageCacheKey({ ...english, cookie: 'theme=dark; almanac_lang=en-US' })).toBe(pageCacheKey(english));
    // ?lang picks the language: the cookie is not read, and does not split the key.
    expect(pageCacheKey({ ...base, cookie: 'almanac_lang=zh-CN' })).toBe(pageCacheKey(base));
    expect(pageCacheKey({ ...base, url: '/ys/obc/?lang=xx-XX', cookie: 'almanac_lang=en-US' })).not.toBe(pageCacheKey({ ...base, url: '/ys/obc/?lang=xx-XX' }));
  });

  it('varies on Cookie unless the query picks the language', () => {
    expect(pageVary('/ys/obc/')).toBe('Accept-Encoding, Cookie');
    expect(pageVary('/ys/obc/?lang=xx-XX')).toBe('Accept-Encoding, Cookie');
    expect(pageVary('/ys/obc/?lang=fr-FR')).toBe('Accept-Encoding');
    expect(pageVary('/ys/obc/?visit_device=pc&lang=en-US')).toBe('Accept-Encoding');
  });

  it('matches If-None-Match lists and weak forms', () => {
    expect(matchesEtag('"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('W/"a-br", "b"', '"a-br"')).toBe(true);
    expect(matchesEtag('"a"', '"a-br"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
