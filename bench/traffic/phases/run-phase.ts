import os from 'node:os';
import { treeCpuMs } from '../../cpu.ts';
import { editDuring, type EditOutcome, type EditTargets } from '../edits/edit-driver.ts';
import type { ReaderPool } from '../load/reader-pool.ts';
import type { Tally } from '../load/tally.ts';
import type { Measured, RunningSetup } from '../setups/start-setup.ts';

export interface PhaseResult {
  connections: number;
  editIntervalSeconds: number;
  /** Wall time of the reading, seconds. */
  seconds: number;
  tally: Tally;
  /** CPU ms of each measured process tree over the reading. */
  cpu: Array<Measured & { ms: number }>;
  /** CPU ms of this process (the load threads, and the edits and polls on the main thread) over the reading. */
  generatorMs: number;
  /** The machine's 1-minute load average at the end of the reading (other work on the 2 shared cores shows here). */
  loadAverage: number;
  edits: EditOutcome[];
}

/**
 * One phase: readers on `connections` connections for `seconds` while edits are made every
 * editIntervalSeconds; CPU time read from /proc before and after the reading. Edits still being
 * polled when the reading ends are waited for (their polls are not in the CPU figures).
 */
export async function runPhase(
  pool: ReaderPool,
  setup: RunningSetup,
  edits: EditTargets,
  connections: number,
  editIntervalSeconds: number,
  seconds: number,
): Promise<PhaseResult> {
  const before = setup.measured.map((measured) => treeCpuMs(measured.pid));
  const ownBefore = process.cpuUsage();
  const editing = editDuring(edits, editIntervalSeconds, seconds);
  const reading = await pool.run(connections, setup.readerTargets, seconds);
  const own = process.cpuUsage(ownBefore);
  const cpu = setup.measured.map((measured, index) => ({ ...measured, ms: treeCpuMs(measured.pid) - before[index]! }));
  const loadAverage = os.loadavg()[0]!;
  return {
    connections,
    editIntervalSeconds,
    seconds: reading.seconds,
    tally: reading.tally,
    cpu,
    generatorMs: (own.user + own.system) / 1000,
    loadAverage,
    edits: await editing,
  };
}
