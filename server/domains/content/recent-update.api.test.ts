import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageSchema } from '../../../shared/contract/content-lists.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('recent updates API on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const json = async (path: string) => {
    const response = await server.get(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const ids = (list: Array<{ content_id: number }>) => list.map((item) => item.content_id);

  it('pages the edition entries newest updated first, as content/latest does', async () => {
    const edition = await server.make.edition();
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await server.make.content(edition.id, { title: `R${i}`, updated_at: 5_000 + Math.floor(i / 3) }));
    const foreign = await server.make.edition();
    await server.make.content(foreign.id, { updated_at: 9_999 });
    const expected = made
      .slice()
      .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id)
      .map((row) => row.id);

    const first = await json(`/api/${edition.app_sn}/wapi/home/recent_update`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(contentPageSchema.safeParse(first.body.data).success).toBe(true);
    expect(first.body.data.total).toBe(23);
    expect(ids(first.body.data.list)).toEqual(expected.slice(0, 20));

    const second = await json(`/api/${edition.app_sn}/wapi/home/recent_update?page_num=2&page_size=20`);
    expect(ids(second.body.data.list)).toEqual(expected.slice(20));
    const small = await json(`/api/${edition.app_sn}/wapi/home/recent_update?page_num=3&page_size=4`);
    expect(ids(small.body.data.list)).toEqual(expected.slice(8, 12));
    expect((await json(`/api/${edition.app_sn}/wapi/home/recent_update?page_num=9&page_size=50`)).body.data).toEqual({ list: [], total: 23 });

    const latest = await json(`/api/${edition.app_sn}/v1/content/latest?page_num=2&page_size=7`);
    const recent = await json(`/api/${edition.app_sn}/wapi/home/recent_update?page_num=2&page_size=7`);
    expect(recent.body).toEqual(latest.body);
    const hoyowiki = await json(`/hoyowiki/${edition.game}/wapi/home/recent_update?page_num=2&page_size=7`);
    expect(hoyowiki.body).toEqual(latest.body);
  });

  it('answers 422 naming the field for a bad page_num or page_size', async () => {
    const edition = await server.make.edition();
    const cases: Array<[string, string]> = [
      ['page_num=0', 'page_num'],
      ['page_num=abc', 'page_num'],
      ['page_num=1.5', 'page_num'],
      ['page_size=0', 'page_size'],
      ['page_size=51', 'page_size'],
      ['page_size=x', 'page_size'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await json(`/api/${edition.app_sn}/wapi/home/recent_update?${query}`);
      expect(status, query).toBe(422);
      expect(body.retcode).toBe(422);
      expect(body.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });
});
