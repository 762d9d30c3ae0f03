import type { Kysely } from 'kysely';

/**
 * Favorites of entry pages and strategy contents (both are `contents` rows), each remembering
 * the state of its content when the user last looked (updated_at and version): the favorites
 * red dot shows while a favorited content differs from that state.
 */
export function favoritesMigration(dialect: string) {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('favorites');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('seen_updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('seen_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('favorites_unique', ['user_id', 'edition_id', 'kind', 'content_id'])
        .execute();
      await db.schema.createIndex('favorites_content').on('favorites').column('content_id').execute();

      // The contributors a user follows in an edition (their person list).
      await db.schema
        .createTable('person_follows')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('person_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('person_follows_pk', ['user_id', 'edition_id', 'person_id'])
        .execute();
    },
  };
}
