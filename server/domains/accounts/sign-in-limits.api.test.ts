import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';
import { signUp } from '../../../tests/support/accounts.ts';
import { clearOfWindowEnd, counterStores, postFrom, startTwoProcesses, statusCounts } from '../../../tests/support/shared-counters.ts';
import type { TestServer } from '../../../tests/support/test-server.ts';

/**
 * Sign-in limits over two app processes sharing their counters. Addresses are documentation
 * ones (203.0.113.0/24, 198.51.100.0/24) sent as X-Forwarded-For; no traffic goes to them.
 */
describe.each(counterStores)('sign-in limits, counters in the $store on $dialect', ({ dialect, store }) => {
  const base = '/api/ys_obc';
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    [first, second] = await startTwoProcesses(dialect, store);
    await first.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  // The limits count in fixed windows: a test straddling a window's end would see two.
  beforeEach(() => clearOfWindowEnd());

  /** Alternates the two processes, so every limit must hold across them. */
  const signIn = (address: string, loginName: string, password: string, n = 0) =>
    postFrom(n % 2 === 0 ? first : second, address, `${base}/v1/account/login`, { login_name: loginName, password });
  const newAccount = (loginName: string) => signUp(first, 'ys_obc', loginName, 'the right password');

  it('checks at most the limit of 50 parallel wrong passwords for one account from one address', async () => {
    await newAccount('parallel_target');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn('203.0.113.1', 'parallel_target', `wrong ${i}`, i)));
    expect(statusCounts(answers)).toEqual({ 401: SIGN_IN_LIMITS.pair.limit, 429: 50 - SIGN_IN_LIMITS.pair.limit });
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await refused.json();
    expect(body.retcode).toBe(429);
    expect(body.message).toMatch(/^too many failed sign-ins to this account from this address; try again in \d+ (minutes?|seconds?)$/);
    // The strict limit holds the right password too, from that address only.
    expect((await signIn('203.0.113.1', 'parallel_target', 'the right password')).status).toBe(429);
    expect((await signIn('198.51.100.1', 'parallel_target', 'the right password')).status).toBe(200);
  });

  it('takes the address the proxy saw, so an address forged in X-Forwarded-For escapes no limit', async () => {
    await newAccount('forged_front');
    // TRUST_PROXY=true is one proxy: it appends the address it saw, and whatever the client wrote before that is not believed.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(`198.51.100.${100 + i}, 203.0.113.50`, 'forged_front', `wrong ${i}`, i)));
    expect(statusCounts(answers)).toEqual({ 401: SIGN_IN_LIMITS.pair.limit, 429: 8 - SIGN_IN_LIMITS.pair.limit });
  });

  it('lets the owner in from a clean address while others hammer the account, slowing the failing addresses down', async () => {
    await newAccount('hammered');
    // Two attacking addresses use up their five tries each: ten failures, the account is slowed down from the next one.
    expect(SIGN_IN_LIMITS.account.limit).toBe(2 * SIGN_IN_LIMITS.pair.limit);
    for (const address of ['203.0.113.10', '203.0.113.11']) {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(address, 'hammered', `guess ${address} ${i}`, i)));
      expect(statusCounts(answers)).toEqual({ 401: 5, 429: 1 });
    }
    // A fourth address's first try is checked; its next ones share one try per few seconds for the whole account.
    expect((await signIn('203.0.113.13', 'hammered', 'first guess')).status).toBe(401);
    expect((await signIn('203.0.113.14', 'hammered', 'first guess')).status).toBe(401);
    const paced = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => signIn(i % 2 === 0 ? '203.0.113.13' : '203.0.113.14', 'hammered', `again ${i}`, i)));
    // One per window of SIGN_IN_LIMITS.pace: one checked, or two should the requests straddle a window's end.
    expect(paced.filter((answer) => answer.status === 401).length).toBeLessThan(paced.length / 2);
    const slowed = paced.find((answer) => answer.status === 429)!;
    expect((await slowed.json()).message).toMatch(/^too many failed sign-ins to this account; try again in \d+ seconds?$/);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(SIGN_IN_LIMITS.pace.windowSeconds);

    // The owner, from an address that has not been failing, gets straight in, on either process.
    expect((await signIn('198.51.100.20', 'hammered', 'the right password', 0)).status).toBe(200);
    expect((await signIn('198.51.100.21', 'hammered', 'the right password', 1)).status).toBe(200);
  });

  it('takes a forwarded address of any length', async () => {
    expect((await signIn(`2001:db8::${'f'.repeat(300)}`, 'nobody_here', 'whatever it is')).status).toBe(401);
  });

  it('clears the failures of an account and address when the password is right', async () => {
    await newAccount('typist');
    for (let i = 0; i < 4; i++) expect((await signIn('203.0.113.20', 'typist', `typo ${i}`, i)).status).toBe(401);
    expect((await signIn('203.0.113.20', 'typist', 'the right password')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn('203.0.113.20', 'typist', `typo again ${i}`, i)).status).toBe(401);
    expect((await signIn('203.0.113.20', 'typist', 'the right password')).status).toBe(429);
  });

  it('does not lock a shared address out over failures on other accounts; a ceiling stops credential stuffing', async () => {
    await newAccount('behind_the_nat');
    // Thirty failures on thirty accounts (the old per-address lock) leave the address's other users alone.
    const stuffing = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('203.0.113.30', `stuffed_${i}`, 'leaked password', i)));
    expect(statusCounts(stuffing)).toEqual({ 401: 30 });
    expect((await signIn('203.0.113.30', 'behind_the_nat', 'the right password')).status).toBe(200);

    // Past the ceiling of failures across accounts, the address is refused; everyone else is not.
    const ceiling = SIGN_IN_LIMITS.address.limit;
    const flood = await Promise.all(Array.from({ length: ceiling + 10 }, (_, i) => signIn('203.0.113.31', `flooded_${i}`, 'leaked password', i)));
    expect(statusCounts(flood)).toEqual({ 401: ceiling, 429: 10 });
    const refused = flood.find((answer) => answer.status === 429)!;
    expect((await refused.json()).message).toMatch(/^too many failed sign-ins from this address; try again in \d+ (minutes?|seconds?)$/);
    expect((await signIn('203.0.113.31', 'behind_the_nat', 'the right password')).status).toBe(429);
    expect((await signIn('198.51.100.31', 'behind_the_nat', 'the right password')).status).toBe(200);
    // 140 argon2 checks: far more than the usual 30 s on a busy machine.
  }, 120_000);
});
