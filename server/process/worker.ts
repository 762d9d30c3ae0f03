import cluster from 'node:cluster';
import { ConfigError, loadConfig } from '../config/env.ts';
import { databaseReady } from './database-ready.ts';
import { answerMetricsAsks } from '../metrics/cluster-metrics.ts';
import { announceFirstAnswer } from './first-answer.ts';
import { processLog } from './process-log.ts';
import { serve } from './serve.ts';
import { WORKER_ENV } from './worker-env.ts';

/**
 * A worker of the cluster: serves on the port the primary shares until told to stop (SIGTERM
 * from the primary, SIGINT from the terminal, or the primary gone). It stops once: no new
 * connections, the requests in flight finish, then it exits; forcing is the primary's job.
 * `ready` resolves once the primary has migrated the database.
 */
export async function runWorker(ready: Promise<void> = databaseReady()) {
  const id = cluster.worker?.id ?? 0;
  // The primary sums the workers' series (server/metrics/cluster-metrics.ts): answered from the start.
  answerMetricsAsks();
  let running: Awaited<ReturnType<typeof serve>>;
  try {
    // Read once the primary answered: its answer brings this worker's settings (database-ready.ts).
    await ready;
    const config = loadConfig();
    running = await serve(config, {
      housekeeping: process.env[WORKER_ENV.housekeeping] === '1',
      poolSize: Number(process.env[WORKER_ENV.poolSize]) || undefined,
    });
    announceFirstAnswer(running.app.server);
  } catch (error) {
    if (error instanceof ConfigError) processLog('worker').fatal(error.message);
    else processLog('worker').fatal({ err: error }, 'the worker could not start');
    process.exit(1);
  }
  let stopping: Promise<void> | undefined;
  const stop = (why: string) =>
    (stopping ??= (async () => {
      running.app.log.info({ worker: id, why }, 'worker stopping');
      try {
        await running.close();
        process.exit(0);
      } catch (error) {
        running.app.log.error({ err: error }, 'the worker did not stop cleanly');
        process.exit(1);
      }
    })());
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('disconnect', () => void stop('the primary process is gone'));
}
