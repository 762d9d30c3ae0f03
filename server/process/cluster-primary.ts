import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config/env.ts';
import { answerDatabaseReady } from './database-ready.ts';
import { takeEarlyWorker, useWorkerAcceptance } from './early-worker.ts';
import { afterFirstAnswer } from './first-answer.ts';
import { RestartPolicy, QUICK_FAILURE_MS } from './restart-policy.ts';
import { processLog } from './process-log.ts';
import { onStopSignals } from './signals.ts';
import { WORKER_ENV, poolSizePerWorker } from './worker-env.ts';

interface Slot {
  worker: Worker | undefined;
  startedAt: number;
  restartTimer: NodeJS.Timeout | undefined;
}

/**
 * Forks `count` workers that share HOST:PORT (node:cluster) and keeps them running: a worker that
 * dies is replaced (with a back-off while they die at start-up; after too many quick failures the
 * primary gives up and exits 1). Slot 0 runs the housekeeping. SIGTERM/SIGINT stop every worker
 * gracefully and exit 0; a second signal or a stop past the timeout kills them and exits 1.
 * The workers start before the database is migrated: call `databaseReady()` once it is, and
 * `stop(1)` if it cannot be.
 */
export function runCluster(config: AppConfig, count: number) {
  // The workers accept connections themselves. With cluster's default round-robin the primary
  // hands each new connection to a worker over IPC, one at a time per worker, waiting for the
  // worker's event loop to take it: under load (256 keep-alive connections opening at once) the
  // last ones got their first answer seconds late, the p99 of the cached pages (docs/decisions/014).
  useWorkerAcceptance();
  const policy = new RestartPolicy();
  const slots: Slot[] = Array.from({ length: count }, () => ({ worker: undefined, startedAt: 0, restartTimer: undefined }));
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  let othersForked = false;
  const log = processLog();
  const settingsOf = (index: number): Record<string, string> => ({
    // Workers are the production servers: React's production build, whatever the operator's NODE_ENV.
    NODE_ENV: 'production',
    // ...which must not change the seeding default the operator's environment chose (the primary seeded already).
    SEED: config.seed,
    [WORKER_ENV.housekeeping]: index === 0 ? '1' : '0',
    [WORKER_ENV.poolSize]: String(poolSizePerWorker(count)),
  });
  // A worker in no slot (none is: each is put in its slot as it is forked) would get no housekeeping.
  const database = answerDatabaseReady((workerId) => settingsOf(slots.findIndex((slot) => slot.worker?.id === workerId)));

  const fork = (index: number) => {
    const slot = slots[index]!;
    slot.restartTimer = undefined;
    slot.startedAt = Date.now();
    // Slot 0's first worker may be forked already (early-worker.ts); a replacement never is.
    const worker = (index === 0 ? takeEarlyWorker() : undefined) ?? cluster.fork(settingsOf(index));
    slot.worker = worker;
    if (!othersForked) afterFirstAnswer(worker, forkTheOthers);
    worker.once('listening', () => {
      listening += 1;
      const pids = slots.map((s) => s.worker?.process.pid);
      if (listening === count) log.info({ workers: count, origin, pids }, `${count} workers on ${origin} (pids ${pids.join(', ')}; primary ${process.pid})`);
    });
    worker.once('exit', (code, signal) => onWorkerExit(index, worker, code, signal));
  };

  const onWorkerExit = (index: number, worker: Worker, code: number | null, signal: string | null) => {
    const slot = slots[index]!;
    if (slot.worker === worker) slot.worker = undefined;
    if (stopping) {
      if (slots.every((s) => !s.worker)) process.exit(exitCode);
      return;
    }
    forkTheOthers();
    listening = Math.max(0, listening - 1);
    const uptime = Date.now() - slot.startedAt;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const decision = policy.onExit(uptime);
    if (decision.action === 'give-up') {
      log.fatal(
        `workers keep failing within ${QUICK_FAILURE_MS / 1000} s of starting (${decision.failures} in a row, the last with ${how}): giving up. See the errors above.`,
      );
      stop(1);
      return;
    }
    log.error(
      { worker: worker.id, pid: worker.process.pid, code, signal },
      `worker ${worker.id} (pid ${worker.process.pid}) died (${how}) after ${(uptime / 1000).toFixed(1)} s; starting another${decision.delayMs ? ` in ${decision.delayMs} ms` : ''}`,
    );
    void import('../metrics/primary-metrics.ts').then(({ countWorkerRestart }) => countWorkerRestart());
    slot.restartTimer = setTimeout(() => fork(index), decision.delayMs);
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const slot of slots) clearTimeout(slot.restartTimer);
    const alive = slots.filter((slot) => slot.worker);
    if (alive.length === 0) process.exit(exitCode);
    for (const slot of alive) slot.worker!.process.kill('SIGTERM');
  };

  const force = (reason: string) => {
    log.error(`forcing the stop (${reason})`);
    for (const slot of slots) slot.worker?.process.kill('SIGKILL');
    process.exit(1);
  };

  onStopSignals((signal) => {
    log.info({ signal }, `${signal}: stopping the workers (requests in flight finish)`);
    stop(0);
  }, force);

  // The first worker starts alone and the others once it has answered its first request (or a
  // moment after it listens, or died; first-answer.ts): on a few cores, workers starting together
  // share them, and the first page waited for all of them.
  const forkTheOthers = () => {
    if (othersForked || stopping) return;
    othersForked = true;
    for (let index = 1; index < count; index += 1) fork(index);
  };
  fork(0);
  return { databaseReady: () => database.ready(), stop };
}
