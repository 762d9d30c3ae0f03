import type { Kysely } from 'kysely';

/**
 * Correction and feedback reports with their review, and resumable chunked uploads: the open
 * upload sessions and the chunks received so far (the bytes live in the file storage). Uploads
 * also remember the SHA-256 of the bytes as sent, so the same picture sent twice is stored once.
 */
export function correctionsMigration(dialect: string) {
  const id = dialect === 'postgres' ? ('bigserial' as const) : ('integer' as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('correction_reports')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('feedback_type', 'integer', (c) => c.notNull())
        .addColumn('record_id', 'bigint')
        .addColumn('entry_page_id', 'bigint')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('img_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reviewer_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('correction_reports_queue').on('correction_reports').columns(['edition_id', 'status', 'id']).execute();
      await db.schema.createIndex('correction_reports_user').on('correction_reports').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('upload_sessions')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('mime', 'varchar(64)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('chunk_size', 'integer', (c) => c.notNull())
        .addColumn('chunk_count', 'integer', (c) => c.notNull())
        .addColumn('result_key', 'varchar(200)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('upload_sessions_expiry').on('upload_sessions').column('expires_at').execute();

      await db.schema
        .createTable('upload_chunks')
        .addColumn('upload_id', 'varchar(32)', (c) => c.notNull().references('upload_sessions.id').onDelete('cascade'))
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'idx'])
        .execute();

      await db.schema.alterTable('uploads').addColumn('source_sha256', 'varchar(64)').execute();
      await db.schema.createIndex('uploads_source_sha256').on('uploads').column('source_sha256').execute();
    },
  };
}
