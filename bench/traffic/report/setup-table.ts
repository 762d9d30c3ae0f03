import os from 'node:os';
import { heading, integer, printTable } from '../../format.ts';
import { originReads, percentileMs } from '../load/tally.ts';
import type { PhaseResult } from '../phases/run-phase.ts';
import { TARGETS, verdicts } from './targets.ts';

/** A generator using this share of a core or more is said to be near a whole core (it may be what limits the figures). */
const GENERATOR_NEAR_A_CORE = 0.7;

const percent = (part: number, whole: number, digits = 1) => (whole > 0 ? `${((100 * part) / whole).toFixed(digits)} %` : '-');
const fixed = (value: number | undefined, digits: number) => (value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(digits));

/** p50 and max of the edits' times; 'n/a' when none was made, and how many did not show within the timeout. */
export function visibleSummary(times: Array<number | undefined>): string {
  if (times.length === 0) return 'n/a';
  const seen = times.filter((time): time is number => time !== undefined).sort((a, b) => a - b);
  const missing = times.length - seen.length;
  const p50 = seen[Math.floor((seen.length - 1) / 2)];
  const body = seen.length ? `${integer(p50!)} / ${integer(seen.at(-1)!)}` : 'none';
  return missing ? `${body} (${missing} never)` : body;
}

export function cpuPerRead(phase: PhaseResult, role: 'app' | 'varnish'): number {
  const answered = phase.tally.requests - phase.tally.errors;
  const ms = phase.cpu.filter((cpu) => cpu.role === role).reduce((sum, cpu) => sum + cpu.ms, 0);
  return answered > 0 ? ms / answered : NaN;
}

/** Edits made, and how many failed and how many of their API calls were refused (503) and tried again. */
function editsCell(phase: PhaseResult): string {
  const failed = phase.edits.filter((edit) => edit.error).length;
  const refusals = phase.edits.reduce((sum, edit) => sum + edit.refusals, 0);
  const notes = [...(failed ? [`${failed} failed`] : []), ...(refusals ? [`${refusals} calls refused`] : [])];
  return `${phase.edits.length}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** The table of one setup: a row per phase, a row of targets under the header, then each target met or not. */
export function printSetupTable(title: string, phases: PhaseResult[], behindVarnish: boolean): void {
  heading(title);
  const header = [
    'phase',
    'reads',
    'req/s',
    ...(behindVarnish ? ['Varnish HIT'] : []),
    'no render (origin)',
    'miss',
    'app CPU ms/read',
    ...(behindVarnish ? ['varnishd CPU ms/read'] : []),
    'generator CPU',
    'load avg',
    'p50 ms (not 503)',
    'p99 ms (not 503)',
    '503',
    'other 5xx',
    'conn. errors',
    'edits',
    'visible ms p50 / max',
    ...(behindVarnish ? ['via Varnish ms p50 / max'] : []),
  ];
  const targetRow = [
    'target',
    '',
    '',
    ...(behindVarnish ? [`≥ ${TARGETS.varnishHitPercent} %`] : []),
    `≥ ${TARGETS.noRenderPercent} %`,
    '',
    `≤ ${TARGETS.cpuMsPerRead}`,
    ...(behindVarnish ? [''] : []),
    '< 1 core',
    '',
    '',
    `≤ ${TARGETS.p99Ms} at ${TARGETS.p99Connections}`,
    '0',
    '0',
    '',
    '',
    `max ≤ ${integer(TARGETS.visibleMs)}`,
    ...(behindVarnish ? [`max ≤ ${integer(TARGETS.visibleMs)}`] : []),
  ];
  const rows = phases.map((phase) => {
    const { tally } = phase;
    const answered = tally.requests - tally.errors;
    const atOrigin = originReads(tally);
    return [
      `${phase.connections} conn., edit every ${phase.editIntervalSeconds} s`,
      integer(tally.requests),
      integer(tally.requests / phase.seconds),
      ...(behindVarnish ? [percent(tally.varnishHit, answered, 2)] : []),
      percent(tally.origin.hit + tally.origin.stale, atOrigin),
      percent(tally.origin.miss, atOrigin),
      fixed(cpuPerRead(phase, 'app'), 3),
      ...(behindVarnish ? [fixed(cpuPerRead(phase, 'varnish'), 3)] : []),
      `${((100 * phase.generatorMs) / (phase.seconds * 1000)).toFixed(0)} % core`,
      phase.loadAverage.toFixed(1),
      fixed(percentileMs(tally, 50), 1),
      fixed(percentileMs(tally, 99), 1),
      integer(tally.refused),
      integer(tally.serverErrors),
      integer(tally.errors),
      editsCell(phase),
      visibleSummary(phase.edits.filter((edit) => !edit.error).map((edit) => edit.originMs)),
      ...(behindVarnish ? [visibleSummary(phase.edits.filter((edit) => !edit.error).map((edit) => edit.varnishMs))] : []),
    ];
  });
  printTable(header, [targetRow, ...rows]);
  const notes: string[] = [];
  for (const phase of phases) {
    const share = phase.generatorMs / (phase.seconds * 1000);
    if (share >= GENERATOR_NEAR_A_CORE) {
      notes.push(
        `${phase.connections} conn., edit every ${phase.editIntervalSeconds} s: the load generator used ${(100 * share).toFixed(0)} % of a core, near a whole one, on a machine of ${os.availableParallelism()}: ` +
          "it takes CPU the servers would use, so req/s and latency here are partly the generator's limit, not only the server's.",
      );
    }
    const error = phase.edits.find((edit) => edit.error)?.error;
    if (error) notes.push(`${phase.connections} conn., edit every ${phase.editIntervalSeconds} s: an edit failed: ${error}`);
    const other = phase.tally.otherStatus;
    if (other) notes.push(`${phase.connections} conn., edit every ${phase.editIntervalSeconds} s: ${integer(other)} reads answered 3xx/4xx.`);
  }
  if (behindVarnish) {
    notes.push(
      "Behind Varnish the origin sees only Varnish's misses (a page's first read in a layout, and reads after a purge): 'no render (origin)' and 'miss' are over those few reads; app CPU per read is over every read.",
    );
  }
  for (const line of [...notes, ...verdicts(phases, behindVarnish)]) console.log(line);
}
