import type { Db } from '../../../db/database.ts';
import { MAIN_NAMESPACE } from '../titles.ts';

const IN_CHUNK = 500;

/** A main-namespace title's entry: directly, or through the redirect the title is. */
export interface TitleTarget {
  contentId: number;
}

/**
 * Looks titles of the main namespace up in the dump's title table (mediawiki_pages): the entry
 * each one is, following one redirect. Titles not imported (yet) are absent from the answer.
 */
export async function lookUpTitles(db: Db, editionId: number, titles: Iterable<string>): Promise<Map<string, TitleTarget>> {
  const wanted = [...new Set(titles)];
  const found = new Map<string, TitleTarget>();
  const redirects = new Map<string, string>();
  for (let at = 0; at < wanted.length; at += IN_CHUNK) {
    const rows = await db
      .selectFrom('mediawiki_pages')
      .select(['title', 'content_id', 'redirect_to'])
      .where('edition_id', '=', editionId)
      .where('ns', '=', MAIN_NAMESPACE)
      .where('title', 'in', wanted.slice(at, at + IN_CHUNK))
      .orderBy('page_id')
      .execute();
    for (const row of rows) {
      if (found.has(row.title)) continue;
      if (row.redirect_to !== null) redirects.set(row.title, row.redirect_to);
      else if (row.content_id !== null) found.set(row.title, { contentId: Number(row.content_id) });
    }
  }
  const targets = [...new Set([...redirects.values()].filter((target) => !found.has(target)))];
  const targetIds = new Map<string, number>();
  for (let at = 0; at < targets.length; at += IN_CHUNK) {
    const rows = await db
      .selectFrom('mediawiki_pages')
      .select(['title', 'content_id'])
      .where('edition_id', '=', editionId)
      .where('ns', '=', MAIN_NAMESPACE)
      .where('title', 'in', targets.slice(at, at + IN_CHUNK))
      .where('content_id', 'is not', null)
      .where('redirect_to', 'is', null)
      .execute();
    for (const row of rows) if (!targetIds.has(row.title)) targetIds.set(row.title, Number(row.content_id));
  }
  for (const [title, target] of redirects) {
    if (found.has(title)) continue;
    const id = found.get(target)?.contentId ?? targetIds.get(target);
    if (id !== undefined) found.set(title, { contentId: id });
  }
  return found;
}

/** Our path of an entry (the reader's detail page), with the link's fragment. */
export const entryHref = (basePath: string, contentId: number, fragment: string) =>
  `${basePath}content/${contentId}/detail${fragment ? `#${encodeURIComponent(fragment)}` : ''}`;
