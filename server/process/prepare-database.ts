import type { AppConfig } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { rebuildOutdatedSearchIndex } from '../domains/search/reindex.ts';
import { isDatabaseEmpty } from '../db/emptiness.ts';
import { openStorage } from './open-storage.ts';
import { processLog } from './process-log.ts';

/**
 * Brings the database up to date once, before any worker serves: migrations, then the demo wiki
 * when SEED=demo and the database is empty (the seeding code is loaded only then), then the
 * search index when it was built by an older version.
 */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db as never, database.dialect);
    if (config.seed === 'demo' && (await isDatabaseEmpty(database.db))) {
      const started = Date.now();
      const { seedIfEmpty } = await import('../seed/seed.ts');
      if (await seedIfEmpty(database.db, await openStorage(config))) processLog().info(`Seeded the demo wiki in ${Date.now() - started} ms`);
    }
    const rebuilt = await rebuildOutdatedSearchIndex(database.db);
    if (rebuilt !== undefined) processLog().info(`Rebuilt the search index for this version: ${rebuilt} entries`);
    const firstEdition = await database.db.selectFrom('editions').select('id').limit(1).executeTakeFirst();
    if (!firstEdition)
      processLog().warn(
        'No edition yet: create one with `npm run admin -- create-edition`, and the first administrator with `npm run admin -- create NAME` (README, Going to production).',
      );
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return database;
}
