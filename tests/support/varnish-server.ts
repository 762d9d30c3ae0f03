import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The VCL the README shows (deploy/varnish/almanac.vcl). */
const VCL = path.join(import.meta.dirname, '..', '..', 'deploy', 'varnish', 'almanac.vcl');

/** Why a Varnish test cannot run here, or undefined when varnishd and xkey (varnish-modules) are installed. */
export function varnishMissing(): string | undefined {
  const probe = spawnSync('varnishd', ['-V'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) return 'varnishd is not installed (apt-get install varnish varnish-modules)';
  const vmods = ['/usr/lib/x86_64-linux-gnu/varnish/vmods', '/usr/lib/aarch64-linux-gnu/varnish/vmods', '/usr/lib/varnish/vmods'];
  return vmods.some((dir) => fs.existsSync(path.join(dir, 'libvmod_xkey.so'))) ? undefined : 'varnish-modules (xkey) is not installed';
}

export interface TestVarnish {
  /** http://127.0.0.1:{port}/ */
  url: string;
  close(): Promise<void>;
}

/**
 * varnishd of the test's own on `port`, in front of the app at `backendPort`, with the README's
 * VCL (its backend port replaced), no jail (the test runs as whoever it is), 64 MB of memory.
 */
export async function startVarnish(port: number, backendPort: number): Promise<TestVarnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-varnish-'));
  const vcl = path.join(dir, 'almanac.vcl');
  fs.writeFileSync(vcl, fs.readFileSync(VCL, 'utf8').replace('.port = "3000";', `.port = "${backendPort}";`));
  const child: ChildProcess = spawn(
    'varnishd',
    ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-T', 'none', '-f', vcl, '-s', 'malloc,64m'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${url}livez`).then(
      (response) => response.body?.cancel().then(() => true),
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`varnishd did not answer within 30 s:\n${output}`);
    await sleep(100);
  }
  return {
    url,
    async close() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
