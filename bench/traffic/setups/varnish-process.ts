import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../../server.ts';

export interface BenchVarnish {
  /** http://127.0.0.1:{port} */
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * varnishd in front of the app at backendPort, with the repository's VCL
 * (deploy/varnish/almanac.vcl, its backend port replaced), as tests/support/varnish-server.ts
 * starts it, but with memory enough for the wiki (storageMb): every page in both layouts.
 */
export async function startVarnish(port: number, backendPort: number, storageMb: number): Promise<BenchVarnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-traffic-varnish-'));
  const vcl = path.join(dir, 'almanac.vcl');
  const source = fs.readFileSync(path.join(root, 'deploy', 'varnish', 'almanac.vcl'), 'utf8');
  if (!source.includes('.port = "3000";')) throw new Error('deploy/varnish/almanac.vcl: no backend .port = "3000" to replace');
  fs.writeFileSync(vcl, source.replace('.port = "3000";', `.port = "${backendPort}";`));
  const child = spawn(
    'varnishd',
    ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-T', 'none', '-f', vcl, '-s', `malloc,${storageMb}m`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
    }
    const up = await fetch(`${origin}/livez`).then(
      (response) => response.body?.cancel().then(() => true) ?? true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not answer within 30 s:\n${output}`);
    }
    await sleep(100);
  }
  if (child.pid === undefined) throw new Error('varnishd has no pid');
  return { origin, pid: child.pid, stop };
}
