import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTER_LIMIT } from '../../server/domains/accounts/accounts-service.ts';
import { REPORT_LIMIT } from '../../server/domains/corrections/corrections-service.ts';
import { MAX_OPEN_UPLOADS } from '../../server/domains/uploads/upload-service.ts';
import { signUp } from '../support/accounts.ts';
import { clearOfWindowEnd, counterStores, postFrom, startTwoProcesses, statusCounts } from '../support/shared-counters.ts';
import type { TestServer } from '../support/test-server.ts';

/** Requests sent all at once, over two app processes: never more than the limit go through. */
describe.each(counterStores)('parallel requests against limits, counters in the $store on $dialect', ({ dialect, store }) => {
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

  /** n requests at once, alternating the two processes. */
  const inParallel = (n: number, send: (server: TestServer, i: number) => Promise<Response>) =>
    Promise.all(Array.from({ length: n }, (_, i) => send(i % 2 === 0 ? first : second, i)));

  it('lets through exactly the limit of sign-ups from one address', async () => {
    const answers = await inParallel(REGISTER_LIMIT.limit + 5, (server, i) =>
      postFrom(server, '203.0.113.40', `${base}/v1/account/register`, { login_name: `rush_${i}`, password: 'the right password' }),
    );
    expect(statusCounts(answers)).toEqual({ 200: REGISTER_LIMIT.limit, 429: 5 });
    const refused = answers.find((answer) => answer.status === 429)!;
    expect((await refused.json()).message).toMatch(/^too many sign-ups from this address; try again in \d+ (minutes?|seconds?)$/);
    // Another address signs up as usual.
    expect((await postFrom(first, '198.51.100.40', `${base}/v1/account/register`, { login_name: 'calm_one', password: 'the right password' })).status).toBe(
      200,
    );
  });

  it('signs up one of two people taking the same name at once, and tells the other it is taken', async () => {
    const answers = await inParallel(2, (server, i) =>
      postFrom(server, `198.51.100.${50 + i}`, `${base}/v1/account/register`, { login_name: 'same_name', password: 'the right password' }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
    expect((await answers.find((answer) => answer.status === 409)!.json()).message).toBe('login_name: already taken');
  });

  it('lets through exactly the limit of reports from one user', async () => {
    const { cookie } = await signUp(first, 'ys_obc', 'eager_reporter');
    const answers = await inParallel(REPORT_LIMIT.limit + 5, (server, i) =>
      postFrom(server, '203.0.113.41', `${base}/v1/content/report_error`, { feedback_type: 3, reason: `parallel ${i}` }, cookie),
    );
    expect(statusCounts(answers)).toEqual({ 200: REPORT_LIMIT.limit, 429: 5 });
    const rows = await first.db.selectFrom('correction_reports').select('id').where('reason', 'like', 'parallel %').execute();
    expect(rows).toHaveLength(REPORT_LIMIT.limit);
  });

  it('never leaves more than the allowed unfinished uploads open', async () => {
    const { cookie } = await signUp(first, 'ys_obc', 'eager_uploader');
    const answers = await inParallel(MAX_OPEN_UPLOADS + 5, (server, i) =>
      postFrom(server, '203.0.113.42', `${base}/v1/upload/init`, { file_name: `a${i}.png`, mime: 'image/png', size: 10 }, cookie),
    );
    const counts = statusCounts(answers);
    expect(counts[200] ?? 0).toBeLessThanOrEqual(MAX_OPEN_UPLOADS);
    expect((counts[200] ?? 0) + (counts[429] ?? 0)).toBe(MAX_OPEN_UPLOADS + 5);
    const open = await first.db
      .selectFrom('upload_sessions')
      .innerJoin('users', 'users.id', 'upload_sessions.user_id')
      .select('upload_sessions.id')
      .where('users.login_name', '=', 'eager_uploader')
      .execute();
    expect(open).toHaveLength(counts[200] ?? 0);
  });
});
