import zlib from 'node:zlib';
import { ACCEPT_HTML, get } from './http.ts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface AssetTotals extends Bytes {
  /** External files (deduplicated URLs). */
  files: number;
  /** Inline scripts, counted in raw/gzip as one concatenated blob (they travel inside the HTML). */
  inline: number;
  /** The inline part of raw/gzip. */
  inlineBytes: Bytes;
}

export interface PageWeight {
  html: Bytes;
  js: AssetTotals;
  css: AssetTotals;
  /** Script or stylesheet URLs on other hosts: listed, never fetched. */
  skipped: string[];
}

/**
 * What a page makes the browser load on first view: every <script src> and
 * <link rel="modulepreload"> plus the inline scripts (JavaScript), and every
 * <link rel="stylesheet"> (CSS). Each file is gzipped on its own at level 9 and the sizes summed.
 */
export async function measurePageWeight(pageUrl: string): Promise<PageWeight> {
  const html = (await get(pageUrl, ACCEPT_HTML)).toString('utf8');
  const origin = new URL(pageUrl).origin;
  const jsUrls = new Set<string>();
  const cssUrls = new Set<string>();
  const inlineScripts: string[] = [];
  const skipped: string[] = [];

  const add = (set: Set<string>, href: string) => {
    const url = new URL(decodeEntities(href), pageUrl);
    if (url.origin === origin) set.add(url.href);
    else skipped.push(url.href);
  };

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (src) add(jsUrls, src);
    else if (isJavaScriptType(attribute(attributes, 'type'))) inlineScripts.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(attributes, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) add(jsUrls, href);
    else if (rel.includes('stylesheet')) add(cssUrls, href);
  }

  const inline = inlineScripts.join('\n');
  const js = await sumFiles([...jsUrls], '*/*');
  if (inlineScripts.length > 0) {
    js.inline = inlineScripts.length;
    js.inlineBytes = { raw: Buffer.byteLength(inline), gzip: gzipSize(Buffer.from(inline)) };
    js.raw += js.inlineBytes.raw;
    js.gzip += js.inlineBytes.gzip;
  }
  return {
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(Buffer.from(html)) },
    js,
    css: await sumFiles([...cssUrls], 'text/css,*/*;q=0.1'),
    skipped,
  };
}

async function sumFiles(urls: string[], accept: string): Promise<AssetTotals> {
  const bodies = await Promise.all(urls.map((url) => get(url, accept)));
  return {
    files: urls.length,
    inline: 0,
    inlineBytes: { raw: 0, gzip: 0 },
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
  };
}

function gzipSize(data: Buffer): number {
  return zlib.gzipSync(data, { level: 9 }).length;
}

/** Inline <script> elements that run: no type, a JavaScript MIME type, or module (not JSON data blocks). */
export function isJavaScriptType(type: string | undefined): boolean {
  if (type === undefined || type.trim() === '') return true;
  const value = type.trim().toLowerCase();
  return value === 'module' || value === 'text/javascript' || value === 'application/javascript';
}

/** The value of one attribute in a tag's attribute text, or undefined. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
