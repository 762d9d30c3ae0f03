import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { keyBox } from './key-box.ts';
import { permissionStore, type Permission } from './permissions.ts';
import { consumeOrRefuse, rateLimiter, type RateLimiter, type RateRule } from '../../rate-limit/rate-limit.ts';
import { realnameFlow, type CodeSender } from './realname.ts';
import { sessionStore, type UserRow } from './sessions.ts';
import { admitSignIn } from './sign-in-limits.ts';
import { DomainError } from '../domain-error.ts';

/** Sign-ups one address may make per hour (sign-in limits: accounts/sign-in-limits.ts). */
export const REGISTER_LIMIT: RateRule = { limit: 10, windowSeconds: 3600 };

// A hash to verify against when the account does not exist, so both cases take as long.
let dummyHash: Promise<string> | undefined;
/** Made on the first sign-in, not at start-up (an argon2 hash is ~20 ms of CPU). */
const DUMMY_HASH = () => (dummyHash ??= hash('not-a-real-password-0'));

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** Accounts: sign-up, sign-in, sessions, permissions, the key-box and real-name verification. */
export function accountsService(db: Db, options: { codeSender: CodeSender; rateLimits?: RateLimiter | undefined }) {
  const sessions = sessionStore(db);
  const permissions = permissionStore(db);
  const limiter = options.rateLimits ?? rateLimiter(db);

  return {
    sessions,
    permissions,
    limiter,
    keyBox: keyBox(db),
    realname: realnameFlow(db, options.codeSender),

    async register(input: { loginName: string; password: string; name?: string | undefined }, meta: RequestMeta) {
      await consumeOrRefuse(limiter, `register:ip:${meta.ip}`, REGISTER_LIMIT, 'sign-ups from this address');
      const loginName = input.loginName.toLowerCase();
      const alreadyTaken = new DomainError('conflict', 'login_name: already taken');
      const taken = await db.selectFrom('users').select('id').where('login_name', '=', loginName).executeTakeFirst();
      if (taken) throw alreadyTaken;
      const user = await db
        .insertInto('users')
        .values({
          name: input.name ?? input.loginName,
          login_name: loginName,
          password_hash: await hash(input.password),
          created_at: Math.floor(Date.now() / 1000),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        // Two sign-ups of one name at once: the unique index lets one in.
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? alreadyTaken : error;
        });
      const session = await sessions.create(user.id, meta);
      return { user, session };
    },

    async login(input: { loginName: string; password: string }, meta: RequestMeta) {
      const loginName = input.loginName.toLowerCase();
      // Counted before the password is checked; it stays counted as a failure unless it succeeds.
      const attempt = await admitSignIn(limiter, loginName, meta.ip);
      const user = await db.selectFrom('users').selectAll().where('login_name', '=', loginName).executeTakeFirst();
      const valid = await verify(user?.password_hash ?? (await DUMMY_HASH()), input.password).catch(() => false);
      if (!user || !user.password_hash || !valid) throw new DomainError('bad_credentials', 'wrong account name or password');
      if (user.status !== 'active') throw new DomainError('forbidden', 'this account is suspended');
      await attempt.succeeded();
      return { user, session: await sessions.create(user.id, meta) };
    },

    /** The viewer's permissions in an edition. */
    permissionsOf: (user: UserRow, editionId: number): Promise<Permission[]> => permissions.forUser(user.id, editionId),
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
