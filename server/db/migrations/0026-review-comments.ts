import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Review conversations (issue 32, server/domains/contributing/review-comments.ts): what the
 * reviewers and the author of a submission say about it, oldest first, optionally about one of
 * its modules (module_id and the module's name when it was said).
 * - kind 'comment' (anyone of them, while pending or after), 'rejection' (the reason a reviewer
 *   rejected it with) or 'approval' (the comment a reviewer approved it with, when one).
 * - role 'author' or 'reviewer': what the commenter was to the submission when they said it.
 * Rejections settled before this migration have their reason copied in as the first rejection
 * entry, so every rejected submission's conversation holds its reason once.
 */
export function reviewCommentsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const postgres = dialect === 'postgres';
      const table = db.schema.createTable('review_comments');
      await (postgres ? table.addColumn('id', 'bigserial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('submission_id', 'bigint', (c) => c.notNull().references('entry_submissions.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('comment'))
        .addColumn('module_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('module_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('review_comments_submission').on('review_comments').columns(['submission_id', 'id']).execute();

      await sql`
        insert into review_comments (submission_id, edition_id, user_id, role, kind, module_id, module_name, body, created_at)
        select id, edition_id, reviewer_id, 'reviewer', 'rejection', '', '', reason, coalesce(reviewed_at, created_at)
        from entry_submissions
        where status = 'rejected' and reason <> ''
        order by id
      `.execute(db);
    },
  };
}
