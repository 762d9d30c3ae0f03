import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { UserTable } from '../../../db/schema.ts';

/** A contributor with the user fields the presenters need. */
export interface ContributorRow extends Pick<Selectable<UserTable>, 'name' | 'avatar' | 'avatar_url' | 'gender'> {
  user_id: number;
  value: number;
}

/** A contributor of one page: their contribution value on it and how many edits of it they published (at least 1). */
export interface PageContributorRow extends ContributorRow {
  edits: number;
}

/**
 * Who contributed to a content: every account that published an edit of it, with how many it
 * published (each revision it wrote, its creation and rollbacks included, and each published
 * translation of it) and the contribution value credited to it on the content (approved edits,
 * accepted corrections). Nobody is listed without a published edit: a reader credited only for a
 * correction made no edit of the page. Highest value first, then most edits, then the oldest account.
 */
export async function pageContributors(db: Db, editionId: number, contentId: number, limit: number): Promise<PageContributorRow[]> {
  const [revisions, translations] = await Promise.all([editsOf(db, 'entry_revisions', contentId), editsOf(db, 'entry_translations', contentId)]);
  const edits = new Map<number, number>();
  for (const row of [...revisions, ...translations]) edits.set(Number(row.author_id), (edits.get(Number(row.author_id)) ?? 0) + Number(row.n));
  if (edits.size === 0) return [];
  const ids = [...edits.keys()];
  const [users, credited] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'avatar', 'avatar_url', 'gender']).where('id', 'in', ids).execute(),
    db
      .selectFrom('contribution_content')
      .select(['user_id', 'value'])
      .where('edition_id', '=', editionId)
      .where('content_id', '=', contentId)
      .where('user_id', 'in', ids)
      .execute(),
  ]);
  const value = new Map(credited.map((row) => [Number(row.user_id), Math.max(0, Number(row.value))]));
  return users
    .map((user) => ({
      user_id: Number(user.id),
      name: user.name,
      avatar: user.avatar,
      avatar_url: user.avatar_url,
      gender: user.gender,
      value: value.get(Number(user.id)) ?? 0,
      edits: edits.get(Number(user.id))!,
    }))
    .sort((a, b) => b.value - a.value || b.edits - a.edits || a.user_id - b.user_id)
    .slice(0, limit);
}

/** Published edits of a content per account: its revisions, or its published translations. */
const editsOf = (db: Db, table: 'entry_revisions' | 'entry_translations', contentId: number) =>
  db
    .selectFrom(table)
    .select(['author_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('content_id', '=', contentId)
    .where('author_id', 'is not', null)
    .groupBy('author_id')
    .execute();

/** How many contributors pageContributors() would list without a limit (the entry's statistics). */
export async function countPageContributors(db: Db, contentId: number): Promise<number> {
  const authors = (table: 'entry_revisions' | 'entry_translations') =>
    db
      .selectFrom(table)
      .select((eb) => eb.cast<number>('author_id', 'integer').as('user_id'))
      .where('content_id', '=', contentId)
      .where('author_id', 'is not', null);
  const row = await db
    .selectFrom(authors('entry_revisions').union(authors('entry_translations')).as('contributors'))
    .innerJoin('users', 'users.id', 'contributors.user_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
