import type { MessageKey } from '../../i18n/index.ts';

/** The permissions the personal center explains, most powerful first. */
const EXPLAINED = ['ADMIN', 'AUDIT', 'CREATE_C', 'VIEW'] as const;

/**
 * What the viewer may do in this edition, as catalogue keys: what every signed-in reader may,
 * then one line per permission they hold (names the server sends that we do not know are left out).
 */
export function permissionLines(permissions: readonly string[]): MessageKey[] {
  const held = EXPLAINED.filter((permission) => permissions.includes(permission));
  return ['accountCenter.permission.READER', ...held.map((permission): MessageKey => `accountCenter.permission.${permission}`)];
}
