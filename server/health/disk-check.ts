import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { forgetStorageFault, lastStorageFault, type StorageFault } from '../faults/storage-fault.ts';
import type { ReadinessCheck } from './health-routes.ts';

/** A folder the server writes to, named as the operator knows it. */
export interface WrittenFolder {
  label: string;
  path: string;
}

export interface DiskCheckOptions {
  /** DATA_DIR first, then the folders under it that may be other filesystems (uploads). */
  folders: WrittenFolder[];
  /** Free space below this fails the check (DISK_MIN_FREE_MB); 0 looks at writability only. */
  minFreeMb: number;
}

const FAULT_WORDS: Record<StorageFault['kind'], string> = { full: 'the disk is full', read_only: 'the storage is read-only', io: 'the disk failed' };

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** What is wrong with one folder's filesystem, or nothing. */
async function folderProblems(folder: WrittenFolder, minFreeBytes: number): Promise<string[]> {
  const problems: string[] = [];
  const stats = await fs.statfs(folder.path);
  const free = stats.bavail * stats.bsize;
  if (free < minFreeBytes) problems.push(`${folder.label} (${folder.path}): ${mb(free)} MB free, below DISK_MIN_FREE_MB (${mb(minFreeBytes)} MB)`);
  if (stats.files > 0 && stats.ffree === 0) problems.push(`${folder.label} (${folder.path}): no free inodes`);
  // Root ignores permission bits but not a read-only filesystem (EROFS).
  const denied = await fs.access(folder.path, constants.W_OK).then(
    () => undefined,
    (error: NodeJS.ErrnoException) => error.code ?? 'error',
  );
  if (denied) problems.push(`${folder.label} (${folder.path}): not writable (${denied === 'EROFS' ? 'read-only filesystem' : denied})`);
  return problems;
}

/**
 * Readiness of the disk: free space (fs.statfs) and writability of DATA_DIR's filesystem (and of
 * the uploads folder when it is another one), and the last full, read-only or failing storage
 * this process met in a write (server/faults/storage-full.ts), until a later write succeeds.
 *
 * Not critical: with a full or read-only disk, readers are still served (pages, the API's reads,
 * cached images) and writers get a clear 507, so pulling the server from the load balancer would
 * take the reads away too and mend nothing; readiness answers 200 "degraded" naming the disk, for
 * the operator and the monitoring to see.
 */
export function diskReadiness(app: FastifyInstance, options: DiskCheckOptions): ReadinessCheck {
  app.addHook('onResponse', async (request, reply) => {
    // The operator's log names each write the disk refused (the API's answer said 507 only).
    if (reply.statusCode === 507) request.log.warn({ storageFault: lastStorageFault() }, 'write refused: the disk is full, read-only or failing');
    // A write answered without an error: the storage takes writes again.
    else if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && lastStorageFault()) forgetStorageFault();
  });
  const minFreeBytes = options.minFreeMb * 1024 * 1024;
  return {
    name: 'disk',
    critical: false,
    async check() {
      const problems: string[] = [];
      const seen = new Set<number>();
      for (const folder of options.folders) {
        // A folder not made yet (uploads before the first one), or on a filesystem already looked at.
        const device = await fs.stat(folder.path).then(
          (stats) => stats.dev,
          () => undefined,
        );
        if (device === undefined || seen.has(device)) continue;
        seen.add(device);
        problems.push(...(await folderProblems(folder, minFreeBytes)));
      }
      const fault = lastStorageFault();
      if (fault) problems.push(`a write failed ${Math.round((Date.now() - fault.at) / 1000)} s ago: ${FAULT_WORDS[fault.kind]} (${fault.code})`);
      if (problems.length > 0) throw new Error(problems.join('; '));
    },
  };
}
