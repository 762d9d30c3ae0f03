import type { Kysely } from 'kysely';
import type { GrantInput, OperatorUser, SuspendInput, UserSearchQuery } from '../../../shared/contract/operator-users.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';
import { recordAudit, type Actor } from './audit.ts';
import { sessionStore } from '../accounts/sessions.ts';
import { announce } from '../../activity/activity.ts';

const USER_COLUMNS = ['id', 'name', 'login_name', 'status', 'suspended_at', 'suspend_reason', 'created_at'] as const;

async function snapshot(trx: Kysely<Database>, userId: number): Promise<OperatorUser> {
  const row = await trx.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', `user_id: no user ${userId}`);
  const grants = await trx
    .selectFrom('user_permissions')
    .select(['permission', 'edition_id'])
    .where('user_id', '=', userId)
    .orderBy('edition_id')
    .orderBy('permission')
    .execute();
  return {
    id: Number(row.id),
    name: row.name,
    login_name: row.login_name,
    status: row.status,
    suspended_at: row.suspended_at === null ? null : Number(row.suspended_at),
    suspend_reason: row.suspend_reason,
    created_at: Number(row.created_at),
    grants: grants.map((grant) => ({ permission: grant.permission, edition_id: Number(grant.edition_id) })),
  };
}

/** Accounts for operators: search, permission grants, suspension (which ends every session). */
export function operatorUsers(db: Db) {
  return {
    async search(query: UserSearchQuery): Promise<{ list: OperatorUser[]; total: number }> {
      let base = db.selectFrom('users');
      const keyword = query.keyword.trim().toLowerCase();
      if (keyword) {
        const like = `%${keyword.replace(/[%\\]/g, '')}%`;
        const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : -1;
        base = base.where((eb) => eb.or([eb('login_name', 'like', like), eb(eb.fn('lower', ['name']), 'like', like), eb('id', '=', id)]));
      }
      const [rows, count] = await Promise.all([
        base
          .select('id')
          .orderBy('id')
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const list = await Promise.all(rows.map((row) => snapshot(db, Number(row.id))));
      return { list, total: Number(count.count) };
    },

    setGrant: (actor: Actor, input: GrantInput) =>
      db.transaction().execute(async (trx) => {
        if (input.edition_id !== 0) {
          const edition = await trx.selectFrom('editions').select('id').where('id', '=', input.edition_id).executeTakeFirst();
          if (!edition) throw new DomainError('invalid', `edition_id: no edition ${input.edition_id}`);
        }
        if (!input.granted && input.user_id === actor.id && input.permission === 'ADMIN') {
          throw new DomainError('invalid', 'user_id: you cannot revoke your own ADMIN permission');
        }
        const before = await snapshot(trx, input.user_id);
        if (input.granted) {
          const inserted = await trx
            .insertInto('user_permissions')
            .values({ user_id: input.user_id, edition_id: input.edition_id, permission: input.permission, granted_at: nowSeconds(), granted_by: actor.id })
            .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'permission']).doNothing())
            .executeTakeFirst();
          // The user hears of a new grant (server/domains/notifications/); edition 0: every edition's inbox.
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0)
            await announce(trx, input.edition_id, { kind: 'grant_given', user_id: input.user_id, grant: input.permission, by_id: actor.id });
        } else {
          await trx
            .deleteFrom('user_permissions')
            .where('user_id', '=', input.user_id)
            .where('edition_id', '=', input.edition_id)
            .where('permission', '=', input.permission)
            .execute();
        }
        const after = await snapshot(trx, input.user_id);
        await recordAudit(trx, actor, {
          editionId: input.edition_id,
          action: input.granted ? 'user.grant' : 'user.revoke',
          targetType: 'user',
          targetId: input.user_id,
          before,
          after,
        });
        return after;
      }),

    /** Suspends an account (its sessions end, sign-in is refused) or lifts the suspension. */
    setSuspended: (actor: Actor, input: SuspendInput) =>
      db.transaction().execute(async (trx) => {
        if (input.user_id === actor.id && input.suspended) throw new DomainError('invalid', 'user_id: you cannot suspend your own account');
        const before = await snapshot(trx, input.user_id);
        await trx
          .updateTable('users')
          .set(
            input.suspended
              ? { status: 'suspended', suspended_at: nowSeconds(), suspended_by: actor.id, suspend_reason: input.reason }
              : { status: 'active', suspended_at: null, suspended_by: null, suspend_reason: '' },
          )
          .where('id', '=', input.user_id)
          .execute();
        // Its sessions and its secret URLs (calendar feeds) end with it.
        if (input.suspended) await sessionStore(trx).destroyAllOf(input.user_id);
        const after = await snapshot(trx, input.user_id);
        await recordAudit(trx, actor, {
          editionId: 0,
          action: input.suspended ? 'user.suspend' : 'user.unsuspend',
          targetType: 'user',
          targetId: input.user_id,
          before,
          after,
        });
        return after;
      }),
  };
}
