import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fileCodeSender } from '../domains/accounts/file-code-sender.ts';
import { logCodeSender } from '../domains/accounts/log-code-sender.ts';
import { buildServer } from '../app.ts';
import type { AppConfig } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { openStorage } from './open-storage.ts';

export interface RunningServer {
  app: FastifyInstance;
  /** Stops accepting, lets the requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface ServeOptions {
  /** The primary's prepared database (one process); a worker opens its own. */
  database?: DatabaseHandle;
  /** Run the periodic housekeeping in this process. */
  housekeeping: boolean;
  /** PostgreSQL connections this process may hold. */
  poolSize?: number;
}

/** Builds the app on a (migrated) database and listens on HOST:PORT; in a worker the port is shared with the others. */
export async function serve(config: AppConfig, options: ServeOptions): Promise<RunningServer> {
  await preloadAppBuild(config.buildDir);
  const database =
    options.database ?? (await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, poolSize: options.poolSize }));
  const storage = await openStorage(config);
  // REALNAME_CODE_LOG: real-name codes also go to a file (browser tests read them there).
  const server: { log?: FastifyBaseLogger } = {};
  const codeLog = config.realnameCodeLog;
  const codeSender = codeLog ? fileCodeSender(codeLog, { send: async (phone, code) => server.log && logCodeSender(server.log).send(phone, code) }) : undefined;
  const app = await buildServer({ config, database, storage, buildDir: config.buildDir, codeSender, housekeeping: options.housekeeping });
  server.log = app.log;
  await app.listen({ host: config.host, port: config.port });
  return {
    app,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/**
 * Loads the app's server build (what registerPages imports) before the overload protection starts
 * watching the event loop: loading it holds the loop ~0.1 s at once, which would count as overload
 * and refuse the first requests. A missing build fails later, where the pages are registered.
 */
async function preloadAppBuild(buildDir: string) {
  await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href).catch(() => undefined);
}
