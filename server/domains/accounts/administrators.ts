import { hash } from '@node-rs/argon2';
import type { z } from 'zod';
import { loginNameSchema, passwordSchema } from '../../../shared/contract/accounts.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { permissionStore } from './permissions.ts';
import { sessionStore } from './sessions.ts';

export interface AdministratorSummary {
  loginName: string;
  name: string;
  status: string;
  /** Where the account holds ADMIN: 'every edition', or the app_sn of each edition. */
  scope: string[];
}

function checked<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DomainError('invalid', `${field}: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data;
}

/** Names are kept in lower case, as sign-up stores them. */
const loginNameOf = (value: string) => checked(loginNameSchema, value, 'name').toLowerCase();

/**
 * Administrators from the command line (`npm run admin`): the first one of a production
 * install, a forgotten password, who may operate the wiki. Same rules as sign-up.
 */
export function administrators(db: Db) {
  async function accountNamed(loginName: string) {
    return db.selectFrom('users').select(['id', 'name']).where('login_name', '=', loginName).executeTakeFirst();
  }

  return {
    /** A new account with ADMIN in every edition (as the demo's admin has). */
    async create(input: { loginName: string; password: string; name?: string | undefined }): Promise<{ id: number; loginName: string }> {
      const loginName = loginNameOf(input.loginName);
      const password = checked(passwordSchema, input.password, 'password');
      if (await accountNamed(loginName)) {
        throw new DomainError('conflict', `name: an account '${loginName}' already exists (npm run admin -- set-password ${loginName} changes its password)`);
      }
      const passwordHash = await hash(password);
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({ name: input.name?.trim() || loginName, login_name: loginName, password_hash: passwordHash, created_at: Math.floor(Date.now() / 1000) })
          .returning('id')
          .executeTakeFirstOrThrow();
        await permissionStore(trx).grant(user.id, 'ADMIN', 0);
        return { id: user.id, loginName };
      });
    },

    /** A new password; the account is signed out everywhere. Answers how many sessions ended. */
    async setPassword(rawLoginName: string, rawPassword: string): Promise<{ sessionsEnded: number }> {
      const loginName = loginNameOf(rawLoginName);
      const password = checked(passwordSchema, rawPassword, 'password');
      const user = await accountNamed(loginName);
      if (!user) throw new DomainError('not_found', `name: there is no account '${loginName}'`);
      const passwordHash = await hash(password);
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
        return { sessionsEnded: await sessionStore(trx).destroyAllOf(user.id) };
      });
    },

    /** Every account holding ADMIN somewhere, oldest first. */
    async list(): Promise<AdministratorSummary[]> {
      const rows = await db
        .selectFrom('user_permissions as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('editions as e', 'e.id', 'p.edition_id')
        .select(['u.id', 'u.login_name', 'u.name', 'u.status', 'p.edition_id', 'e.app_sn'])
        .where('p.permission', '=', 'ADMIN')
        .orderBy('u.id')
        .orderBy('p.edition_id')
        .execute();
      const byUser = new Map<number, AdministratorSummary>();
      for (const row of rows) {
        const summary = byUser.get(row.id) ?? { loginName: row.login_name ?? '', name: row.name, status: row.status, scope: [] };
        summary.scope.push(row.edition_id === 0 ? 'every edition' : (row.app_sn ?? `edition ${row.edition_id}`));
        byUser.set(row.id, summary);
      }
      return [...byUser.values()];
    },
  };
}
