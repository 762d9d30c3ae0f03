import type { Kysely } from 'kysely';

/**
 * Each edition's clock (#17 "one clock"): the IANA time zone every time on its pages is shown
 * in, operator-editable with the edition's settings. Existing editions get the spec's UTC+8.
 */
export function editionTimeZoneMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('editions')
        .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('Asia/Shanghai'))
        .execute();
    },
  };
}
