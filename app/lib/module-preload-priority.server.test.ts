import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority, lowerModulePreloadPriorityOf } from './module-preload-priority.server.ts';

const PAGE =
  '<!DOCTYPE html><html><head><title>角色</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>&lt;link rel="modulepreload" href="x"&gt; 正文</p><link rel="modulepreload" href="/in-body.js"/></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

/** The page cut into chunks of `size` bytes (UTF-8 characters split between chunks). */
function cut(page: string, size: number): Buffer[] {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

describe('lowerModulePreloadPriority', () => {
  it('marks every module preload of the head low priority, and leaves the body as it was', async () => {
    const out = await through([Buffer.from(PAGE)]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/[ab].js"\/>/g)).toHaveLength(2);
    expect(out.slice(out.indexOf('</head>'))).toBe(PAGE.slice(PAGE.indexOf('</head>')));
  });

  it('gives the same page however the stream is cut, UTF-8 characters included', async () => {
    const whole = await through([Buffer.from(PAGE)]);
    for (const size of [1, 2, 3, 7, 25, 26, 27, 64]) expect(await through(cut(PAGE, size))).toBe(whole);
  });

  it('passes a document without a head end through, its preloads rewritten', async () => {
    expect(await through(cut('<link rel="modulepreload" href="/a.js"/>', 5))).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
  });
});

describe('lowerModulePreloadPriorityOf', () => {
  it('rewrites a whole page as the stream does', async () => {
    const streamed = await through(cut(PAGE, 7));
    expect(lowerModulePreloadPriorityOf(Buffer.from(PAGE)).toString('utf8')).toBe(streamed);
  });
});

describe("the page language's preloads", () => {
  const preloads = { 'en-US': ['/assets/en-US-1.js'], 'zh-CN': ['/assets/zh-CN-1.js', '/assets/shared-1.js'] };
  const page = (lang: string) => PAGE.replace('<html>', `<html lang="${lang}">`);
  const link = (url: string) => `<link rel="modulepreload" fetchpriority="low" href="${url}"/>`;

  it("adds the catalogue of the <html lang> at the head's end, however the stream is cut", async () => {
    for (const size of [1, 5, 13, 64, 10_000]) {
      const out = await text(Readable.from(cut(page('zh-CN'), size)).pipe(lowerModulePreloadPriority(preloads)));
      expect(out, String(size)).toContain(`${link('/assets/zh-CN-1.js')}${link('/assets/shared-1.js')}</head>`);
      expect(out).not.toContain('en-US-1.js');
    }
    expect(lowerModulePreloadPriorityOf(Buffer.from(page('en-US')), preloads).toString('utf8')).toContain(`${link('/assets/en-US-1.js')}</head>`);
  });

  it('adds none for a language it has no chunks for, or a page without lang', async () => {
    for (const html of [page('fr-FR'), PAGE]) {
      const out = await text(Readable.from([Buffer.from(html)]).pipe(lowerModulePreloadPriority(preloads)));
      expect(out).not.toMatch(/zh-CN-1|en-US-1/);
      expect(lowerModulePreloadPriorityOf(Buffer.from(html), preloads).toString('utf8')).toBe(out);
    }
  });
});
