import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/storage.ts';
import { seedDemo } from './demo/seed-demo.ts';

/** Seeds the demo wiki once: only a database without editions is seeded. */
export async function seedIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  const any = await db.selectFrom('editions').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seedDemo(db, storage);
  return true;
}
