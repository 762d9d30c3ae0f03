import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Retcode } from '../../shared/contract/retcode.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Errors as the publisher answers them (#15): under /common/blackboard/... and /hoyowiki/... every
 * error is HTTP 200 with the retcode in the body, including those answered before any route runs
 * (unknown paths, the CSRF and content-type guards, body limits, malformed JSON); the canonical
 * /api/... keeps the matching HTTP status.
 */

interface Case {
  name: string;
  /** The same call on each mount; {mount} is replaced by the mount's prefix. */
  path: string;
  init?: RequestInit;
  status: number;
  retcode: number;
  message?: RegExp;
}

const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

describe.each(dialects)('error answers on each mount on %s', (dialect) => {
  let server: TestServer;
  let mounts: { canonical: { v1: string; wapi: string }; blackboard: string; hoyowiki: string; hoyowikiDefault: string };
  let lockedGame: string;
  let lockedAppSn: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    const locked = await server.make.edition({ login_required: 1 });
    lockedGame = locked.game;
    lockedAppSn = locked.app_sn;
    mounts = {
      canonical: { v1: `/api/${edition.app_sn}`, wapi: `/api/${edition.app_sn}` },
      blackboard: `/common/blackboard/${edition.app_sn}`,
      hoyowiki: `/hoyowiki/${edition.game}`,
      hoyowikiDefault: '/hoyowiki',
    };
  });
  afterAll(() => server.close());

  const v1Cases = (): Case[] => [
    { name: 'unknown call', path: '{mount}/v1/nothing/here', status: 404, retcode: Retcode.NOT_FOUND, message: /no API call GET/ },
    { name: 'unknown channel', path: '{mount}/v1/home/content/list?channel_id=987654', status: 404, retcode: Retcode.NOT_FOUND, message: /channel_id/ },
    { name: 'validation', path: '{mount}/v1/home/content/list?channel_id=abc', status: 422, retcode: Retcode.INVALID_PARAMS, message: /channel_id/ },
    { name: 'login needed', path: '{mount}/v1/account/user_info', status: 401, retcode: Retcode.LOGIN_REQUIRED },
    {
      name: 'cross-site',
      path: '{mount}/v1/account/logout',
      init: json('{}', { origin: 'https://evil.example' }),
      status: 403,
      retcode: Retcode.CROSS_SITE_REFUSED,
      message: /cross-site request refused/,
    },
    {
      name: 'content type',
      path: '{mount}/v1/account/logout',
      init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
      status: 415,
      retcode: Retcode.UNSUPPORTED_MEDIA_TYPE,
      message: /unsupported content type text\/plain/,
    },
    // A byte body: fetch adds no Content-Type to it (a string body would be called text/plain).
    {
      name: 'no content type',
      path: '{mount}/v1/account/logout',
      init: { method: 'POST', body: new TextEncoder().encode('{}') },
      status: 415,
      retcode: Retcode.UNSUPPORTED_MEDIA_TYPE,
      message: /^the body has no content type: send it as application\/json$/,
    },
    { name: 'malformed JSON', path: '{mount}/v1/account/login', init: json('{"login_name":'), status: 422, retcode: Retcode.INVALID_PARAMS },
    {
      name: 'body too large',
      path: '{mount}/v1/account/login',
      init: json(JSON.stringify({ login_name: 'a', password: 'x'.repeat(1_100_000) })),
      status: 413,
      retcode: Retcode.PAYLOAD_TOO_LARGE,
    },
  ];

  const wapiCases = (): Case[] => [
    { name: 'unknown call', path: '{mount}/wapi/nothing', status: 404, retcode: Retcode.NOT_FOUND, message: /no API call GET/ },
    { name: 'unknown entry', path: '{mount}/wapi/entry_page?entry_page_id=987654321', status: 404, retcode: Retcode.NOT_FOUND },
    { name: 'unknown menu', path: '{mount}/wapi/get_menu_filters?menu_id=987654', status: 404, retcode: Retcode.NOT_FOUND, message: /menu_id/ },
    { name: 'validation', path: '{mount}/wapi/get_menu_filters?menu_id=-1', status: 422, retcode: Retcode.INVALID_PARAMS, message: /menu_id/ },
    {
      name: 'validation of a body',
      path: '{mount}/wapi/get_entry_page_list',
      init: json('{"menu_id":"x"}'),
      status: 422,
      retcode: Retcode.INVALID_PARAMS,
      message: /menu_id/,
    },
    {
      // A write (get_entry_page_list only reads: another site may call it, tests/contract/programs/).
      name: 'cross-site',
      path: '{mount}/wapi/entry_page/like',
      init: json('{}', { 'sec-fetch-site': 'cross-site' }),
      status: 403,
      retcode: Retcode.CROSS_SITE_REFUSED,
    },
    {
      name: 'content type',
      path: '{mount}/wapi/get_entry_page_list',
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'menu_id=2' },
      status: 415,
      retcode: Retcode.UNSUPPORTED_MEDIA_TYPE,
    },
    { name: 'malformed JSON', path: '{mount}/wapi/get_entry_page_list', init: json('{menu_id: 2'), status: 422, retcode: Retcode.INVALID_PARAMS },
    {
      name: 'body too large',
      path: '{mount}/wapi/get_entry_page_list',
      init: json(JSON.stringify({ menu_id: 1, filters: ['a/'.padEnd(1_100_000, 'x')] })),
      status: 413,
      retcode: Retcode.PAYLOAD_TOO_LARGE,
    },
    { name: 'login needed', path: '{mount}/wapi/get_person_list', status: 401, retcode: Retcode.LOGIN_REQUIRED },
  ];

  async function check(mount: string, cases: Case[], compatible: boolean) {
    for (const entry of cases) {
      const path = entry.path.replace('{mount}', mount);
      const response = await server.get(path, entry.init);
      const label = `${entry.name}: ${path.slice(0, 80)}`;
      expect(response.status, label).toBe(compatible ? 200 : entry.status);
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control'), label).toBe('private, no-store');
      const body = (await response.json()) as { retcode: number; message: string; data: unknown };
      expect(body.retcode, label).toBe(entry.retcode);
      expect(body.data, label).toBeNull();
      if (entry.message) expect(body.message, label).toMatch(entry.message);
    }
  }

  it('keeps the matching HTTP status on the canonical mount', async () => {
    await check(mounts.canonical.v1, v1Cases(), false);
    await check(mounts.canonical.wapi, wapiCases(), false);
    await check('/api', [{ name: 'no edition', path: '{mount}/v1/home/banner', status: 422, retcode: Retcode.INVALID_PARAMS, message: /app_sn/ }], false);
  });

  it('answers every error with HTTP 200 and the retcode under /common/blackboard', async () => {
    await check(mounts.blackboard, v1Cases(), true);
    await check(
      '/common/blackboard/no_such_edition',
      [{ name: 'unknown edition', path: '{mount}/v1/home/banner', status: 404, retcode: Retcode.NOT_FOUND, message: /app_sn/ }],
      true,
    );
    await check('/common/blackboard', [{ name: 'unknown path', path: '{mount}/nothing', status: 404, retcode: Retcode.NOT_FOUND }], true);
  });

  it('answers every error with HTTP 200 and the retcode under /hoyowiki, with and without the game', async () => {
    await check(mounts.hoyowiki, wapiCases(), true);
    await check(mounts.hoyowikiDefault, wapiCases(), true);
    await check(
      '/hoyowiki/no_such_game',
      [{ name: 'unknown game', path: '{mount}/wapi/get_menus', status: 404, retcode: Retcode.NOT_FOUND, message: /game/ }],
      true,
    );
  });

  it('answers a login-required edition with its retcode, HTTP 200 on the compatibility mounts only', async () => {
    const cases: Case[] = [{ name: 'edition needs login', path: '{mount}/wapi/get_menus', status: 401, retcode: Retcode.EDITION_LOGIN_REQUIRED }];
    await check(`/hoyowiki/${lockedGame}`, cases, true);
    await check(`/api/${lockedAppSn}`, cases, false);
    await check(`/common/blackboard/${lockedAppSn}`, [{ ...cases[0]!, path: '{mount}/v1/home/banner' }], true);
  });

  /** Sends raw bytes on a new connection; answers all the server sent until it closed the connection. */
  function rawExchange(bytes: string): Promise<string> {
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }

  it('answers headers over 16 KB with the envelope and 431 (HTTP 200 on the alias mounts), then closes the connection', async () => {
    const big = `X-Big: ${'a'.repeat(17 * 1024)}\r\n`;
    for (const [path, status] of [
      [`${mounts.canonical.v1}/v1/home/banner`, 431],
      ['/', 431],
      [`${mounts.blackboard}/v1/home/banner`, 200],
      [`http://127.0.0.1${mounts.hoyowiki}/wapi/get_menus`, 200],
    ] as const) {
      const answer = await rawExchange(`GET ${path} HTTP/1.1\r\nHost: wiki.test\r\n${big}\r\n`);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const lines = head.split('\r\n');
      expect(lines[0], path).toBe(`HTTP/1.1 ${status} ${status === 200 ? 'OK' : 'Request Header Fields Too Large'}`);
      const headers = new Map(lines.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expect(headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      expect(headers.get('connection'), path).toBe('close');
      expect(headers.get('cache-control'), path).toBe('private, no-store');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(Number(headers.get('content-length')), path).toBe(Buffer.byteLength(body));
      expect(JSON.parse(body), path).toEqual({
        retcode: Retcode.HEADERS_TOO_LARGE,
        message: 'request headers too large: the request line and headers may take at most 16 KB',
        data: null,
      });
    }
    // Headers under the bound are read as usual, and a malformed request gets the envelope too.
    expect((await server.get(`${mounts.canonical.v1}/v1/home/banner`, { headers: { 'x-big': 'a'.repeat(8 * 1024) } })).status).toBe(200);
    const malformed = await rawExchange('GET / HTTP/1.1\r\nHost wiki.test\r\n\r\n');
    expect(malformed.split('\r\n', 1)[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(malformed.split('\r\n\r\n')[1]!)).toMatchObject({ retcode: Retcode.BAD_REQUEST, data: null });
  });

  it('answers a rate limit with HTTP 200, retcode 429 and Retry-After under /common/blackboard; 429 on /api', async () => {
    const signIn = (mount: string, name: string) =>
      server.get(`${mount}/v1/account/login`, json(JSON.stringify({ login_name: name, password: 'wrong password' })));
    for (const [mount, status] of [
      [mounts.blackboard, 200],
      [mounts.canonical.v1, 429],
    ] as const) {
      const name = `nobody_${status}`;
      let response = await signIn(mount, name);
      for (let attempt = 0; attempt < 10 && response.headers.get('retry-after') === null; attempt++) response = await signIn(mount, name);
      expect(response.status, mount).toBe(status);
      expect(Number(response.headers.get('retry-after')), mount).toBeGreaterThan(0);
      expect(await response.json(), mount).toMatchObject({ retcode: Retcode.RATE_LIMITED, data: null });
    }
  });
});
