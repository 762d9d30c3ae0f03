import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redPointListSchema, type RedPointItem } from '../../../shared/contract/calendar.ts';
import { calendarService } from '../living/calendar/calendar-service.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const HOUR = 3_600;
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

async function redPoints(server: TestServer, appSn: string): Promise<RedPointItem[]> {
  const response = await server.get(`/api/${appSn}/v1/get_red_point_info`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ retcode: 0, message: 'OK' });
  return redPointListSchema.parse(body.data).list;
}

describe.each(dialects)('get_red_point_info on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('answers {target_id, type, img, mtime}, newest first', async () => {
    const edition = await server.make.edition();
    const t = now();
    await server.make.redPoint(edition.id, { type: 'channel', target_id: 11, mtime: t - 2 * HOUR });
    await server.make.redPoint(edition.id, { type: 'content', target_id: 22, img: '/img/c.png', mtime: t - HOUR });
    await server.make.redPoint(edition.id, { type: 'recommend', target_id: 33, mtime: t - 3 * DAY });
    expect(await redPoints(server, edition.app_sn)).toEqual([
      { target_id: 22, type: 'content', img: '/img/c.png', mtime: t - HOUR },
      { target_id: 11, type: 'channel', img: '', mtime: t - 2 * HOUR },
      { target_id: 33, type: 'recommend', img: '', mtime: t - 3 * DAY },
    ]);
  });

  it('drops red points older than 7 days on the server', async () => {
    const edition = await server.make.edition();
    const t = now();
    await server.make.redPoint(edition.id, { target_id: 1, mtime: t - 6 * DAY });
    await server.make.redPoint(edition.id, { target_id: 2, mtime: t - 7 * DAY + HOUR });
    await server.make.redPoint(edition.id, { target_id: 3, mtime: t - 7 * DAY - HOUR });
    await server.make.redPoint(edition.id, { target_id: 4, mtime: t - 30 * DAY });
    const ids = (await redPoints(server, edition.app_sn)).map((item) => item.target_id);
    expect(ids).toEqual([1, 2]);
  });

  it('leaves out stored rows of an unknown type', async () => {
    const edition = await server.make.edition();
    await server.make.redPoint(edition.id, { type: 'banner', target_id: 5 });
    await server.make.redPoint(edition.id, { type: 'channel', target_id: 6 });
    expect((await redPoints(server, edition.app_sn)).map((item) => item.target_id)).toEqual([6]);
  });

  it('keeps each edition to its own red points', async () => {
    const first = await server.make.edition();
    const second = await server.make.edition();
    await server.make.redPoint(first.id, { type: 'channel', target_id: 100 });
    await server.make.redPoint(second.id, { type: 'channel', target_id: 200 });
    expect((await redPoints(server, first.app_sn)).map((item) => item.target_id)).toEqual([100]);
    expect((await redPoints(server, second.app_sn)).map((item) => item.target_id)).toEqual([200]);
    const empty = await server.make.edition();
    expect(await redPoints(server, empty.app_sn)).toEqual([]);
  });

  it('markUpdated creates a red point, then moves its mtime without a duplicate, keeping the img unless given', async () => {
    const edition = await server.make.edition();
    const other = await server.make.edition();
    const calendar = calendarService(server.db);
    const t = now();
    await calendar.markUpdated(edition.id, 'content', 42, '/img/first.png', t - 10 * DAY);
    expect(await redPoints(server, edition.app_sn)).toEqual([]);
    await calendar.markUpdated(edition.id, 'content', 42, undefined, t - HOUR);
    expect(await redPoints(server, edition.app_sn)).toEqual([{ target_id: 42, type: 'content', img: '/img/first.png', mtime: t - HOUR }]);
    await calendar.markUpdated(edition.id, 'content', 42, '/img/second.png', t);
    await calendar.markUpdated(edition.id, 'channel', 42, undefined, t);
    await calendar.markUpdated(other.id, 'content', 42, undefined, t);
    expect(await redPoints(server, edition.app_sn)).toEqual(
      expect.arrayContaining([
        { target_id: 42, type: 'content', img: '/img/second.png', mtime: t },
        { target_id: 42, type: 'channel', img: '', mtime: t },
      ]),
    );
    expect(await redPoints(server, edition.app_sn)).toHaveLength(2);
    expect(await redPoints(server, other.app_sn)).toHaveLength(1);
  });

  it('markUpdated refuses an unknown type or a bad target id', async () => {
    const edition = await server.make.edition();
    const calendar = calendarService(server.db);
    await expect(calendar.markUpdated(edition.id, 'banner' as never, 1)).rejects.toThrow(/type/);
    await expect(calendar.markUpdated(edition.id, 'channel', 0)).rejects.toThrow(/target_id/);
    await expect(calendar.markUpdated(edition.id, 'channel', 1.5)).rejects.toThrow(/target_id/);
    expect(await redPoints(server, edition.app_sn)).toEqual([]);
  });

  it('is public and cacheable, and answers 422 naming app_sn without an edition', async () => {
    const edition = await server.make.edition();
    const response = await server.get(`/api/${edition.app_sn}/v1/get_red_point_info`);
    expect(response.headers.get('cache-control')).toContain('public');
    const missing = await server.get('/api/v1/get_red_point_info');
    expect(missing.status).toBe(422);
    expect((await missing.json()).message).toMatch(/app_sn/);
  });
});
