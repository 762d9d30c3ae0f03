/**
 * First-view JavaScript of pages of a running server: every script the HTML loads or preloads,
 * their compressed sizes (gzip -9, brotli q11, and the bytes the server actually sends with
 * Accept-Encoding: br), and the import chain: a static import of a file the HTML did not
 * preload is a waterfall (the browser learns of it only after parsing its importer).
 *
 *   node --import tsx scripts/first-view-report.ts http://127.0.0.1:3930/ys/obc/ [more URLs]
 *
 * MOBILE=0 sends a desktop user agent (the layout, and so the code, can differ).
 */
import zlib from 'node:zlib';

const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const userAgent = process.env.MOBILE === '0' ? DESKTOP_UA : MOBILE_UA;

interface FileRow {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  wire: number;
  preloaded: boolean;
  depth: number;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'user-agent': userAgent, accept: 'text/html,*/*' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/** Bytes on the wire with brotli accepted (Node's fetch decompresses, so ask node:http). */
async function wireBytes(url: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'user-agent': userAgent, 'accept-encoding': 'br, gzip' } }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolve(size));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const gzip = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const brotli = (data: Buffer) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
    .length;

/** Static imports of an ES module (dynamic import() is not part of the first view). */
function staticImports(code: string, base: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)) {
    found.add(new URL(match[1]!, base).href);
  }
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    found.add(new URL(match[1]!, base).href);
  }
  return [...found];
}

async function report(pageUrl: string) {
  const html = await fetchText(pageUrl);
  const preloaded = new Set<string>();
  const roots: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) preloaded.add(new URL(match[1]!, pageUrl).href);
  for (const match of html.matchAll(/<script\b[^>]*src="([^"]+)"/g)) {
    const url = new URL(match[1]!, pageUrl).href;
    preloaded.add(url);
    roots.push(url);
  }
  // Inline module scripts import the entry and route modules.
  let inlineBytes = '';
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(match[1]!) || /type="application\/(ld\+)?json"/.test(match[1]!)) continue;
    inlineBytes += match[2];
    for (const imp of match[2]!.matchAll(/import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)) roots.push(new URL(imp[1]!, pageUrl).href);
    for (const imp of match[2]!.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) roots.push(new URL(imp[1]!, pageUrl).href);
  }

  const rows = new Map<string, FileRow>();
  let queue = roots.map((url) => ({ url, depth: 1 }));
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const { url, depth } of queue) {
      if (rows.has(url)) continue;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      rows.set(url, { url, raw: body.length, gzip: gzip(body), brotli: brotli(body), wire: await wireBytes(url), preloaded: preloaded.has(url), depth });
      for (const imported of staticImports(body.toString('utf8'), url)) next.push({ url: imported, depth: depth + 1 });
    }
    queue = next;
  }
  // Preloaded files no module imports statically still cost bytes.
  for (const url of preloaded) {
    if (rows.has(url)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    rows.set(url, { url, raw: body.length, gzip: gzip(body), brotli: brotli(body), wire: await wireBytes(url), preloaded: true, depth: 0 });
  }

  const all = [...rows.values()].sort((a, b) => b.brotli - a.brotli);
  const sum = (key: 'raw' | 'gzip' | 'brotli' | 'wire') => all.reduce((total, row) => total + row[key], 0);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const waterfalls = all.filter((row) => !row.preloaded);
  const inline = Buffer.from(inlineBytes);
  console.log(`\n${pageUrl} (${process.env.MOBILE === '0' ? 'desktop' : 'mobile'} UA)`);
  console.log(
    `  JS files ${all.length}: raw ${kb(sum('raw'))} KB, gzip ${kb(sum('gzip'))} KB, brotli ${kb(sum('brotli'))} KB, served (br) ${kb(sum('wire'))} KB; ` +
      `inline scripts gzip ${kb(gzip(inline))} KB, brotli ${kb(brotli(inline))} KB; HTML ${kb(Buffer.byteLength(html))} KB`,
  );
  console.log(`  longest static import chain: ${Math.max(...all.map((row) => row.depth))}; not preloaded (waterfall): ${waterfalls.length}`);
  for (const row of all) {
    const name = new URL(row.url).pathname.replace(/^.*\//, '');
    console.log(
      `  ${kb(row.brotli).padStart(6)} br ${kb(row.gzip).padStart(6)} gz ${kb(row.wire).padStart(6)} wire  depth ${row.depth}${row.preloaded ? '' : ' NOT PRELOADED'}  ${name}`,
    );
  }
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node --import tsx scripts/first-view-report.ts URL [URL...]');
  process.exit(2);
}
for (const url of urls) await report(url);
