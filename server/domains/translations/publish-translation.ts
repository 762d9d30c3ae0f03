import type { EntryDocInput } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { entryChanged } from '../../content-changes/entry-changed.ts';
import { nowSeconds } from '../../clock.ts';
import { DomainError } from '../domain-error.ts';
import { checkEntryDoc } from '../entry-pages/doc.ts';
import { readCurrentPage } from '../entry-pages/current-page.ts';
import { reindexContent } from '../search/reindex.ts';
import { sourceFingerprints } from './overlay.ts';

export interface PublishTranslationInput {
  editionId: number;
  contentId: number;
  /** A content language of the edition other than its source (checked by the caller). */
  lang: string;
  doc: EntryDocInput;
  authorId: number | null;
  summary?: string;
  createdAt?: number;
}

/**
 * Publishes a new version of an entry's text in one language, in one transaction (the caller's
 * when `db` is one): the translation row with the source version and fingerprints it was made
 * from (so a later source edit marks what changed), the search index (which holds every
 * language's names) and the content-changed event, so stored pages in every language drop.
 */
export async function publishTranslation(db: Db, input: PublishTranslationInput): Promise<{ version: number }> {
  const doc = checkEntryDoc(input.doc);
  if (!db.isTransaction) return db.transaction().execute((trx) => publishTranslation(trx, input));
  const source = await readCurrentPage(db, input.editionId, input.contentId);
  if (!source) throw new DomainError('not_found', `entry_page_id: no entry page ${input.contentId}`);
  const last = await db
    .selectFrom('entry_translations')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('content_id', '=', input.contentId)
    .where('lang', '=', input.lang)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await db
    .insertInto('entry_translations')
    .values({
      content_id: input.contentId,
      lang: input.lang,
      version,
      source_version: source.version,
      source_hashes: JSON.stringify(sourceFingerprints(source.doc)),
      author_id: input.authorId,
      summary: (input.summary ?? '').slice(0, 200),
      doc: JSON.stringify(doc),
      created_at: input.createdAt ?? nowSeconds(),
    })
    .execute();
  await reindexContent(db, input.contentId);
  await entryChanged(db, input.contentId);
  return { version };
}
