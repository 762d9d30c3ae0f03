import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { takeEarlyWorker } from './early-worker.ts';
import { startMetrics } from './metrics-endpoint.ts';
import { processLog } from './process-log.ts';
import { onStopSignals } from './signals.ts';

/**
 * The process `npm start` starts: reads the configuration, migrates and seeds once, then serves
 * in WEB_CONCURRENCY worker processes (cluster-primary.ts), or itself when that is 1 or in
 * development (`--dev`). The workers are forked first and load their code while this process
 * migrates; they serve once it is done (database-ready.ts). This process never loads the app.
 * Its log lines are JSON, as the workers' (process-log.ts).
 */
export async function runPrimary(dev: boolean) {
  const log = processLog();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const single = dev || config.webConcurrency === 1;
  if (!single) {
    const { runCluster } = await import('./cluster-primary.ts');
    const workers = runCluster(config, config.webConcurrency);
    // The sum of the workers' series (README, Metrics); a metrics port that cannot listen stops the start.
    const metrics = await startMetrics(config, 'cluster').then(
      () => true,
      (error: unknown) => {
        log.fatal({ err: error }, `metrics: cannot listen on ${config.metrics.host}:${config.metrics.port} (METRICS_HOST, METRICS_PORT)`);
        workers.stop(1);
        return false;
      },
    );
    if (!metrics) return;
    const { prepareDatabase } = await import('./prepare-database.ts');
    const database = await prepareDatabase(config).catch((error: unknown) => {
      log.fatal({ err: error }, 'the database could not be prepared');
      workers.stop(1);
    });
    if (!database) return;
    await database.destroy();
    workers.databaseReady();
    return;
  }
  // A worker forked early for a cluster (the configuration says one process after all): not needed.
  takeEarlyWorker()?.kill();
  const { prepareDatabase } = await import('./prepare-database.ts');
  const database = await prepareDatabase(config).catch((error: unknown) => {
    log.fatal({ err: error }, 'the database could not be prepared');
    process.exit(1);
  });
  // The configuration (and with it SEED's default) was read from the operator's NODE_ENV; the
  // server runs React's production build. Set before anything imports React.
  if (!dev) process.env.NODE_ENV = 'production';
  const { serve } = await import('./serve.ts');
  const running = await serve(config, { database, housekeeping: true }).catch((error: unknown) => {
    log.fatal({ err: error }, 'the server could not start');
    process.exit(1);
  });
  const metrics = await startMetrics(config, 'single').catch((error: unknown) => {
    log.fatal({ err: error }, `metrics: cannot listen on ${config.metrics.host}:${config.metrics.port} (METRICS_HOST, METRICS_PORT)`);
    process.exit(1);
  });
  onStopSignals(
    async (signal) => {
      running.app.log.info({ signal }, 'shutting down');
      metrics?.close();
      await running.close();
      process.exit(0);
    },
    (reason) => {
      log.error(`forcing the stop (${reason})`);
      process.exit(1);
    },
  );
}
