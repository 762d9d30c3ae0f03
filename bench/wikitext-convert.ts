/**
 * The wikitext conversion alone (server/mediawiki/wikitext, issue #18), one core: pages per
 * second and milliseconds per page for the test pages (8 KB each) and a typical 16 KB page (both
 * joined), split into wikiparser-node's parse and the whole conversion (parse, walk, ceilings,
 * the contract's validation). CPU time beside wall time: this machine is shared.
 *
 *   node --import tsx bench/wikitext-convert.ts     (BENCH_SECONDS=5 per page)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wikitextToEntryDoc, type ConvertContext } from '../server/mediawiki/wikitext/index.ts';
import { parsePage } from '../server/mediawiki/wikitext/parser.ts';
import { heading, printTable } from './format.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const pages = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'mediawiki', 'pages');
const read = (name: string) => readFileSync(path.join(pages, name), 'utf8');

const context = (title: string): ConvertContext => ({
  title,
  // As an importer's: about half the links and pictures are pages and files it has.
  resolveLink: (target) => (target.title.length % 2 === 0 ? `/wiki/${encodeURIComponent(target.title)}` : null),
  resolveFile: (name) => (name.length % 2 === 0 ? `/img/mw/${Buffer.from(name).toString('hex')}.png` : null),
});

function measure(run: () => void): { perSecond: number; wallMs: number; cpuMs: number } {
  for (let i = 0; i < 10; i++) run();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < SECONDS * 1000) {
    run();
    count++;
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { perSecond: (count / wall) * 1000, wallMs: wall / count, cpuMs: (used.user + used.system) / 1000 / count };
}

const cases = [
  { name: 'hu-tao.wiki', text: read('hu-tao.wiki'), title: '胡桃' },
  { name: 'diluc.wiki', text: read('diluc.wiki'), title: 'Diluc' },
  { name: 'typical (both)', text: `${read('hu-tao.wiki')}\n${read('diluc.wiki')}`, title: '胡桃' },
];

heading(`wikitext → entry document, one core, ${SECONDS} s per figure`);
const rows: string[][] = [];
for (const page of cases) {
  const ctx = context(page.title);
  const parse = measure(() => parsePage(page.text));
  const whole = measure(() => wikitextToEntryDoc(page.text, ctx));
  const kb = (Buffer.byteLength(page.text) / 1024).toFixed(1);
  rows.push([
    page.name,
    `${kb} KB`,
    parse.perSecond.toFixed(0),
    `${parse.cpuMs.toFixed(2)} ms`,
    whole.perSecond.toFixed(0),
    `${whole.wallMs.toFixed(2)} ms`,
    `${whole.cpuMs.toFixed(2)} ms`,
  ]);
}
printTable(['page', 'size', 'parse pages/s', 'parse CPU/page', 'convert pages/s', 'convert ms/page', 'convert CPU/page'], rows);
