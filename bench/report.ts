import { bytes, heading, integer, kib, ms, printTable } from './format.ts';
import type { PageWeight } from './js-size.ts';
import type { LoadOptions, LoadResult } from './load.ts';

export function printLoad(results: LoadResult[], options: LoadOptions): void {
  heading(
    `Load: ${options.duration} s per target after ${options.warmup} s warm-up, ${options.connections} connections, ` +
      'desktop UA, accept-encoding gzip, br',
  );
  printTable(
    ['target', 'req/s (avg)', 'p50', 'p99', 'requests', 'errors', 'non-2xx'],
    results.map(({ target, result }) => [
      target.name,
      integer(result.requests.average),
      ms(result.latency.p50),
      ms(result.latency.p99),
      integer(result.requests.total),
      integer(result.errors),
      integer(result.non2xx),
    ]),
  );
}

export function printPageWeights(pages: Array<[string, PageWeight]>): void {
  heading('JavaScript each page loads (<script src>, modulepreload, inline scripts; each file gzip -9, summed)');
  printTable(
    ['page', 'files', 'raw', 'gzip', 'inline raw', 'inline gzip'],
    pages.map(([name, { js }]) => [
      name,
      `${js.files} + ${js.inline} inline`,
      bytes(js.raw),
      bytes(js.gzip),
      kib(js.inlineBytes.raw),
      kib(js.inlineBytes.gzip),
    ]),
  );
  heading('CSS each page loads (<link rel="stylesheet">; each file gzip -9, summed) and the HTML document itself');
  printTable(
    ['page', 'css files', 'css raw', 'css gzip', 'html raw', 'html gzip'],
    pages.map(([name, { css, html }]) => [
      name,
      String(css.files),
      bytes(css.raw),
      bytes(css.gzip),
      kib(html.raw),
      kib(html.gzip),
    ]),
  );
  for (const [name, weight] of pages) {
    if (weight.skipped.length > 0) console.log(`${name}: not counted (other hosts): ${weight.skipped.join(', ')}`);
  }
}

type Memory = { rss: number; peakRss: number } | undefined;

export function printMemory(beforeLoad: Memory, afterLoad: Memory): void {
  heading('Server memory');
  if (!beforeLoad || !afterLoad) {
    console.log(`not available (reads /proc/<pid>/status, Linux only; this is ${process.platform})`);
    return;
  }
  console.log(`RSS: before load ${kib(beforeLoad.rss)}, after load ${kib(afterLoad.rss)}`);
  console.log(
    `peak RSS (VmHWM, whole process life): ${kib(afterLoad.peakRss)} after load ` +
      `(was ${kib(beforeLoad.peakRss)} after start-up and seeding)`,
  );
}

/** Reports targets that answered non-2xx under load; true if any did. */
export function reportNon2xx(results: LoadResult[]): boolean {
  const bad = results.filter(({ result }) => result.non2xx > 0);
  for (const { target, result } of bad) {
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count} × ${code}`);
    console.error(`\n${target.name} answered non-2xx under load: ${codes.join(', ')}`);
  }
  return bad.length > 0;
}
