import { z } from 'zod';
import { idSchema, pagingQuery, text } from './operator.ts';

/** Permissions an operator grants; VIEW opens a login-required edition. */
export const GRANTABLE = ['CREATE_C', 'AUDIT', 'ADMIN', 'VIEW'] as const;

export const userSearchQuery = z.object({
  ...pagingQuery,
  /** Part of the login name or display name, or an aid. */
  keyword: text(100).default(''),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

export const grantSchema = z.object({
  user_id: idSchema,
  permission: z.enum(GRANTABLE, { error: `must be one of ${GRANTABLE.join(', ')}` }),
  /** 0: every edition; otherwise that edition's id. */
  edition_id: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or an edition id'),
  granted: z.boolean({ error: 'must be true or false' }),
});
export type GrantInput = z.infer<typeof grantSchema>;

export const suspendSchema = z.object({
  user_id: idSchema,
  suspended: z.boolean({ error: 'must be true or false' }),
  reason: text(200).default(''),
});
export type SuspendInput = z.infer<typeof suspendSchema>;

export interface OperatorUser {
  id: number;
  name: string;
  login_name: string | null;
  status: string;
  suspended_at: number | null;
  suspend_reason: string;
  created_at: number;
  grants: Array<{ permission: string; edition_id: number }>;
}
