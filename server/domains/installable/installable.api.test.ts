import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../../../shared/theme-colors.ts';
import { storeImage } from '../../seed/images.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** A pixel of a PNG as [r, g, b, alpha]. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

const hex = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));

/**
 * Installable (issue 34), over HTTP: the site's and each edition's web app manifest, the icons
 * drawn from the edition's logo (or the favicon), /favicon.ico and the offline page.
 */
describe.each(dialects)('web app manifests, icons and the offline page on %s', (dialect) => {
  let server: TestServer;
  const get = (path: string, init?: RequestInit) => server.get(path, init);
  const manifestOf = async (path: string) => (await (await get(path)).json()) as Manifest;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    // A red logo wider than tall: the icons show where it was fitted.
    const logo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d02020' } })
      .png()
      .toBuffer();
    const logoUrl = await storeImage(server.db, server.storage, logo, 'image/png');
    await server.make.edition({ app_sn: 'ys_obc', name: '苍穹回响百科', base_path: '/ys/obc/', logo_url: logoUrl });
    await server.make.edition({ app_sn: 'en_wiki', name: 'Starrail Wiki', base_path: '/en/wiki/', default_lang: 'en-US', logo_url: '' });
    await server.make.edition({ app_sn: 'far_wiki', base_path: '/far/wiki/', logo_url: 'https://images.example/logo.png' });
    await server.storage.put('ba/broken.png', Buffer.from('not a picture'), 'image/png');
    await server.make.edition({ app_sn: 'broken_wiki', base_path: '/broken/wiki/', logo_url: '/img/ba/broken.png' });
  }, 120_000);
  afterAll(() => server?.close());

  it("answers an edition's manifest: its name, home as start and scope, standalone, its language and the page colours", async () => {
    const response = await get('/ys/obc/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: '/ys/obc/',
      name: '苍穹回响百科',
      short_name: '苍穹回响百科',
      start_url: '/ys/obc/',
      scope: '/ys/obc/',
      display: 'standalone',
      lang: 'zh-CN',
      background_color: THEME_COLORS.light.background,
      theme_color: THEME_COLORS.light.surface,
    });
    expect(manifest.icons.map(({ sizes, purpose, type }) => `${sizes} ${purpose} ${type}`)).toEqual([
      '192x192 any image/png',
      '512x512 any image/png',
      '512x512 maskable image/png',
    ]);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/ys\/obc\/icons\/[0-9a-f]{12}\/[a-z0-9-]+\.png$/);

    const english = await manifestOf('/en/wiki/manifest.webmanifest');
    // Too long for under an icon: without its trailing "Wiki" it fits.
    expect(english).toMatchObject({ name: 'Starrail Wiki', short_name: 'Starrail', lang: 'en-US', scope: '/en/wiki/' });
  });

  it("answers the site root's manifest: the default edition's name and logo, opening at /", async () => {
    const root = await get('/manifest.webmanifest');
    expect(root.status).toBe(200);
    const manifest = (await root.json()) as Manifest;
    expect(manifest).toMatchObject({ id: '/', name: '苍穹回响百科', start_url: '/', scope: '/', display: 'standalone' });
    const edition = await manifestOf('/ys/obc/manifest.webmanifest');
    // The same logo, so the same icon version.
    expect(manifest.icons[0]!.src.split('/')[2]).toBe(edition.icons[0]!.src.split('/')[4]);
    const icon = await get(manifest.icons[1]!.src);
    expect(icon.status).toBe(200);
    expect(await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
  });

  it('draws the icons from the logo at their sizes: fitted on transparency, the maskable one inside its safe zone on the page colour', async () => {
    const { icons } = await manifestOf('/ys/obc/manifest.webmanifest');
    const drawn: Record<string, Buffer> = {};
    for (const icon of icons) {
      const response = await get(icon.src);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBeTruthy();
      const png = Buffer.from(await response.arrayBuffer());
      const side = Number(icon.sizes.split('x')[0]);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: side, height: side, hasAlpha: true });
      drawn[`${icon.sizes} ${icon.purpose}`] = png;
    }
    const any = drawn['512x512 any']!;
    // 300×200 fitted into 512: red across the middle, transparent above it.
    expect(await pixel(any, 256, 256)).toEqual([208, 32, 32, 255]);
    expect((await pixel(any, 256, 10))[3]).toBe(0);
    const maskable = drawn['512x512 maskable']!;
    expect(await pixel(maskable, 256, 256)).toEqual([208, 32, 32, 255]);
    // The corners, which a launcher's mask may cut, are the page colour, opaque; the logo stays inside the safe circle.
    expect(await pixel(maskable, 2, 2)).toEqual([...hex(THEME_COLORS.light.surface), 255]);
    expect(await pixel(maskable, 256, 100)).toEqual([...hex(THEME_COLORS.light.surface), 255]);
    expect(await pixel(maskable, 100, 256)).toEqual([...hex(THEME_COLORS.light.surface), 255]);

    const apple = await get('/ys/obc/apple-touch-icon.png');
    expect(apple.status).toBe(200);
    expect(apple.headers.get('cache-control')).toBe('public, max-age=3600');
    const applePng = Buffer.from(await apple.arrayBuffer());
    expect(await sharp(applePng).metadata()).toMatchObject({ width: 180, height: 180 });
    expect((await pixel(applePng, 1, 1))[3]).toBe(255);
  });

  it('revalidates an icon by its ETag, and sends one asked for under an old version without keeping it for a year', async () => {
    const { icons } = await manifestOf('/ys/obc/manifest.webmanifest');
    const first = await get(icons[0]!.src);
    const again = await get(icons[0]!.src, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const old = await get('/ys/obc/icons/000000000000/icon-192.png');
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/ys/obc/icons/000000000000/icon-64.png')).status).toBe(404);
    expect((await get('/no/such/manifest.webmanifest')).status).toBe(404);
    expect((await get('/no/such/icons/000000000000/icon-192.png')).status).toBe(404);
  });

  it("draws the site's favicon for an edition without a stored logo: none, another site's picture, or one that does not decode", async () => {
    const withLogo = (await manifestOf('/ys/obc/manifest.webmanifest')).icons[1]!.src.split('/')[4];
    const versions = new Set<string>();
    for (const base of ['/en/wiki/', '/far/wiki/', '/broken/wiki/']) {
      const { icons } = await manifestOf(`${base}manifest.webmanifest`);
      const src = icons[1]!.src;
      versions.add(src.split('/')[4]!);
      const response = await get(src);
      expect(response.status, src).toBe(200);
      const png = Buffer.from(await response.arrayBuffer());
      expect(await sharp(png).metadata()).toMatchObject({ width: 512, height: 512 });
      // The favicon's star is white on its blue square: the centre is white, not the red logo.
      const [r, g, b] = await pixel(png, 256, 256);
      expect(Math.min(r!, g!, b!)).toBeGreaterThan(200);
    }
    // The favicon's version for the editions without one; the broken logo's is its own (its URL names it), never the red logo's.
    expect(versions.has(withLogo!)).toBe(false);
    expect(versions.size).toBe(2);
  });

  it('answers /favicon.ico: an ICO of 16, 32 and 48 pixel PNGs drawn from the favicon', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const ico = Buffer.from(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), three pictures.
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(ico.readUInt16LE(4)).toBe(3);
    const sizes: number[] = [];
    for (let index = 0; index < 3; index++) {
      const entry = 6 + 16 * index;
      const [width, height] = [ico.readUInt8(entry), ico.readUInt8(entry + 1)];
      expect(width).toBe(height);
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + length);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width, height });
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('answers the offline page in the language asked for: plain HTML, no script, its own strict policy', async () => {
    const english = await get('/offline.html?lang=en-US');
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(english.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(english.headers.get('cache-control')).toBe('no-cache');
    const html = await english.text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<title>You are offline</title>');
    expect(html).not.toContain('<script');
    const chinese = await (await get('/offline.html')).text();
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain('当前处于离线状态');
    // The reader's language cookie, when ?lang= says nothing.
    expect(await (await get('/offline.html', { headers: { cookie: 'almanac_lang=en-US' } })).text()).toContain('lang="en-US"');
  });
});
