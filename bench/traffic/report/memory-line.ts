import { processTree } from '../../cpu.ts';
import { readMemory } from '../../server.ts';
import type { Measured } from '../setups/start-setup.ts';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/**
 * The peak resident memory (VmHWM) of every process of the measured trees, read before they
 * stop: the page cache's bound (PAGE_CACHE_MB, per process) beside what the processes held.
 */
export function memoryLine(measured: Measured[]): string {
  const parts = measured.map(({ label, pid }) => {
    const peaks = processTree(pid).map((member) => readMemory(member)?.peakRss);
    const known = peaks.filter((peak): peak is number => peak !== undefined);
    return `${label}: ${known.length ? known.map(mb).join(' + ') : 'n/a'}`;
  });
  return `peak resident memory (process, then its workers): ${parts.join('; ')}`;
}
