import type { Generated } from 'kysely';

/** Kysely types of the accounts area's tables (created by migrations/0004-accounts.ts). */
export interface AccountsTables {
  sessions: SessionTable;
  user_permissions: UserPermissionTable;
  key_box: KeyBoxTable;
  realname_codes: RealnameCodeTable;
  rate_limits: RateLimitTable;
}

/** Columns 0004-accounts adds to users (merged into UserTable in schema.ts). */
export interface UserAccountColumns {
  login_name: Generated<string | null>;
  password_hash: Generated<string | null>;
  phone: Generated<string | null>;
  status: Generated<string>;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

export interface UserPermissionTable {
  user_id: number;
  edition_id: Generated<number>;
  permission: string;
  granted_at: number;
  granted_by: number | null;
}

export interface KeyBoxTable {
  user_id: number;
  key: string;
  value: string;
  updated_at: number;
}

export interface RealnameCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface RateLimitTable {
  bucket: string;
  window_start: number;
  count: number;
}
