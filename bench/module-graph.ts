/**
 * The JavaScript a page's first view loads, as the browser discovers it: the HTML names files
 * (<script src>, <link rel="modulepreload">, and the static imports of its inline module scripts),
 * which are fetched in parallel once the HTML arrives; a file they import statically that the HTML
 * did not name is found only after its importer arrived and was parsed: one more request in the
 * chain (a waterfall). Dynamic import() is not followed (not part of the first view).
 *
 * Sizes are what the server sends: each file asked for once with Accept-Encoding: br and once with
 * gzip, the transferred body counted (rawGet does not decompress).
 */
import zlib from 'node:zlib';
import { attribute, decodeEntities, isJavaScriptType } from './js-size.ts';
import { rawGet } from './raw-get.ts';

export interface ScriptFile {
  url: string;
  /** Requests in the chain up to and including this file (the HTML is 1, files it names 2). */
  depth: number;
  /** Named by the HTML (fetched as soon as the HTML arrives). */
  named: boolean;
  raw: number;
  br: number;
  gzip: number;
}

export interface FirstView {
  files: ScriptFile[];
  inline: { count: number; raw: number; br: number; gzip: number };
  /** Requests in the longest chain, the HTML included. */
  chainDepth: number;
  /** Files fetched only after an importer arrived (not named by the HTML). */
  waterfall: number;
  totals: { br: number; gzip: number; raw: number };
}

/** Static import specifiers of an ES module (minified or not); not import(). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  // import x from "y"; import {a as b} from"y"; import * as n from "y"; import "y"; export {a} from "y"; export * from "y"
  const pattern = /(?:^|[;\n}{)\s])(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*(?:as\s+[\w$]+)?\s*|\{[^}]*\}\s*)?(?:from\s*)?["']([^"'\n]+)["']/g;
  // Browser-ready modules import by path or URL; anything else matched inside other code is no import.
  for (const match of code.matchAll(pattern)) if (/^(?:\.{1,2}\/|\/|https?:)/.test(match[1]!)) found.add(match[1]!);
  return [...found];
}

async function sizes(url: string, headers: Record<string, string>): Promise<{ raw: number; br: number; gzip: number; body: Buffer }> {
  const br = await rawGet(url, { ...headers, 'accept-encoding': 'br' });
  if (br.status !== 200) throw new Error(`GET ${url} answered ${br.status}`);
  const gzip = await rawGet(url, { ...headers, 'accept-encoding': 'gzip' });
  const identity = await rawGet(url, { ...headers, 'accept-encoding': 'identity' });
  return { raw: identity.body.length, br: br.body.length, gzip: gzip.body.length, body: identity.body };
}

const brotli = (data: Buffer) => zlib.brotliCompressSync(data).length;
const gzipped = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;

/** Walks the first view of the page at pageUrl (HTML fetched with headers, decoded). */
export async function firstView(pageUrl: string, html: string, headers: Record<string, string>): Promise<FirstView> {
  const origin = new URL(pageUrl).origin;
  const named = new Set<string>();
  const inlineScripts: string[] = [];
  const resolve = (specifier: string, base: string) => new URL(decodeEntities(specifier), base).href;

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (src) named.add(resolve(src, pageUrl));
    else if (isJavaScriptType(attribute(attributes, 'type'))) {
      inlineScripts.push(match[2] ?? '');
      if ((attribute(attributes, 'type') ?? '').toLowerCase() === 'module') {
        for (const specifier of staticImports(match[2] ?? '')) named.add(resolve(specifier, pageUrl));
      }
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attribute(match[1] ?? '', 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(match[1] ?? '', 'href');
    if (href && rel.includes('modulepreload')) named.add(resolve(href, pageUrl));
  }

  // Breadth first from the named files: a file's depth is the shortest way the browser can learn of it.
  const files = new Map<string, ScriptFile>();
  let level = [...named].map((url) => ({ url, depth: 2 }));
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { url, depth } of level) {
      if (files.has(url)) continue;
      if (new URL(url).origin !== origin) {
        console.error(`  not counted (another host): ${url}`);
        continue;
      }
      const { raw, br, gzip, body } = await sizes(url, headers);
      files.set(url, { url, depth, named: named.has(url), raw, br, gzip });
      for (const specifier of staticImports(body.toString('utf8'))) {
        const imported = resolve(specifier, url);
        if (!files.has(imported) && !named.has(imported)) next.push({ url: imported, depth: depth + 1 });
      }
    }
    level = next;
  }

  const list = [...files.values()].sort((a, b) => a.depth - b.depth || b.br - a.br);
  const inlineText = Buffer.from(inlineScripts.join('\n'));
  const inline = {
    count: inlineScripts.length,
    raw: inlineText.length,
    br: inlineScripts.length ? brotli(inlineText) : 0,
    gzip: inlineScripts.length ? gzipped(inlineText) : 0,
  };
  const sum = (key: 'raw' | 'br' | 'gzip') => list.reduce((total, file) => total + file[key], 0) + inline[key];
  return {
    files: list,
    inline,
    chainDepth: Math.max(1, ...list.map((file) => file.depth)),
    waterfall: list.filter((file) => !file.named).length,
    totals: { raw: sum('raw'), br: sum('br'), gzip: sum('gzip') },
  };
}
