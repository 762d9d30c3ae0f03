import type { Generated } from 'kysely';

/** Kysely types of the operator console: the audit log and account suspension (created by migrations/0010-operator.ts). */
export interface OperatorTables {
  operator_audit_log: OperatorAuditLogTable;
}

export interface OperatorAuditLogTable {
  id: Generated<number>;
  /** 0 for operations on no single edition (users, editions). */
  edition_id: Generated<number>;
  actor_id: number;
  actor_name: Generated<string>;
  /** e.g. 'channel.create', 'user.suspend'. */
  action: string;
  target_type: string;
  target_id: Generated<number>;
  /** JSON text of the record before the change ('null' when created). */
  before: Generated<string>;
  /** JSON text of the record after the change ('null' when deleted). */
  after: Generated<string>;
  created_at: number;
}

/** Columns 0010-operator adds to users (merged into UserTable in schema.ts). */
export interface UserSuspensionColumns {
  suspended_at: Generated<number | null>;
  suspended_by: Generated<number | null>;
  suspend_reason: Generated<string>;
}
