import { sql } from 'kysely';
import type { Subscriber } from '../../activity/dispatcher.ts';
import { AUTO_WATCH_KIND } from './settings.ts';

/**
 * The auto-watch subscriber: whoever wrote a published revision (so also who created the entry)
 * follows the entry from then on, unless they switched auto-watch off (settings.ts). A watch they
 * already have is kept as it is (a manual one stays manual); one they removed comes back with
 * their next published edit, as MediaWiki's "add pages I edit" does.
 */
export const autoWatchSubscriber: Subscriber = {
  name: 'auto-watch',
  async handle(trx, batch) {
    for (const { activity, editionId } of batch) {
      if (activity.kind !== 'entry_published' || activity.author_id === null) continue;
      const authorId = activity.author_id;
      await trx
        .insertInto('watches')
        .columns(['user_id', 'edition_id', 'target_kind', 'target_id', 'source', 'created_at'])
        .expression(
          trx
            .selectFrom('users as u')
            .select((eb) => [
              eb.ref('u.id').as('user_id'),
              sql<number>`cast(${editionId} as bigint)`.as('edition_id'),
              sql<string>`cast('entry' as varchar(16))`.as('target_kind'),
              sql<number>`cast(${activity.content_id} as bigint)`.as('target_id'),
              sql<string>`cast('auto' as varchar(16))`.as('source'),
              sql<number>`cast(${Date.now()} as bigint)`.as('created_at'),
            ])
            .where('u.id', '=', authorId)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('notification_settings as s')
                    .select('s.kind')
                    .whereRef('s.user_id', '=', 'u.id')
                    .where('s.edition_id', '=', editionId)
                    .where('s.kind', '=', AUTO_WATCH_KIND)
                    .where('s.site', '=', 0),
                ),
              ),
            ),
        )
        .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'target_kind', 'target_id']).doNothing())
        .execute();
    }
  },
};
