import { isDatabaseEmpty } from '../db/emptiness.ts';
import type { Db } from '../db/database.ts';
import { TransferError } from './transfer-error.ts';

/**
 * Refuses a target that holds a wiki (editions or accounts), before and after migrating it: a
 * database never migrated has no such tables and counts as empty.
 */
export async function refuseNonEmptyTarget(db: Db, where: string): Promise<void> {
  const empty = await isDatabaseEmpty(db).catch(() => true);
  if (!empty) throw new TransferError(`${where} is not empty (it has editions or accounts): copy or import only into an empty database.`);
}
