import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { takeEarlyWorker } from './early-worker.ts';
import { onStopSignals } from './signals.ts';

/**
 * The process `npm start` starts: reads the configuration, migrates and seeds once, then serves
 * in WEB_CONCURRENCY worker processes (cluster-primary.ts), or itself when that is 1 or in
 * development (`--dev`). The workers are forked first and load their code while this process
 * migrates; they serve once it is done (database-ready.ts). This process never loads the app.
 */
export async function runPrimary(dev: boolean) {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const single = dev || config.webConcurrency === 1;
  if (!single) {
    const { runCluster } = await import('./cluster-primary.ts');
    const workers = runCluster(config, config.webConcurrency);
    const { prepareDatabase } = await import('./prepare-database.ts');
    const database = await prepareDatabase(config).catch((error: unknown) => {
      console.error(error);
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
    console.error(error);
    process.exit(1);
  });
  // The configuration (and with it SEED's default) was read from the operator's NODE_ENV; the
  // server runs React's production build. Set before anything imports React.
  if (!dev) process.env.NODE_ENV = 'production';
  const { serve } = await import('./serve.ts');
  const running = await serve(config, { database, housekeeping: true }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
  onStopSignals(
    async (signal) => {
      running.app.log.info({ signal }, 'shutting down');
      await running.close();
      process.exit(0);
    },
    (reason) => {
      console.error(`Almanac: forcing the stop (${reason})`);
      process.exit(1);
    },
  );
}
