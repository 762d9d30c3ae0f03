import type { Kysely } from 'kysely';

/**
 * The footer's apply and about links of each edition: links or site paths an
 * operator sets in the edition settings; empty hides the link.
 */
export function editionFooterMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('editions')
        .addColumn('about_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('editions')
        .addColumn('apply_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
