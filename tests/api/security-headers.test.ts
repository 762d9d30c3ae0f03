import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../server/seed/images.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/** What every answer carries, whatever its type (pages add their Content-Security-Policy: tests/e2e/security.spec.ts). */
function expectBaseHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(response.headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
}

describe.each(dialects)('security headers on %s', (dialect) => {
  let server: TestServer;
  let behindProxy: TestServer;
  let imageUrl: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    behindProxy = await startTestServer(dialect, { sameDatabaseAs: server, env: { TRUST_PROXY: 'true' } });
    await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    imageUrl = await storeImage(server.db, server.storage, png, 'image/png');
  });
  afterAll(async () => {
    await behindProxy.close();
    await server.close();
  });

  it('sends nosniff, no framing, the referrer policy and the cross-origin policies on API answers, errors, pictures and health', async () => {
    const answers = {
      api: await server.get('/api/ys_obc/v1/common_setting'),
      'api error': await server.get('/api/ys_obc/v1/nothing'),
      refusal: await server.get('/api/ys_obc/v1/account/logout_all', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      picture: await server.get(imageUrl),
      health: await server.get('/healthz'),
    };
    for (const [what, response] of Object.entries(answers)) expectBaseHeaders(response, what);
    expect(answers.api.status).toBe(200);
    expect(answers.picture.status).toBe(200);
    expect(answers.picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it("keeps the pages' Content-Security-Policy to pages: JSON carries none, a picture its own sandbox", async () => {
    expect((await server.get('/api/ys_obc/v1/common_setting')).headers.get('content-security-policy')).toBeNull();
    expect((await server.get(imageUrl)).headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('sends HSTS only over HTTPS: never over plain HTTP, and behind a trusted proxy when X-Forwarded-Proto says https', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect((await server.get('/healthz')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY anyone could claim https: not believed.
    expect((await server.get('/healthz', { headers: forwarded })).headers.get('strict-transport-security')).toBeNull();
    expect((await behindProxy.get('/healthz')).headers.get('strict-transport-security')).toBeNull();
    for (const path of ['/healthz', '/api/ys_obc/v1/common_setting']) {
      const response = await behindProxy.get(path, { headers: forwarded });
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
