import type { Db } from './database.ts';

/**
 * Whether a (migrated) database holds nothing anyone made: no edition and no account. The demo
 * seed and a restore only write into such a database unless told to replace it.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const edition = await db.selectFrom('editions').select('id').limit(1).executeTakeFirst();
  if (edition) return false;
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !user;
}
