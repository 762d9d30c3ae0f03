import type { FastifyBaseLogger } from 'fastify';
import { fileCodeSender } from './accounts/file-code-sender.ts';
import { logCodeSender } from './accounts/log-code-sender.ts';
import { buildServer } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createStorage } from './storage/create-storage.ts';


async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
  await migrateToLatest(database.db as never, database.dialect);
  const storage = createStorage(config);
  if (config.seed === 'demo') {
    const started = Date.now();
    if (await seedIfEmpty(database.db, storage)) console.log(`Seeded the demo wiki in ${Date.now() - started} ms`);
  }
  const firstEdition = await database.db.selectFrom('editions').select('id').limit(1).executeTakeFirst();
  if (!firstEdition) console.log('No edition yet: create one with `npm run admin -- create-edition`, and the first administrator with `npm run admin -- create NAME` (README, Going to production).');

  // REALNAME_CODE_LOG: real-name codes also go to a file (browser tests read them there).
  const server: { log?: FastifyBaseLogger } = {};
  const codeLog = config.realnameCodeLog;
  const codeSender = codeLog ? fileCodeSender(codeLog, { send: async (phone, code) => server.log && logCodeSender(server.log).send(phone, code) }) : undefined;
  const app = await buildServer({ config, database, storage, buildDir: config.buildDir, codeSender });
  server.log = app.log;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
