import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../domains/accounts/permissions.ts';
import { pageBuildDir, pageReader, rawGet } from '../../tests/api/page-cache-harness.ts';
import { signUp } from '../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../tests/support/test-server.ts';

/** How often a request looked up its edition, its session and the viewer's permissions. */
const lookups = vi.hoisted(() => ({ edition: 0, session: 0, permissions: 0 }));

vi.mock('../domains/editions/editions-service.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../domains/editions/editions-service.ts')>();
  return {
    ...original,
    editionService: (...args: Parameters<typeof original.editionService>) => {
      const service = original.editionService(...args);
      const counted =
        <A extends unknown[], R>(lookup: (...a: A) => R) =>
        (...a: A): R => {
          lookups.edition += 1;
          return lookup(...a);
        };
      return {
        ...service,
        byAppSn: counted(service.byAppSn),
        byGame: counted(service.byGame),
        byBasePath: counted(service.byBasePath),
        defaultPublic: counted(service.defaultPublic),
      };
    },
  };
});

vi.mock('../domains/accounts/sessions.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../domains/accounts/sessions.ts')>();
  return {
    ...original,
    sessionStore: (...args: Parameters<typeof original.sessionStore>) => {
      const store = original.sessionStore(...args);
      return {
        ...store,
        resolve(...a: Parameters<typeof store.resolve>) {
          lookups.session += 1;
          return store.resolve(...a);
        },
      };
    },
  };
});

vi.mock('../domains/accounts/permissions.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../domains/accounts/permissions.ts')>();
  return {
    ...original,
    permissionStore: (...args: Parameters<typeof original.permissionStore>) => {
      const store = original.permissionStore(...args);
      return {
        ...store,
        forUser(...a: Parameters<typeof store.forUser>) {
          lookups.permissions += 1;
          return store.forUser(...a);
        },
      };
    },
  };
});

describe.each(dialects)('the request context on %s', (dialect) => {
  let server: TestServer;
  let admin: { cookie: string; aid: number };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await server.make.edition({ app_sn: 'closed', game: 'closed', base_path: '/c/w/', login_required: 1 });
    admin = await signUp(server, 'closed', 'context_admin');
    await permissionStore(server.db).grant(admin.aid, 'ADMIN', 0);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    lookups.edition = 0;
    lookups.session = 0;
    lookups.permissions = 0;
  });

  it('resolves the edition, the session and the permissions once for a call that checks three permissions', async () => {
    // The login-required gate (view-edition), the operator check (operate-edition) and the handler all use them.
    const answer = await (await server.get('/api/closed/v1/operator/channels', { headers: { cookie: admin.cookie } })).json();
    expect(answer.retcode).toBe(0);
    expect(lookups).toEqual({ edition: 1, session: 1, permissions: 1 });
  });

  it('resolves them again for the next request: nothing outlives one', async () => {
    for (let i = 0; i < 2; i += 1) await server.get('/api/closed/v1/operator/channels', { headers: { cookie: admin.cookie } });
    expect(lookups).toEqual({ edition: 2, session: 2, permissions: 2 });
  });

  it('never looks a session up without a cookie', async () => {
    const answer = await (await server.get('/api/closed/v1/operator/channels')).json();
    expect(answer.retcode).toBe(-100);
    expect(lookups).toEqual({ edition: 1, session: 0, permissions: 0 });
  });
});

describe.each(dialects)('the request context of pages on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let entryUrl: string;
  let reviewer: Awaited<ReturnType<typeof pageReader>>;

  beforeAll(async () => {
    server = await startTestServer(dialect, { buildDir: pageBuildDir() });
    const edition = await server.make.edition();
    base = edition.base_path;
    const channel = await server.make.channel(edition.id, { name: '上下文频道' });
    entryUrl = `${base}content/${(await server.make.entryPage(edition.id, { name: '上下文条目' }, { menuId: channel.id })).contentId}/detail`;
    reviewer = await pageReader(server, edition.id, ['AUDIT']);
  }, 300_000);
  afterAll(() => server?.close());
  beforeEach(() => {
    lookups.edition = 0;
    lookups.session = 0;
    lookups.permissions = 0;
  });

  it('looks the edition up once for a render for the page cache, its loaders and the cache mayStore together', async () => {
    const answer = await rawGet(server, entryUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-page-cache']).toBe('miss');
    expect(lookups).toEqual({ edition: 1, session: 0, permissions: 0 });
  });

  it('resolves the edition, the session and the permissions once for a signed-in page (root, layout and page loaders)', async () => {
    const answer = await rawGet(server, `${base}words/review`, { cookie: reviewer.cookie });
    expect(answer.status).toBe(200);
    expect(lookups).toEqual({ edition: 1, session: 1, permissions: 1 });
  });
});
