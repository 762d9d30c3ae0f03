import type { CreateTableBuilder, Kysely } from 'kysely';

/** The operator console: the audit log and account suspension. */
export function operatorMigration(dialect: string) {
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigserial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      // Who changed what and when, with the record before and after (JSON text; 'null' when absent).
      await id(db.schema.createTable('operator_audit_log'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('actor_id', 'bigint', (c) => c.notNull())
        .addColumn('actor_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('target_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('before', 'text', (c) => c.notNull().defaultTo('null'))
        .addColumn('after', 'text', (c) => c.notNull().defaultTo('null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('operator_audit_log_time').on('operator_audit_log').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('operator_audit_log_target').on('operator_audit_log').columns(['target_type', 'target_id']).execute();

      // users.status (0004) says 'active' or 'suspended'; these record when, by whom and why.
      await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();
      await db.schema.alterTable('users').addColumn('suspended_by', 'bigint').execute();
      await db.schema
        .alterTable('users')
        .addColumn('suspend_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
