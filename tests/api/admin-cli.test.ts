import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminCommand } from '../../server/cli/admin-commands.ts';
import { postJson, sessionCookieOf } from '../support/accounts.ts';
import { runCli, storeEnvironment } from '../support/cli.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const CLI_TIMEOUT = 90_000;

describe.each(dialects)('npm run admin on %s', (dialect) => {
  let server: TestServer;
  const admin = (args: string[], env: Record<string, string> = {}) =>
    runCli('admin', args, { ...storeEnvironment(dialect, server), NODE_ENV: 'production', ...env });
  const login = (appSn: string, loginName: string, password: string) => postJson(server, `/api/${appSn}/v1/account/login`, { login_name: loginName, password });
  /** The same commands in this process (what the program runs after reading its input). */
  const inProcess = async (args: string[], password = '') => {
    const lines: string[] = [];
    await executeAdminCommand(parseAdminCommand(args), { db: server.db, readPassword: async () => password, print: (line) => lines.push(line) });
    return lines.join('\n');
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it(
    'creates the first edition and administrator of an empty database from the command line',
    async () => {
      const [noPassword, short, edition] = await Promise.all([
        admin(['create', 'chief']),
        admin(['create', 'chief'], { ADMIN_PASSWORD: 'short' }),
        admin(['create-edition', 'first', '--path', '/first/wiki/', '--name', 'First wiki', '--lang', 'en-US']),
      ]);
      // Input is no terminal: without ADMIN_PASSWORD there is no way to ask.
      expect(noPassword.code).toBe(1);
      expect(noPassword.stderr).toContain('password: set ADMIN_PASSWORD, or run the command in a terminal');
      expect(short.code).toBe(1);
      expect(short.stderr).toContain('password: must be at least 8 characters');
      expect(await server.db.selectFrom('users').select('id').execute()).toEqual([]);
      expect(edition.code, edition.stderr).toBe(0);
      expect(edition.stdout).toContain("Created the edition 'First wiki' (first) at /first/wiki/");
      expect((await (await server.get('/api/first/v1/getChannelTree')).json()).retcode).toBe(0);

      const made = await admin(['create', 'Chief', '--display-name', 'The chief'], { ADMIN_PASSWORD: 'first password 1' });
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain("Created the administrator 'chief' (ADMIN in every edition)");
      const duplicate = await admin(['create', 'CHIEF'], { ADMIN_PASSWORD: 'another password 2' });
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain("name: an account 'chief' already exists (npm run admin -- set-password chief changes its password)");

      // The administrator signs in and operates every edition.
      const signedIn = await login('first', 'chief', 'first password 1');
      expect(signedIn.status).toBe(200);
      const cookie = sessionCookieOf(signedIn);
      const permissions = await (await server.get('/api/first/v1/account/permissions', { headers: { cookie } })).json();
      expect(permissions.data.Permissions).toContain('ADMIN');
      // Edition-independent operator calls need ADMIN for every edition.
      expect((await server.get('/api/first/v1/operator/audit?scope=all', { headers: { cookie } })).status).toBe(200);
      const other = await server.make.edition();
      expect((await server.get(`/api/${other.app_sn}/v1/operator/audit`, { headers: { cookie } })).status).toBe(200);
      const audit = await server.db.selectFrom('operator_audit_log').select(['action', 'actor_name']).where('action', '=', 'edition.create').execute();
      expect(audit).toEqual([{ action: 'edition.create', actor_name: 'npm run admin' }]);
      expect(await inProcess(['list'])).toContain('chief\tThe chief\tactive\tevery edition');
    },
    CLI_TIMEOUT,
  );

  it('changes a password and signs the account out everywhere', async () => {
    const { app_sn: appSn } = await server.make.edition();
    await inProcess(['create', 'deputy'], 'first password 1');
    const cookie = sessionCookieOf(await login(appSn, 'deputy', 'first password 1'));
    expect(await inProcess(['set-password', 'Deputy'], 'second password 2')).toBe("Changed the password of 'deputy'; 1 session(s) signed out.");
    expect((await server.get(`/api/${appSn}/v1/account/user_info`, { headers: { cookie } })).status).toBe(401);
    expect((await login(appSn, 'deputy', 'first password 1')).status).toBe(401);
    expect((await login(appSn, 'deputy', 'second password 2')).status).toBe(200);
    await expect(inProcess(['set-password', 'nobody'], 'second password 2')).rejects.toThrow("name: there is no account 'nobody'");
    await expect(inProcess(['set-password', 'deputy'], 'short')).rejects.toThrow('password: must be at least 8 characters');
  });

  it('names each bad field of a new edition, and a taken one', async () => {
    const bad = inProcess(['create-edition', 'Bad', '--path', 'nope', '--name', '']).catch((error: Error) => error.message);
    expect((await bad)?.split('\n').sort()).toEqual([
      '--game: must be 2-32 lowercase letters, digits or _',
      '--name: is required',
      '--path: must look like /ns/site/',
      'APP_SN: must be 2-32 lowercase letters, digits or _, starting with a letter',
    ]);
    const taken = await server.make.edition();
    await expect(inProcess(['create-edition', 'second', '--path', taken.base_path, '--name', 'Second'])).rejects.toThrow(
      'base_path: already used by another edition',
    );
    await expect(inProcess(['create', 'no spaces'], 'long enough 1')).rejects.toThrow('name: must be 3 to 32 letters, digits or underscores');
  });
});
