import type { Kysely } from 'kysely';

/**
 * Per-account upload quota and the sweep of uploads nothing refers to
 * (server/domains/uploads/upload-quota.ts, unreferenced-sweep.ts): an index to sum an account's
 * bytes, the time a picture was last answered to an upload (a picture sent again by someone is
 * fresh again, though stored long ago), and the time a sweep first found it unreferenced (a
 * later sweep that still finds it so deletes it; the console shows the bytes awaiting that).
 */
export function uploadQuotaSweepMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('uploads')
        .addColumn('claimed_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('uploads').addColumn('unreferenced_since', 'bigint').execute();
      await db.schema.createIndex('uploads_owner_id').on('uploads').column('owner_id').execute();
    },
  };
}
