import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDir, root } from '../../server.ts';

function commitLine(): string {
  try {
    const head = execFileSync('git', ['log', '-1', '--format=%h %cI %s'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return `${head.slice(0, 120)}${dirty ? ' (+ uncommitted changes in the tree)' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

/** What was measured, where and when: the lines every run starts with. */
export function printRunHeader(settings: object): void {
  const compiled = path.join(buildDir, 'node', 'main.js');
  const built = fs.statSync(compiled, { throwIfNoEntry: false })?.mtime.toISOString() ?? 'no compiled server';
  console.log(`bench:traffic, ${new Date().toISOString()}`);
  console.log(`tree       ${commitLine()}`);
  console.log(`build      ${buildDir} (compiled server written ${built})`);
  console.log(
    `machine    ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, node ${process.version}`,
  );
  console.log(`settings   ${JSON.stringify(settings)}`);
  const serverEnv = Object.entries(process.env).filter(([name]) => SERVER_SETTINGS.test(name));
  console.log(
    `server     ${serverEnv.length ? serverEnv.map(([name, value]) => `${name}=${value}`).join(' ') : 'no page cache or overload setting in the environment: the defaults'}`,
  );
}

/** Server settings the benchmark passes through from its environment (it sets none of them itself). */
const SERVER_SETTINGS = /^(PAGE_CACHE_MB|PAGE_STORE_MB|OVERLOAD_\w+)$/;
