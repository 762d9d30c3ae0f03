import type { Db } from '../../db/database.ts';
import { readCurrentPage } from './current-page.ts';
import { modulePlainLines } from './plain-text.ts';

/**
 * The readable text of an entry page's current revision (module names and the text of every
 * component), for the search index. Empty while the page has no modules.
 */
export async function entryPagePlainText(db: Db, contentId: number): Promise<string> {
  const row = await db.selectFrom('entry_pages').select(['edition_id']).where('content_id', '=', contentId).executeTakeFirst();
  // Through readCurrentPage: an imported page not converted yet is indexed by its converted text.
  const page = row ? await readCurrentPage(db, Number(row.edition_id), contentId) : undefined;
  return page ? modulePlainLines(page.doc).join('\n') : '';
}
