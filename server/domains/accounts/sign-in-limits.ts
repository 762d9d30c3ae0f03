import { nowSeconds } from '../../clock.ts';
import { rateLimited, waitAfter, type RateLimiter, type RateRule } from '../../rate-limit/rate-limit.ts';

/**
 * Sign-in limits (README, "What the server promises"). Nobody can lock anyone else out: the strict
 * limit is per account and address, an account under attack is slowed down only for the
 * addresses failing on it, and an address's ceiling across accounts is far above what people
 * sharing one address fail in a quarter of an hour.
 */
export const SIGN_IN_LIMITS = {
  /** Failures one address may make on one account. */
  pair: { limit: 5, windowSeconds: 900 },
  /** Failures one address may make across every account (credential stuffing). */
  address: { limit: 100, windowSeconds: 900 },
  /** Failures on one account, from every address, before the account is slowed down. */
  account: { limit: 10, windowSeconds: 900 },
  /** Once slowed down: attempts on the account from all the addresses that already failed on it. */
  pace: { limit: 1, windowSeconds: 5 },
} satisfies Record<string, RateRule>;

export interface SignInAttempt {
  /** The password was right: clears this address's failures on the account and takes this attempt off the other counts. */
  succeeded(): Promise<void>;
}

/**
 * Admits one sign-in attempt before its password is checked (argon2 is the expensive part), or
 * refuses it with a 429. Each counter counts the attempt first and decides on the count it
 * answers, so parallel attempts cannot all slip through; an admitted attempt stays counted as a
 * failure unless it succeeds, and a refused one is taken off the counters it had passed.
 */
export async function admitSignIn(limiter: RateLimiter, loginName: string, address: string, now = nowSeconds()): Promise<SignInAttempt> {
  const pair = { bucket: `login:pair:${loginName}:${address}`, rule: SIGN_IN_LIMITS.pair };
  const fromAddress = { bucket: `login:ip:${address}`, rule: SIGN_IN_LIMITS.address };
  const account = { bucket: `login:account:${loginName}`, rule: SIGN_IN_LIMITS.account };
  const refund = (...counters: Array<{ bucket: string; rule: RateRule }>) => Promise.all(counters.map(({ bucket, rule }) => limiter.refund(bucket, rule, now)));

  const pairCount = await limiter.count(pair.bucket, pair.rule, now);
  const pairWait = waitAfter(pair.rule, pairCount, now);
  if (pairWait > 0) throw rateLimited('failed sign-ins to this account from this address', pairWait);

  const addressWait = await limiter.consume(fromAddress.bucket, fromAddress.rule, now);
  if (addressWait > 0) {
    await refund(pair);
    throw rateLimited('failed sign-ins from this address', addressWait);
  }

  // An address new to the account (no failure on it this window) is never slowed down: that is the owner's way in.
  const slowedDown = (await limiter.count(account.bucket, account.rule, now)) > account.rule.limit;
  if (slowedDown && pairCount > 1) {
    const paceWait = await limiter.consume(`login:pace:${loginName}`, SIGN_IN_LIMITS.pace, now);
    if (paceWait > 0) {
      await refund(pair, fromAddress, account);
      throw rateLimited('failed sign-ins to this account', paceWait);
    }
  }

  return {
    async succeeded() {
      await Promise.all([limiter.reset(pair.bucket, pair.rule, now), refund(fromAddress, account)]);
    },
  };
}
