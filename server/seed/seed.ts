import type { Db } from '../db/database.ts';
import { isDatabaseEmpty } from '../db/emptiness.ts';
import { DomainError } from '../domains/domain-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import { seedDemo } from './demo/seed-demo.ts';

/** Seeds the demo wiki once: only a database without editions and accounts is seeded. */
export async function seedIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemo(db, storage);
  return true;
}

/** Seeds the demo wiki on request (`npm run seed`); a database with editions or accounts is refused. */
export async function seedDemoInto(db: Db, storage: FileStorage): Promise<void> {
  if (!(await seedIfEmpty(db, storage))) {
    throw new DomainError(
      'conflict',
      'The database already has editions or accounts: the demo is only seeded into an empty one (a new DATA_DIR or DATABASE_SCHEMA).',
    );
  }
}
