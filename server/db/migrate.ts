import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { foundation } from './migrations/0001-foundation.ts';
import { rankingMigration } from './migrations/0002-ranking.ts';
import { calendarMigration } from './migrations/0003-calendar.ts';
import { accountsMigration } from './migrations/0004-accounts.ts';
import { mediaMigration } from './migrations/0005-media.ts';
import { calendarSubscriptionsMigration } from './migrations/0006-calendar-subscriptions.ts';
import { entryPagesMigration } from './migrations/0007-entry-pages.ts';
import { searchMigration } from './migrations/0008-search.ts';
import { correctionsMigration } from './migrations/0009-corrections.ts';
import { operatorMigration } from './migrations/0010-operator.ts';
import { favoritesMigration } from './migrations/0011-favorites.ts';
import { contributingMigration } from './migrations/0012-contributing.ts';
import { editionFooterMigration } from './migrations/0013-edition-footer.ts';
import { viewCountingMigration } from './migrations/0014-view-counting.ts';
import { pageCacheMigration } from './migrations/0015-page-cache.ts';
import { editionTimeZoneMigration } from './migrations/0017-edition-time-zone.ts';
import { mediawikiConversionProgressMigration } from './migrations/0018-mediawiki-conversion-progress.ts';
import { channelContentsSortMigration } from './migrations/0019-channel-contents-sort.ts';
import { uploadQuotaSweepMigration } from './migrations/0020-upload-quota-sweep.ts';
import { contentChangesMigration } from './migrations/0021-content-changes.ts';
import { searchPinyinMigration } from './migrations/0022-search-pinyin.ts';
import { contentLanguagesMigration } from './migrations/0023-content-languages.ts';
import { mediawikiImportMigration } from './migrations/0016-mediawiki-import.ts';
import { activityMigration } from './migrations/0024-activity.ts';
import { emailMigration } from './migrations/0025-email.ts';
import { reviewCommentsMigration } from './migrations/0026-review-comments.ts';
import type { Dialect } from './database.ts';
import { withSchemaLock } from './schema-lock.ts';

/** Migrations in order; each is written once for both dialects. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-foundation': foundation(dialect),
    '0002-ranking': rankingMigration(dialect),
    '0003-calendar': calendarMigration(dialect),
    '0004-accounts': accountsMigration(dialect),
    '0005-media': mediaMigration(dialect),
    '0006-calendar-subscriptions': calendarSubscriptionsMigration(dialect),
    '0007-entry-pages': entryPagesMigration(dialect),
    '0008-search': searchMigration(dialect),
    '0009-corrections': correctionsMigration(dialect),
    '0010-operator': operatorMigration(dialect),
    '0011-favorites': favoritesMigration(dialect),
    '0012-contributing': contributingMigration(dialect),
    '0013-edition-footer': editionFooterMigration(),
    '0014-view-counting': viewCountingMigration(),
    '0015-page-cache': pageCacheMigration(),
    '0017-edition-time-zone': editionTimeZoneMigration(),
    '0018-mediawiki-conversion-progress': mediawikiConversionProgressMigration(),
    '0019-channel-contents-sort': channelContentsSortMigration(),
    '0020-upload-quota-sweep': uploadQuotaSweepMigration(),
    '0016-mediawiki-import': mediawikiImportMigration(dialect),
    '0021-content-changes': contentChangesMigration(dialect),
    '0022-search-pinyin': searchPinyinMigration(dialect),
    '0023-content-languages': contentLanguagesMigration(dialect),
    '0024-activity': activityMigration(dialect),
    '0025-email': emailMigration(dialect),
    '0026-review-comments': reviewCommentsMigration(dialect),
  };
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') return migrate(db, undefined, dialect);
  await withSchemaLock(db, async (connection) => {
    // Kysely looks for its bookkeeping tables in every schema unless told which one; with several
    // schemas in one database (tests, DATABASE_SCHEMA) it would find another schema's and fail.
    const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
    await migrate(connection, current.rows[0]?.schema, dialect);
  });
}

async function migrate(db: Kysely<unknown>, migrationTableSchema: string | undefined, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
