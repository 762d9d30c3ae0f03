import type { Dialect } from '../../server/db/database.ts';
import { heading, integer } from '../format.ts';
import type { Completeness, Latency } from './measure.ts';

export interface ClassResult {
  label: string;
  /** Undefined when the corpus had no entry the class could be made from. */
  latency: Latency | undefined;
  /** Share of intended entries in the top 3, drawn by page views, and drawn uniformly. */
  byViewsTop3?: number | undefined;
  uniformTop3?: number | undefined;
  /** The typed classes' top-3 ceiling (ceiling.ts), by views and uniformly. */
  ceiling?: [number, number] | undefined;
  complete?: Completeness | undefined;
}

const TARGET_ENTRIES = 1_000_000;
const P95_LIMIT_MS: Record<Dialect, number> = { sqlite: 20, postgres: 50 };
const TOP3_TARGET = 0.95;

/** Columns a terminal gives the text: CJK and full-width characters take two. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const displayWidth = (text: string) => [...text].reduce((width, ch) => width + (WIDE.test(ch) ? 2 : 1), 0);

/** format.ts's printTable, aligned by display width (the class labels hold Chinese examples). */
function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(displayWidth(cell), ...rows.map((row) => displayWidth(row[column] ?? ''))));
  const pad = (cell: string, column: number) => {
    const space = ' '.repeat(widths[column]! - displayWidth(cell));
    return column === 0 ? cell + space : space + cell;
  };
  const line = (cells: string[]) => cells.map(pad).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const percent = (share: number | undefined) => (share === undefined ? '–' : `${(share * 100).toFixed(1)} %`);
const completeCell = (complete: Completeness | undefined) =>
  complete === undefined ? '–' : `${percent(complete.complete / Math.max(1, complete.checked))} (${complete.complete}/${complete.checked})`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

/** The latency table, and issue #29's targets (printed, never enforced). */
export function printResults({
  results,
  dialect,
  entries,
  queries,
  warmup,
}: {
  results: ClassResult[];
  dialect: Dialect;
  entries: number;
  queries: number;
  warmup: number;
}) {
  heading(
    `Latency over HTTP, ${queries} sequential requests per class after ${warmup} warm-up; top 3: the entry the keyword was made from among the first 3 results`,
  );
  printTable(
    ['query class', 'p50 ms', 'p95 ms', 'p99 ms', 'results/req', 'top-3 by views', 'top-3 uniform', 'ceiling views/unif.', 'finds all containing'],
    results.map(({ label, latency, byViewsTop3, uniformTop3, ceiling, complete }) =>
      latency
        ? [
            label,
            latency.p50.toFixed(2),
            latency.p95.toFixed(2),
            latency.p99.toFixed(2),
            latency.resultsPerRequest.toFixed(1),
            percent(byViewsTop3),
            percent(uniformTop3),
            ceiling ? `${percent(ceiling[0])} / ${percent(ceiling[1])}` : '–',
            completeCell(complete),
          ]
        : [`${label}: no such entry generated`, '–', '–', '–', '–', '–', '–', '–', '–'],
    ),
  );
  console.log(
    'top-3 by views: the entries the keywords were made from drawn in proportion to their page views (as players look them up); uniform: every entry alike.\n' +
      'ceiling: the top-3 share if the engine answered exactly the entries typed the same way, most viewed first (homophones and shared initials keep it below 100 %).',
  );
  for (const { label, latency } of results) {
    for (const miss of latency?.misses ?? [])
      console.log(`  missed, ${label}: '${miss.keyword}' for ${miss.intended}; first: ${miss.top3.join(' | ') || 'nothing'}`);
  }
  for (const { label, complete } of results) {
    if (!complete) continue;
    const beyond = complete.beyondReach > 0 ? `; ${complete.beyondReach} beyond the deepest page served, counted as not found` : '';
    console.log(
      `  ${label}: pages whose name contains the keyword: ${complete.meanContaining.toFixed(1)} on average, at most ${integer(complete.mostContaining)}${beyond}`,
    );
  }

  const measured = results.filter((result) => result.latency);
  const scale =
    entries >= TARGET_ENTRIES
      ? `this run: ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${integer(entries)} documents`
      : `this run: ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} at ${integer(entries)} documents, not the target's ${integer(TARGET_ENTRIES)}: an indication only`;
  heading(`Targets of #29 (${scale})`);
  const limit = P95_LIMIT_MS[dialect];
  const slow = measured.filter((result) => result.latency!.p95 > limit);
  const worst = measured.reduce<ClassResult | undefined>((max, result) => (!max || result.latency!.p95 > max.latency!.p95 ? result : max), undefined);
  console.log(
    `- p95 ≤ 20 ms on SQLite / ≤ 50 ms on PostgreSQL at 1,000,000 documents: ${verdict(slow.length === 0)} here (≤ ${limit} ms)` +
      (worst ? `, worst ${worst.latency!.p95.toFixed(1)} ms (${worst.label})` : '') +
      (slow.length > 0 ? `; above: ${slow.map((result) => result.label).join(', ')}` : ''),
  );
  const ranked = measured.filter((result) => result.byViewsTop3 !== undefined);
  const missed = ranked.filter((result) => result.byViewsTop3! < TOP3_TARGET);
  console.log(
    `- top-3 ≥ 95 % (intended entries drawn by page views): ${verdict(missed.length === 0)}` +
      (missed.length > 0 ? `; below: ${missed.map((result) => `${result.label} ${percent(result.byViewsTop3)}`).join(', ')}` : ''),
  );
  const uniformMissed = ranked.filter((result) => (result.uniformTop3 ?? 0) < TOP3_TARGET);
  console.log(
    `  (drawn uniformly, every entry alike, for information: ${uniformMissed.length === 0 ? 'all ≥ 95 %' : `below 95 %: ${uniformMissed.map((result) => `${result.label} ${percent(result.uniformTop3)}`).join(', ')}`})`,
  );
  const checked = measured.filter((result) => result.complete);
  const incomplete = checked.filter((result) => result.complete!.complete < result.complete!.checked);
  console.log(
    `- every full name finds every page containing it: ${verdict(incomplete.length === 0)}` +
      (incomplete.length > 0 ? `; not: ${incomplete.map((result) => `${result.label} ${completeCell(result.complete)}`).join(', ')}` : ''),
  );
}
