import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ensureFooterPages } from '../../domains/operator/footer-pages.ts';

/** Every demo edition gets its footer's about and apply pages (the same ones a new edition gets). */
export async function seedFooterPages(db: Kysely<Database>): Promise<void> {
  const editions = await db.selectFrom('editions').selectAll().orderBy('id').execute();
  for (const edition of editions) await ensureFooterPages(db, edition, 'Almanac');
}
