import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { onStopSignals } from '../process/signals.ts';
import { explainStartFailure } from './start-failure.ts';

/**
 * `npm run dev`'s server (package.json runs it under `tsx watch`, which restarts it when a file
 * of the server changes; app/ is Vite's, hot replaced without a restart). One process, no
 * cluster: migrates and seeds an empty database as `npm start` does, then serves the API and
 * images as in production and the pages through Vite's dev server (vite-pages.ts), without the
 * page cache or any build. The overload guard is off: Vite compiles modules on the event loop,
 * which it would take for overload.
 */
process.env.NODE_ENV ??= 'development';

async function runDev() {
  let config: AppConfig;
  try {
    config = { ...loadConfig(), overloadDelayMs: 0, overloadBudgetMs: 0 };
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const started = Date.now();
  const { prepareDatabase } = await import('../process/prepare-database.ts');
  const database = await prepareDatabase(config).catch((error: unknown) => fail(explainStartFailure(error, config)));
  const { openStorage } = await import('../process/open-storage.ts');
  const { buildServer } = await import('../app.ts');
  const { devPages } = await import('./vite-pages.ts');
  const app = await buildServer({ config, database, storage: await openStorage(config), devPages: devPages(config), housekeeping: true }).catch(
    (error: unknown) => fail(explainStartFailure(error, config)),
  );
  const stop = async () => {
    await app.close();
    await database.destroy();
  };
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await stop().catch(() => undefined);
    return fail(explainStartFailure(error, config));
  }
  console.log(
    `Almanac dev server: http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/ (ready in ${Date.now() - started} ms; app/ edits reload in the browser, server edits restart it)`,
  );
  onStopSignals(
    async () => {
      await stop();
      process.exit(0);
    },
    (reason) => {
      console.error(`Almanac dev server: forcing the stop (${reason})`);
      process.exit(1);
    },
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

void runDev();
