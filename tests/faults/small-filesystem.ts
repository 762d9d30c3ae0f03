import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Mounts a tmpfs of `sizeMb` on `dir` (made if missing); needs root and a sandbox that allows mounting. */
export async function mountTmpfs(dir: string, sizeMb: number): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
}

/** Makes `dir` a read-only view of itself (a bind mount remounted ro): writes there fail with EROFS, even as root. */
export async function mountReadOnly(dir: string): Promise<void> {
  await run('mount', ['--bind', dir, dir]);
  await run('mount', ['-o', 'remount,bind,ro', dir]);
}

export async function unmount(dir: string): Promise<void> {
  await run('umount', [dir]);
}

/**
 * Why this machine cannot mount a small filesystem for a test, or undefined when it can (a
 * container without CAP_SYS_ADMIN, or not root, refuses).
 */
export async function mountRefusal(): Promise<string | undefined> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-mount-probe-'));
  try {
    await mountTmpfs(dir, 1);
    await unmount(dir);
    return undefined;
  } catch (error) {
    return `mounting a tmpfs was refused here (${(error as { stderr?: string }).stderr?.trim() || (error as Error).message})`;
  } finally {
    await fs.rmdir(dir).catch(() => undefined);
  }
}

/** Fills the filesystem of `dir` until `leaveBytes` at most are free, with one file `name` it answers; removing that file frees the space. */
export async function fillDisk(dir: string, leaveBytes = 0, name = 'filler.bin'): Promise<string> {
  const filler = path.join(dir, name);
  const stats = await fs.statfs(dir);
  const free = stats.bavail * stats.bsize;
  const handle = await fs.open(filler, 'w');
  try {
    const block = Buffer.alloc(64 * 1024, 1);
    let written = 0;
    const target = free - leaveBytes;
    while (written < target) {
      const length = Math.min(block.length, target - written);
      try {
        written += (await handle.write(block, 0, length)).bytesWritten;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw error;
      }
    }
  } finally {
    await handle.close();
  }
  return filler;
}

/** Every temporary file (`*.tmp`, `*.restoring`) under `dir`. */
export async function temporaryFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && /\.(tmp|restoring)$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}
