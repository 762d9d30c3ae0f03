import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Retcode } from '../../shared/contract/retcode.ts';
import { postJson, sessionCookieOf, signUp } from '../support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('cross-site request refusal (CSRF) on %s', (dialect) => {
  let server: TestServer;
  let behindProxy: TestServer;
  const base = '/api/ys_obc';
  const logoutAll = `${base}/v1/account/logout_all`;
  /** Two sessions of one account: refused requests must leave both signed in. */
  let cookies: string[];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    behindProxy = await startTestServer(dialect, { sameDatabaseAs: server, env: { TRUST_PROXY: 'true' } });
    await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
    const { cookie } = await signUp(server, 'ys_obc', 'csrf_target', 'the right password');
    const second = await postJson(server, `${base}/v1/account/login`, { login_name: 'csrf_target', password: 'the right password' });
    cookies = [cookie, sessionCookieOf(second)];
  });
  afterAll(async () => {
    await behindProxy.close();
    await server.close();
  });

  const post = (target: TestServer, path: string, headers: Record<string, string>, body?: BodyInit) =>
    target.get(path, { method: 'POST', headers: { cookie: cookies[0]!, ...headers }, ...(body === undefined ? {} : { body }) });

  async function expectStillSignedIn() {
    for (const cookie of cookies) {
      const info = await server.get(`${base}/v1/account/user_info`, { headers: { cookie } });
      expect(info.status).toBe(200);
    }
  }

  it('refuses a text/plain POST to logout_all with 415, and every session stays valid', async () => {
    const response = await post(server, logoutAll, { 'content-type': 'text/plain' }, '{}');
    expect(response.status).toBe(415);
    const envelope = await response.json();
    expect(envelope).toEqual({ retcode: Retcode.UNSUPPORTED_MEDIA_TYPE, message: 'unsupported content type text/plain: send application/json', data: null });
    await expectStillSignedIn();
  });

  it('refuses form bodies, a body without a type and bytes where a call takes JSON', async () => {
    const attempts: Array<[Record<string, string>, BodyInit, string]> = [
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 'unsupported content type application/x-www-form-urlencoded: send application/json'],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x--', 'unsupported content type multipart/form-data: send application/json'],
      // Bytes: fetch gives them no Content-Type.
      [{}, new Uint8Array([123, 125]), 'the body has no content type: send it as application/json'],
      [{ 'content-type': 'application/octet-stream' }, new Uint8Array([123, 125]), 'unsupported content type application/octet-stream: send application/json'],
    ];
    for (const [headers, body, message] of attempts) {
      const response = await post(server, logoutAll, headers, body);
      expect(response.status, message).toBe(415);
      expect((await response.json()).message).toBe(message);
    }
    await expectStillSignedIn();
  });

  it('takes raw bytes only on the calls that take them: JSON to the chunk upload is 415', async () => {
    const response = await postJson(server, `${base}/v1/upload/chunk?upload_id=x&index=0`, { bytes: 'x' }, cookies[0]);
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('unsupported content type application/json: send application/octet-stream');
  });

  it('refuses another site by its Origin with 403 naming it, on every mount, and every session stays valid', async () => {
    for (const path of [logoutAll, '/common/blackboard/ys_obc/v1/account/logout_all', '/api/v1/account/logout_all?app_sn=ys_obc']) {
      const response = await post(server, path, { 'content-type': 'application/json', origin: 'https://evil.example' }, '{}');
      // The publisher's mount answers its errors with HTTP 200, the retcode in the body.
      expect(response.status, path).toBe(path.startsWith('/common/') ? 200 : 403);
      expect(await response.json(), path).toEqual({
        retcode: Retcode.CROSS_SITE_REFUSED,
        message: `cross-site request refused: Origin https://evil.example does not match ${server.url}`,
        data: null,
      });
    }
    // A sandboxed frame or privacy redirect sends 'null'; another port is another origin.
    for (const origin of ['null', server.url.replace(/:\d+$/, ':1'), server.url.replace('http:', 'https:')]) {
      expect((await post(server, logoutAll, { 'content-type': 'application/json', origin }, '{}')).status, origin).toBe(403);
    }
    await expectStillSignedIn();
  });

  it('refuses by Sec-Fetch-Site when there is no Origin: cross-site and same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await post(server, logoutAll, { 'content-type': 'application/json', 'sec-fetch-site': site }, '{}');
      expect(response.status, site).toBe(403);
      expect((await response.json()).message).toBe(`cross-site request refused: Sec-Fetch-Site is ${site}`);
    }
    await expectStillSignedIn();
  });

  it('accepts our own pages (same Origin, any letter case; Sec-Fetch-Site same-origin or none) and tools that send neither', async () => {
    const login = () => postJson(server, `${base}/v1/account/login`, { login_name: 'csrf_target', password: 'the right password' });
    const fresh = sessionCookieOf(await login());
    const ownPage = await server.get(`${base}/v1/account/logout`, {
      method: 'POST',
      headers: { cookie: fresh, 'content-type': 'application/json; charset=utf-8', origin: server.url.toUpperCase().replace('HTTP:', 'http:') },
      body: '{}',
    });
    expect(ownPage.status).toBe(200);
    expect((await server.get(`${base}/v1/account/user_info`, { headers: { cookie: fresh } })).status).toBe(401);
    for (const site of ['same-origin', 'none']) {
      const response = await post(
        server,
        `${base}/v1/keybox/add_unique_key`,
        { 'content-type': 'application/json', 'sec-fetch-site': site },
        JSON.stringify({ key: 'k', value: site }),
      );
      expect(response.status, site).toBe(200);
    }
    // A tool: no Origin, no Sec-Fetch-Site (what login above and every other API test send).
    const tool = await post(server, `${base}/v1/keybox/add_unique_key`, { 'content-type': 'application/json' }, JSON.stringify({ key: 'k', value: 'tool' }));
    expect(tool.status).toBe(200);
  });

  it('never asks a read: a cross-site GET is answered', async () => {
    const response = await server.get(`${base}/v1/account/user_info`, {
      headers: { cookie: cookies[0]!, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses unknown paths and other methods from another site too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await server.get(`${base}/v1/account/nothing`, { method, headers: { origin: 'https://evil.example' } });
      expect(response.status, method).toBe(403);
    }
    const page = await server.get('/ys/obc/', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(page.status).toBe(403);
    expect((await page.json()).retcode).toBe(Retcode.CROSS_SITE_REFUSED);
  });

  it('behind a trusted proxy, compares with the origin the proxy names (X-Forwarded-Proto and -Host)', async () => {
    const forwarded = { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'wiki.example' };
    const ours = await post(
      behindProxy,
      `${base}/v1/keybox/add_unique_key`,
      { ...forwarded, origin: 'https://wiki.example' },
      JSON.stringify({ key: 'k', value: 'proxied' }),
    );
    expect(ours.status).toBe(200);
    const plain = await post(behindProxy, logoutAll, { ...forwarded, origin: 'http://wiki.example' }, '{}');
    expect(plain.status).toBe(403);
    expect((await plain.json()).message).toBe('cross-site request refused: Origin http://wiki.example does not match https://wiki.example');
    // Without TRUST_PROXY the forwarded headers are not believed.
    const untrusted = await post(server, logoutAll, { ...forwarded, origin: 'https://wiki.example' }, '{}');
    expect(untrusted.status).toBe(403);
  });
});
