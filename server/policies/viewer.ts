import type { Permission } from '../domains/accounts/permissions.ts';
import type { UserRow } from '../domains/accounts/sessions.ts';

/** A signed-in visitor with their permissions in one edition (grants for it and for every edition). */
export interface Viewer {
  user: UserRow;
  permissions: Permission[];
}
