import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, storeEnvironment } from '../support/cli.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('npm run seed on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  // Seeding itself is tested in seed.test.ts (the same seedIfEmpty); here the program refuses a database that is not empty.
  it('refuses a database that already has an account, and leaves it as it was', async () => {
    await server.make.user({ login_name: 'first_admin' });
    const result = await runCli('seed', [], storeEnvironment(dialect, server));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The database already has editions or accounts: the demo is only seeded into an empty one');
    expect(await server.db.selectFrom('editions').select('id').execute()).toEqual([]);
  }, 60_000);
});
