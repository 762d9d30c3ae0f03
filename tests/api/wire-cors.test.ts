import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExt } from '../../server/seed/factories.ts';
import { Retcode } from '../../shared/contract/retcode.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Desktop and web apps call the publisher's mounts from other origins (#30): public reads (GETs
 * and the POSTs that only read, such as get_entry_page_list) answer any origin, with CORS headers
 * and their preflight; every write keeps the cross-site refusal, and our own mount sends no CORS
 * headers at all.
 */

const TOOL = 'https://tool.example';

describe.each(dialects)('other origins on the publisher’s mounts on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    const root = await server.make.channel(edition.id, { name: '图鉴', ch_ext: chExt({ show_in_catalog: '1' }) });
    const characters = await server.make.channel(edition.id, { name: '角色', parent_id: root.id, ch_ext: chExt({ show_in_catalog: '1', wiki_menu_id: '2' }) });
    await server.make.place(characters.id, (await server.make.entryPage(edition.id, { name: '星辉' }, { menuId: characters.id })).contentId);
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    server.get(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: TOOL, ...headers }, body: JSON.stringify(body) });

  it('answers the preflight of a read from another origin, naming the publisher’s headers', async () => {
    const response = await server.get('/hoyowiki/wapi/get_entry_page_list', {
      method: 'OPTIONS',
      headers: { origin: TOOL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-rpc-language,x-rpc-wiki_app' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-rpc-wiki_app');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a cookie-less read POST from another origin (ZenlessAssetScrape sends the publisher’s Origin)', async () => {
    const response = await post('/hoyowiki/wapi/get_entry_page_list', { menu_id: '2', page_num: 1, page_size: 50 }, { origin: 'https://wiki.hoyolab.com' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { retcode: number; data: { list: Array<{ name: string }>; total: string } };
    expect(body.retcode).toBe(0);
    expect(body.data.list.map((item) => item.name)).toEqual(['星辉']);
    // Also the blackboard and canonical GET reads: answered, and CORS only on the publisher's mounts.
    const blackboard = await server.get(`/common/blackboard/${appSn}/v1/home/banner`, { headers: { origin: TOOL } });
    expect(((await blackboard.json()) as { retcode: number }).retcode).toBe(0);
    expect(blackboard.headers.get('access-control-allow-origin')).toBe('*');
    const ours = await server.get(`/api/${appSn}/v1/home/banner`, { headers: { origin: TOOL } });
    expect(ours.status).toBe(200);
    expect(ours.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('still refuses every write from another origin, and answers it without CORS headers', async () => {
    for (const path of ['/hoyowiki/wapi/entry_page/like', `/common/blackboard/${appSn}/v1/account/logout`, `/common/blackboard/${appSn}/v1/account/login`]) {
      const response = await post(path, {});
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { retcode: number }).retcode, path).toBe(Retcode.CROSS_SITE_REFUSED);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('sends no CORS headers with personal answers', async () => {
    const response = await server.get(`/common/blackboard/${appSn}/v1/account/user_info`, { headers: { origin: TOOL } });
    expect(((await response.json()) as { retcode: number }).retcode).toBe(Retcode.LOGIN_REQUIRED);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
