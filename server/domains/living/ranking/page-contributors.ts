import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { UserTable } from '../../../db/schema.ts';

/** A contributor with the user fields the presenters need. */
export interface ContributorRow extends Pick<Selectable<UserTable>, 'name' | 'avatar' | 'avatar_url' | 'gender'> {
  user_id: number;
  value: number;
}

/** A contributor of one page: their contribution value on it and the revisions of it they wrote. */
export interface PageContributorRow extends ContributorRow {
  edits: number;
}

/**
 * Who contributed to a content, from the same records its history and the rankings read: every
 * account that wrote a published revision of it (the history's editors; rollbacks included), and
 * every account credited with contribution value on it (approved edits, accepted corrections).
 * Highest value first, then most revisions, then the oldest account.
 */
export async function pageContributors(db: Db, editionId: number, contentId: number, limit: number): Promise<PageContributorRow[]> {
  const [revisions, credited] = await Promise.all([
    db
      .selectFrom('entry_revisions')
      .select(['author_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('content_id', '=', contentId)
      .where('author_id', 'is not', null)
      .groupBy('author_id')
      .execute(),
    db
      .selectFrom('contribution_content')
      .select(['user_id', 'value'])
      .where('edition_id', '=', editionId)
      .where('content_id', '=', contentId)
      .where('value', '>', 0)
      .execute(),
  ]);
  const byUser = new Map<number, { value: number; edits: number }>();
  for (const row of revisions) byUser.set(Number(row.author_id), { value: 0, edits: Number(row.n) });
  for (const row of credited) {
    const id = Number(row.user_id);
    byUser.set(id, { value: Number(row.value), edits: byUser.get(id)?.edits ?? 0 });
  }
  if (byUser.size === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'avatar', 'avatar_url', 'gender'])
    .where('id', 'in', [...byUser.keys()])
    .execute();
  return users
    .map((user) => ({
      user_id: Number(user.id),
      name: user.name,
      avatar: user.avatar,
      avatar_url: user.avatar_url,
      gender: user.gender,
      ...byUser.get(Number(user.id))!,
    }))
    .sort((a, b) => b.value - a.value || b.edits - a.edits || a.user_id - b.user_id)
    .slice(0, limit);
}

/** How many contributors pageContributors() would list without a limit (the entry's statistics). */
export async function countPageContributors(db: Db, editionId: number, contentId: number): Promise<number> {
  const authors = db
    .selectFrom('entry_revisions')
    .select((eb) => eb.cast<number>('author_id', 'integer').as('user_id'))
    .where('content_id', '=', contentId)
    .where('author_id', 'is not', null);
  const credited = db
    .selectFrom('contribution_content')
    .select('user_id')
    .where('edition_id', '=', editionId)
    .where('content_id', '=', contentId)
    .where('value', '>', 0);
  const row = await db
    .selectFrom(authors.union(credited).as('contributors'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
