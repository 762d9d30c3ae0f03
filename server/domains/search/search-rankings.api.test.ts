import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const run = promisify(execFile);

/**
 * Search popularity follows page views through the scheduled refresh and its command
 * (`npm run rankings:refresh`), not only when an entry is re-indexed.
 */
describe.each(dialects)('search rankings refreshed from page views on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
  });
  afterAll(() => server.close());

  const search = async (keyword: string) => {
    const response = await server.get(`/api/${appSn}/wapi/search?keyword=${encodeURIComponent(keyword)}`);
    const body = (await response.json()) as { data: { list: Array<{ entry_page_id: string }> } };
    return body.data.list.map((hit) => Number(hit.entry_page_id));
  };
  const viewBy = (contentId: number, reader: number) =>
    server.get(`/api/${appSn}/v1/content/pv?content_id=${contentId}`, {
      headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 reader-${reader}` },
    });

  /** `npm run rankings:refresh` on this server's database, as an operator runs it. */
  async function refreshCommand(): Promise<string> {
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: server.dataDir,
      ...(dialect === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: server.schema } : {}),
    };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/cli/rankings-refresh.ts'], { env, timeout: 60_000 });
    return stdout.trim();
  }

  it('ranks a more viewed entry first after the refresh, not before', { timeout: 90_000 }, async () => {
    const older = (await server.make.entryPage(editionId, { name: '潮汐上篇' })).contentId;
    const newer = (await server.make.entryPage(editionId, { name: '潮汐下篇' })).contentId;
    // Equal views: the tie goes to the lower id.
    expect(await search('潮汐')).toEqual([older, newer]);

    for (let reader = 1; reader <= 3; reader++) await viewBy(newer, reader);
    await viewBy(older, 1);
    // Counted, but the index still holds the popularity taken when the entries were indexed.
    expect(await search('潮汐')).toEqual([older, newer]);

    expect(await refreshCommand()).toBe('Search rankings refreshed: 2 entries re-ranked.');
    expect(await search('潮汐')).toEqual([newer, older]);
    const rows = await server.db
      .selectFrom('content_pv')
      .select(['content_id', 'pv', 'indexed_pv'])
      .where('content_id', 'in', [older, newer])
      .orderBy('content_id')
      .execute();
    expect(rows.map((row) => [Number(row.content_id), Number(row.pv), Number(row.indexed_pv)])).toEqual([
      [older, 1, 1],
      [newer, 3, 3],
    ]);

    // Nothing moved since: nothing to do.
    expect(await refreshCommand()).toBe('Search rankings refreshed: 0 entries re-ranked.');

    // The older entry catches up, and the next refresh puts it back first.
    for (let reader = 2; reader <= 4; reader++) await viewBy(older, reader);
    expect(await search('潮汐')).toEqual([newer, older]);
    expect(await refreshCommand()).toBe('Search rankings refreshed: 1 entry re-ranked.');
    expect(await search('潮汐')).toEqual([older, newer]);
  });
});
