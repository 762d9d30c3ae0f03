import { avatarImage } from '../../../shared/avatar.ts';
import { PEOPLE_LIMITS, type Person } from '../../../shared/contract/people.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';

/**
 * The signed-in user's people (wapi/get_person_list): the contributors they follow, then the
 * contributors credited on the same entries as them (most shared entries first).
 */
export function peopleService(db: Db) {
  return {
    async follow(userId: number, editionId: number, personId: number, follow: boolean): Promise<boolean> {
      if (personId === userId) throw new DomainError('invalid', 'person_id: you cannot follow yourself');
      if (!follow) {
        await db.deleteFrom('person_follows').where('user_id', '=', userId).where('edition_id', '=', editionId).where('person_id', '=', personId).execute();
        return false;
      }
      const person = await db.selectFrom('users').select('id').where('id', '=', personId).executeTakeFirst();
      if (!person) throw new DomainError('not_found', `person_id: no contributor ${personId}`);
      await db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('person_follows')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
          .where('user_id', '=', userId)
          .where('edition_id', '=', editionId)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= PEOPLE_LIMITS.maxFollows) throw new DomainError('conflict', `person_id: at most ${PEOPLE_LIMITS.maxFollows} follows`);
        await trx
          .insertInto('person_follows')
          .values({ user_id: userId, edition_id: editionId, person_id: personId, created_at: Math.floor(Date.now() / 1000) })
          .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'person_id']).doNothing())
          .execute();
      });
      return true;
    },

    async list(userId: number, editionId: number): Promise<Person[]> {
      const followed = await db
        .selectFrom('person_follows')
        .select(['person_id'])
        .where('user_id', '=', userId)
        .where('edition_id', '=', editionId)
        .orderBy('created_at', 'desc')
        .orderBy('person_id', 'desc')
        .limit(PEOPLE_LIMITS.maxFollows)
        .execute();
      const credited = await db
        .selectFrom('contribution_content as mine')
        .innerJoin('contribution_content as other', (join) =>
          join.onRef('other.content_id', '=', 'mine.content_id').onRef('other.edition_id', '=', 'mine.edition_id'),
        )
        .select(['other.user_id', (eb) => eb.fn.countAll<number | string | bigint>().as('shared')])
        .where('mine.user_id', '=', userId)
        .where('mine.edition_id', '=', editionId)
        .where('other.user_id', '<>', userId)
        .groupBy('other.user_id')
        .orderBy('shared', 'desc')
        .orderBy('other.user_id')
        .limit(PEOPLE_LIMITS.maxCredited)
        .execute();
      const shared = new Map(credited.map((row) => [Number(row.user_id), Number(row.shared)]));
      const followedIds = followed.map((row) => Number(row.person_id));
      const ids = [...new Set([...followedIds, ...credited.map((row) => Number(row.user_id))])];
      if (ids.length === 0) return [];
      const [users, totals] = await Promise.all([
        db.selectFrom('users').select(['id', 'name', 'avatar', 'avatar_url', 'gender']).where('id', 'in', ids).execute(),
        db.selectFrom('contribution_totals').select(['user_id', 'value']).where('edition_id', '=', editionId).where('user_id', 'in', ids).execute(),
      ]);
      const byId = new Map(users.map((row) => [Number(row.id), row]));
      const value = new Map(totals.map((row) => [Number(row.user_id), Number(row.value)]));
      const following = new Set(followedIds);
      return ids.flatMap((id) => {
        const user = byId.get(id);
        if (!user) return [];
        return [
          {
            account_uid: String(id),
            account_name: user.name,
            img: avatarImage(user),
            value: value.get(id) ?? 0,
            is_follow: following.has(id),
            credited_count: shared.get(id) ?? 0,
          },
        ];
      });
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;
