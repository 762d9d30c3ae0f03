import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { prepareDatabase } from './prepare-database.ts';
import { onStopSignals } from './signals.ts';

/**
 * The process `npm start` starts: reads the configuration, migrates and seeds once, then serves
 * in WEB_CONCURRENCY worker processes (cluster-primary.ts), or itself when that is 1 or in
 * development (`--dev`).
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
  const database = await prepareDatabase(config).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
  // The configuration (and with it SEED's default) was read from the operator's NODE_ENV; the
  // servers run React's production build. Set before anything imports React.
  if (!dev) process.env.NODE_ENV = 'production';
  const single = dev || config.webConcurrency === 1;
  if (!single) {
    await database.destroy();
    const { runCluster } = await import('./cluster-primary.ts');
    runCluster(config, config.webConcurrency);
    return;
  }
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
