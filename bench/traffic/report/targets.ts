import { originReads, percentileMs } from '../load/tally.ts';
import type { PhaseResult } from '../phases/run-phase.ts';

/** Issue #27's targets. */
export const TARGETS = {
  /** Reads that reached the origin answered without a render (x-page-cache hit or stale). */
  noRenderPercent: 95,
  /** Server CPU per read (behind Varnish: the app's and varnishd's together). */
  cpuMsPerRead: 0.5,
  p99Ms: 50,
  p99Connections: 256,
  /** Edit approved → the new text on every page readers get. */
  visibleMs: 5_000,
  /** Behind Varnish: reads answered from Varnish's cache. */
  varnishHitPercent: 99,
} as const;

const mark = (met: boolean) => (met ? 'met' : 'NOT met');

/** One line per target: met or not in every phase, with the worst figure. */
export function verdicts(phases: PhaseResult[], behindVarnish: boolean): string[] {
  if (phases.length === 0) return [];
  const lines: string[] = [];
  const lowestOf = (values: number[]) => Math.min(...values);
  const highestOf = (values: number[]) => Math.max(...values);

  const noRender = phases.map((phase) => {
    const atOrigin = originReads(phase.tally);
    return atOrigin > 0 ? (100 * (phase.tally.origin.hit + phase.tally.origin.stale)) / atOrigin : 100;
  });
  const lowest = lowestOf(noRender);
  lines.push(
    behindVarnish
      ? `≥ ${TARGETS.noRenderPercent} % of reads at the origin without a render: lowest ${lowest.toFixed(1)} % of Varnish's misses (not the target here: behind Varnish its share of reads below is)`
      : `≥ ${TARGETS.noRenderPercent} % of reads at the origin without a render: lowest ${lowest.toFixed(1)} %: ${mark(lowest >= TARGETS.noRenderPercent)}`,
  );

  const cpu = phases.map((phase) => {
    const answered = phase.tally.requests - phase.tally.errors;
    const ms = phase.cpu.reduce((sum, measured) => sum + measured.ms, 0);
    return answered > 0 ? ms / answered : Infinity;
  });
  const highest = highestOf(cpu);
  lines.push(
    `≤ ${TARGETS.cpuMsPerRead} ms of server CPU per read${behindVarnish ? ' (app + varnishd)' : ''}: highest ${highest.toFixed(3)} ms: ${mark(highest <= TARGETS.cpuMsPerRead)}`,
  );

  const loaded = phases.filter((phase) => phase.connections >= TARGETS.p99Connections);
  if (loaded.length > 0) {
    const p99 = highestOf(loaded.map((phase) => percentileMs(phase.tally, 99)));
    lines.push(`p99 ≤ ${TARGETS.p99Ms} ms at ${TARGETS.p99Connections} connections: highest ${p99.toFixed(1)} ms: ${mark(p99 <= TARGETS.p99Ms)}`);
  } else {
    lines.push(`p99 ≤ ${TARGETS.p99Ms} ms at ${TARGETS.p99Connections} connections: no phase at ${TARGETS.p99Connections} connections`);
  }

  const refused = phases.reduce((sum, phase) => sum + phase.tally.refused, 0);
  const serverErrors = phases.reduce((sum, phase) => sum + phase.tally.serverErrors, 0);
  lines.push(`no 503: ${refused}: ${mark(refused === 0)}; no other 5xx: ${serverErrors}: ${mark(serverErrors === 0)}`);

  const edits = phases.flatMap((phase) => phase.edits);
  const late = (times: Array<number | undefined>) => times.filter((time) => time === undefined || time > TARGETS.visibleMs).length;
  const made = edits.filter((edit) => !edit.error);
  const failed = edits.length - made.length;
  const slowest = (times: Array<number | undefined>) =>
    times.some((time) => time === undefined) ? 'never (within the timeout)' : `${Math.round(Math.max(0, ...(times as number[])))} ms`;
  const originTimes = made.map((edit) => edit.originMs);
  lines.push(
    `edits visible within ${TARGETS.visibleMs / 1000} s${behindVarnish ? ' at the origin' : ''}: ${made.length - late(originTimes)} of ${made.length} (slowest ${slowest(originTimes)})${failed ? `, ${failed} edits failed` : ''}: ${mark(late(originTimes) === 0 && failed === 0 && made.length > 0)}`,
  );
  if (behindVarnish) {
    const varnishTimes = made.map((edit) => edit.varnishMs);
    lines.push(
      `edits visible within ${TARGETS.visibleMs / 1000} s through Varnish: ${made.length - late(varnishTimes)} of ${made.length} (slowest ${slowest(varnishTimes)}): ${mark(late(varnishTimes) === 0 && failed === 0 && made.length > 0)}`,
    );
    const hits = phases.map((phase) => {
      const answered = phase.tally.requests - phase.tally.errors;
      return answered > 0 ? (100 * phase.tally.varnishHit) / answered : 0;
    });
    const lowestHits = lowestOf(hits);
    lines.push(
      `≥ ${TARGETS.varnishHitPercent} % answered by Varnish (X-Cache: HIT): lowest ${lowestHits.toFixed(2)} %: ${mark(lowestHits >= TARGETS.varnishHitPercent)}`,
    );
  }
  return lines;
}
