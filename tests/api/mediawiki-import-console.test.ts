import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIAWIKI_UPLOAD_LIMITS, type MediawikiUploadStatus } from '../../shared/contract/mediawiki-import.ts';
import { postJson, signUp } from '../support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { entryIdOf, LIYUE_DUMP } from './mediawiki-import-harness.ts';

interface Answer<T> {
  retcode: number;
  message: string;
  data: T;
}

describe.each(dialects)('the console dump upload on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let admin: { cookie: string; aid: number };
  let reader: { cookie: string; aid: number };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition({ default_lang: 'zh-CN' });
    appSn = edition.app_sn;
    editionId = Number(edition.id);
    admin = await signUp(server, appSn, `mw_admin_${dialect}`);
    await server.db
      .insertInto('user_permissions')
      .values({ user_id: admin.aid, edition_id: editionId, permission: 'ADMIN', granted_at: 0, granted_by: null })
      .execute();
    reader = await signUp(server, appSn, `mw_reader_${dialect}`);
  });
  afterAll(() => server.close());

  const call = async <T>(path: string, body: Record<string, unknown>, cookie = admin.cookie) => {
    const response = await postJson(server, `/api/${appSn}/v1/operator/mediawiki_import/${path}`, body, cookie);
    return { status: response.status, body: (await response.json()) as Answer<T> };
  };
  const chunk = async (uploadId: string, index: number, bytes: Buffer, cookie = admin.cookie) => {
    const response = await server.get(`/api/${appSn}/v1/operator/mediawiki_import/chunk?upload_id=${uploadId}&index=${index}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as Answer<MediawikiUploadStatus> };
  };
  const status = async (uploadId: string) => {
    const response = await server.get(`/api/${appSn}/v1/operator/mediawiki_import/status?upload_id=${uploadId}`, { headers: { cookie: admin.cookie } });
    return (await response.json()) as Answer<MediawikiUploadStatus>;
  };

  it("is for the edition's ADMIN only: anonymous callers are asked to sign in, readers refused", async () => {
    const anonymous = await call('begin', { file_name: 'wiki.xml', size: 10 }, '');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.retcode).toBe(-100);
    const refused = await call('begin', { file_name: 'wiki.xml', size: 10 }, reader.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.retcode).toBe(-3005);
  });

  it('refuses a dump over the size limit and bytes that are no dump, naming why', async () => {
    const big = await call('begin', { file_name: 'huge.xml', size: MEDIAWIKI_UPLOAD_LIMITS.maxBytes + 1 });
    expect(big.status).toBe(422);
    expect(big.body.message).toContain('size: at most 2 GB');
    const fake = Buffer.from('<html><body>not a dump</body></html>');
    const begun = await call<MediawikiUploadStatus>('begin', { file_name: 'dump.xml', size: fake.length });
    expect(begun.status).toBe(200);
    const refused = await chunk(begun.body.data.upload_id, 0, fake);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('file: not a MediaWiki XML export (plain, .gz or .bz2)');
    const wrongSize = await call<MediawikiUploadStatus>('begin', { file_name: 'dump.xml', size: 100 });
    const short = await chunk(wrongSize.body.data.upload_id, 0, Buffer.from('<mediawiki>'));
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('body: chunk 0 must be 100 bytes, got 11');
    const unknown = await chunk('0'.repeat(32), 0, fake);
    expect(unknown.status).toBe(404);
  });

  it('takes a gzip dump in chunks, imports it in the background with progress, and shows the report', async () => {
    const dump = zlib.gzipSync(await fs.readFile(LIYUE_DUMP));
    const begun = await call<MediawikiUploadStatus>('begin', { file_name: 'liyue-wiki-history.xml.gz', size: dump.length });
    expect(begun.body.data).toMatchObject({ state: 'uploading', received: 0, chunk_count: 1 });
    const id = begun.body.data.upload_id;
    const early = await call('start', { upload_id: id });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(`0 of ${dump.length} bytes received`);
    const sent = await chunk(id, 0, dump);
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data.received).toBe(dump.length);
    const started = await call<MediawikiUploadStatus>('start', { upload_id: id });
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.data.state).toBe('importing');
    const again = await call('start', { upload_id: id });
    expect(again.status).toBe(409);

    let last = await status(id);
    for (let tries = 0; tries < 240 && last.data.state === 'importing'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      last = await status(id);
    }
    expect(last.data.message).toBe('');
    expect(last.data.state).toBe('finished');
    expect(last.data.import).toMatchObject({ pages: 3, revisions: 6 });
    expect(last.data.import!.bytes_read).toBe(last.data.import!.bytes);
    // The conversion pass looked at every entry page of the edition, the 3 new ones among them.
    const converting = last.data.import!.converting!;
    expect(converting.total).toBeGreaterThanOrEqual(3);
    expect(converting.done).toBe(converting.total);
    expect(last.data.report_lines.join('\n')).toContain('Pages: 3 created, 0 updated, 0 unchanged; 2 redirects, 2 file pages');
    const ganyu = await entryIdOf(server, editionId, '甘雨');
    const search = await server.get(`/api/${appSn}/wapi/search?keyword=${encodeURIComponent('甘雨')}`);
    const found = (await search.json()) as Answer<{ list: Array<{ entry_page_id: string | number }> }>;
    expect(found.data.list.map((item) => Number(item.entry_page_id))).toContain(ganyu);
  }, 180_000);
});
