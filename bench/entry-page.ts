/**
 * The detail page of the demo's large entry (「大型条目示例」: 40 modules, three 200-row tables):
 * server-rendering time, HTML size and the JavaScript it ships (the page's first-view scripts plus
 * the on-demand chunks of the widget types it uses, against the chunks of every widget type).
 *
 *   node --import tsx bench/entry-page.ts       (BENCH_REQUESTS=100, BUILD_DIR=build, BENCH_DATABASE_URL=)
 *
 * Starts the production server on a free loopback port over a fresh seeded temp DATA_DIR (see
 * bench/server.ts) and stops it at the end. Prints figures; never fails on a time.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bytes, heading, ms, printTable } from './format.ts';
import { ACCEPT_HTML, get } from './http.ts';
import { measurePageWeight } from './js-size.ts';
import { findLargeEntry } from './pages.ts';
import { buildDir, startServer, stopAll } from './server.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 10;

/** Widget type → the file-name stem of its chunk (app/features/entry-pages/widgets/registry.tsx). */
const WIDGET_CHUNKS: Record<string, string> = {
  rich_text: 'RichTextWidget',
  tabs: 'TabsWidget',
  switch: 'SwitchWidget',
  fold: 'FoldWidget',
  filter_list: 'FilterListWidget',
  table: 'TableWidget',
  relic_story: 'RelicStoryWidget',
  card: 'CardWidget',
  voice: 'VoiceWidget',
  gallery: 'GalleryWidget',
  materials: 'MaterialsWidget',
};

/** Time to the whole HTML of one request, in ms. */
async function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  await get(url, ACCEPT_HTML);
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

/** A client chunk and every chunk it imports statically, by file name. */
function chunkClosure(file: string, assets: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) chunkClosure(match[1]!, assets, seen);
  return seen;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function widgetJs(types: string[], firstView: Set<string>) {
  const assets = path.join(buildDir, 'client', 'assets');
  const files = fs.readdirSync(assets);
  const closure = new Set<string>();
  for (const type of types) {
    const stem = WIDGET_CHUNKS[type];
    const chunk = files.find((file) => stem && file.startsWith(`${stem}-`) && file.endsWith('.js'));
    if (chunk) chunkClosure(chunk, assets, closure);
  }
  const extra = [...closure].filter((file) => !firstView.has(file));
  return { files: extra.length, gzip: extra.reduce((sum, file) => sum + gzipSize(path.join(assets, file)), 0) };
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js')))
    throw new Error(`${buildDir}/server/index.js is missing: build first (BUILD_DIR=${process.env.BUILD_DIR ?? 'build'} npx react-router build)`);
  const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
  try {
    const id = await findLargeEntry(server.origin);
    const pageUrl = `${server.origin}/ys/obc/content/${id}/detail`;
    const page = (await (await fetch(`${server.origin}/api/ys_obc/wapi/entry_page?entry_page_id=${id}`)).json()) as {
      data: { page: { modules: Array<{ components: Array<{ component_id: string; data: string }> }> } };
    };
    const components = page.data.page.modules.flatMap((module) => module.components);
    const types = [...new Set(components.map((component) => component.component_id))];
    const tableRows = components
      .filter((component) => component.component_id === 'table')
      .map((component) => (JSON.parse(component.data) as { rows: unknown[] }).rows.length);

    for (let i = 0; i < WARMUP; i++) await timeRequest(pageUrl);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await timeRequest(pageUrl));
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, value) => sum + value, 0) / times.length;

    const weight = await measurePageWeight(pageUrl);
    const html = await get(pageUrl, ACCEPT_HTML);
    const firstView = new Set([...html.toString('utf8').matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!));
    const used = widgetJs(types, firstView);
    const all = widgetJs(Object.keys(WIDGET_CHUNKS), firstView);

    heading(`Large entry detail page (id ${id}: ${page.data.page.modules.length} modules, tables of ${tableRows.join(', ')} rows; ${server.dialect})`);
    printTable(
      ['measure', 'value'],
      [
        ['server render, sequential requests', String(REQUESTS)],
        ['p50', ms(percentile(times, 0.5))],
        ['p95', ms(percentile(times, 0.95))],
        ['mean', ms(mean)],
        ['HTML (gzip)', `${bytes(weight.html.raw)} (${bytes(weight.html.gzip)})`],
        ['first-view JS, gzip (scripts + modulepreload + inline)', `${bytes(weight.js.gzip)} in ${weight.js.files} files`],
        [`widget chunks this page loads (${types.join(', ')}), gzip`, `${bytes(used.gzip)} in ${used.files} files`],
        ['widget chunks of every widget type, gzip (not shipped)', `${bytes(all.gzip)} in ${all.files} files`],
        ['CSS, gzip', bytes(weight.css.gzip)],
      ],
    );
  } finally {
    await stopAll();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exitCode = 1;
});
