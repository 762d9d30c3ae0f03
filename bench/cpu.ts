/**
 * CPU time of processes, read from /proc (Linux). A server is its process and every descendant
 * (cluster workers): the sum of their utime + stime, plus cutime + cstime (the time of children
 * that exited and were reaped, so a worker that dies mid-round is still counted). The sum only
 * grows, so the difference of two readings is the CPU the tree spent between them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | undefined;

/** sysconf(_SC_CLK_TCK): the unit of /proc/<pid>/stat times (100 on Linux, asked once). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Whether CPU times can be read here (Linux /proc). */
export function cpuAvailable(): boolean {
  return fs.existsSync(`/proc/${process.pid}/stat`);
}

interface Stat {
  /** utime + stime, ticks. */
  own: number;
  /** cutime + cstime (reaped children), ticks. */
  reaped: number;
}

/** Fields of /proc/<pid>/stat, undefined when the process is gone. */
function readStat(pid: number): Stat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: split after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime, stime, cutime, cstime are fields 14–17.
  const at = (field: number) => Number(fields[field - 3]);
  return { own: at(14) + at(15), reaped: at(16) + at(17) };
}

/** Direct children of a process, from every thread's children list. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return children;
  }
  for (const task of tasks) {
    try {
      const list = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) children.push(...list.split(/\s+/).map(Number));
    } catch {
      // the thread ended meanwhile
    }
  }
  return children;
}

/** Every process of the tree rooted at pid (the root first). */
export function processTree(pid: number): number[] {
  const tree: number[] = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (tree.includes(next)) continue;
    tree.push(next);
    queue.push(...childrenOf(next));
  }
  return tree;
}

/** CPU milliseconds spent so far by the tree rooted at pid (see the file comment); 0 if it is gone. */
export function treeCpuMs(pid: number): number {
  let ticks = 0;
  for (const member of processTree(pid)) {
    const stat = readStat(member);
    if (stat) ticks += stat.own + stat.reaped;
  }
  return (ticks * 1000) / clockTicks();
}

/**
 * CPU milliseconds of this process's children that have exited and been reaped (cutime + cstime
 * of our own /proc entry). Node reaps a child as soon as it exits, so the difference around a
 * load generator's run is exactly the generator's CPU time.
 */
export function reapedChildrenCpuMs(): number {
  const stat = readStat(process.pid);
  return stat ? (stat.reaped * 1000) / clockTicks() : 0;
}
