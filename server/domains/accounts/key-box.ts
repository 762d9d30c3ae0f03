import type { Db } from '../../db/database.ts';

/** Server-cached user data by key (the spec's key-box: queryUniqueKey / addUniqueKey). */
export function keyBox(db: Db) {
  return {
    async get(userId: number, key: string): Promise<string | undefined> {
      const row = await db.selectFrom('key_box').select('value').where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    async set(userId: number, key: string, value: string): Promise<void> {
      const now = Math.floor(Date.now() / 1000);
      await db
        .insertInto('key_box')
        .values({ user_id: userId, key, value, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: now }))
        .execute();
    },
  };
}
