import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarListSchema, type CalendarActivity } from '../../../../shared/contract/calendar.ts';
import { dialects, startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

async function calendar(server: TestServer, appSn: string): Promise<CalendarActivity[]> {
  const response = await server.get(`/api/${appSn}/v1/get_activity_calendar`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ retcode: 0, message: 'OK' });
  return calendarListSchema.parse(body.data).list;
}

describe.each(dialects)('get_activity_calendar on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('answers every real field with its type: drop_day mod 7, contentInfos parsed, sort as JSON text', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id, { title: '甘雨', icon: '/img/g.png' });
    const row = await server.make.calendarActivity(edition.id, {
      title: '「自由」的哲学',
      kind: 2,
      img_url: '/img/m.png',
      jump_type: 2,
      jump_url: '',
      content_id: content.id,
      start_time: 0,
      end_time: 0,
      drop_day: JSON.stringify([1, 4, 7, 8, -1, '3', 1.5, 'x']),
      break_type: 2,
      content_infos: JSON.stringify([{ id: content.id, title: '甘雨', icon: '/img/g.png', bbs_url: '' }, { title: 'no id' }, 'junk']),
      sort: '{"2":5}',
    });
    const list = await calendar(server, edition.app_sn);
    expect(list).toEqual([
      {
        id: row.id,
        title: '「自由」的哲学',
        kind: 2,
        img_url: '/img/m.png',
        jump_type: 2,
        jump_url: '',
        content_id: content.id,
        start_time: 0,
        end_time: 0,
        // 7 (Sunday) → 0, 8 → 1 (already listed), -1 → 6, '3' → 3; non-integers dropped.
        drop_day: [1, 4, 0, 6, 3],
        break_type: 2,
        contentInfos: [{ id: content.id, title: '甘雨', icon: '/img/g.png', bbs_url: '' }],
        sort: '{"2":5}',
      },
    ]);
  });

  it('gives damaged JSON columns as empty lists, never a failure', async () => {
    const edition = await server.make.edition();
    await server.make.calendarActivity(edition.id, { kind: 2, drop_day: 'not json', content_infos: '{"a":1}', sort: 'nope' });
    const [item] = await calendar(server, edition.app_sn);
    expect(item).toMatchObject({ drop_day: [], contentInfos: [], sort: 'nope' });
  });

  it('orders by kind, then the rank the sort JSON gives within the kind, then start time', async () => {
    const edition = await server.make.edition();
    const t = now();
    const make = (title: string, kind: number, sort: string, start: number) =>
      server.make.calendarActivity(edition.id, { title, kind, sort, start_time: start, end_time: t + 5 * DAY });
    await make('birthday', 4, '{"4":0}', t - 100);
    await make('event unranked early', 1, '{}', t - 3 * DAY);
    await make('event rank 2', 1, '{"1":2}', t - 2 * DAY);
    await make('material rank 0', 2, '{"2":0}', 0);
    await make('event rank 1', 1, '{"1":1}', t - DAY);
    await make('event unranked late', 1, '{}', t - DAY);
    await make('event rank 0 as a bare number', 1, '0', t);
    const titles = (await calendar(server, edition.app_sn)).map((item) => item.title);
    expect(titles).toEqual([
      'event rank 0 as a bare number',
      'event rank 1',
      'event rank 2',
      'event unranked early',
      'event unranked late',
      'material rank 0',
      'birthday',
    ]);
  });

  it('lists material drops always, events and birthdays from 30 days before start to 7 days after end', async () => {
    const edition = await server.make.edition();
    const t = now();
    const make = (title: string, kind: number, start: number, end: number) =>
      server.make.calendarActivity(edition.id, { title, kind, start_time: start, end_time: end });
    await make('running', 1, t - DAY, t + DAY);
    await make('ended 3 days ago', 1, t - 10 * DAY, t - 3 * DAY);
    await make('ended 8 days ago', 1, t - 20 * DAY, t - 8 * DAY);
    await make('starts in 10 days', 1, t + 10 * DAY, t + 20 * DAY);
    await make('starts in 40 days', 1, t + 40 * DAY, t + 50 * DAY);
    await make('no end', 1, t - 100 * DAY, 0);
    await make('birthday last month', 4, t - 40 * DAY, t - 39 * DAY);
    await make('birthday tomorrow', 4, t + DAY, t + 2 * DAY);
    await make('old material window', 2, t - 400 * DAY, t - 300 * DAY);
    await make('permanent material', 2, 0, 0);
    const titles = (await calendar(server, edition.app_sn)).map((item) => item.title).sort();
    expect(titles).toEqual(
      ['running', 'ended 3 days ago', 'starts in 10 days', 'no end', 'birthday tomorrow', 'old material window', 'permanent material'].sort(),
    );
  });

  it('keeps each edition to its own calendar', async () => {
    const first = await server.make.edition();
    const second = await server.make.edition();
    await server.make.calendarActivity(first.id, { title: 'first only' });
    await server.make.calendarActivity(second.id, { title: 'second only' });
    expect((await calendar(server, first.app_sn)).map((item) => item.title)).toEqual(['first only']);
    expect((await calendar(server, second.app_sn)).map((item) => item.title)).toEqual(['second only']);
  });

  it('is a public, cacheable answer under every mount', async () => {
    const edition = await server.make.edition();
    await server.make.calendarActivity(edition.id, { title: 'cached' });
    const response = await server.get(`/api/${edition.app_sn}/v1/get_activity_calendar`);
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('etag')).toBeTruthy();
    const canonical = await response.json();
    const blackboardResponse = await server.get(`/common/blackboard/${edition.app_sn}/v1/get_activity_calendar`);
    expect(blackboardResponse.headers.get('cache-control')).toContain('public');
    const blackboard = (await blackboardResponse.json()) as { data: { list: Array<Record<string, unknown>> } };
    const byQuery = await (await server.get(`/api/v1/get_activity_calendar?app_sn=${edition.app_sn}`)).json();
    expect(byQuery).toEqual(canonical);
    // The blackboard answers the same activities with every scalar as text, as Snap Genshin reads them (server/wire/blackboard/living.ts).
    const [ours] = (canonical as { data: { list: CalendarActivity[] } }).data.list;
    expect(blackboard.data.list[0]).toMatchObject({ id: String(ours!.id), title: ours!.title, kind: String(ours!.kind), start_time: String(ours!.start_time) });
  });

  it('answers 422 naming app_sn when the edition is missing, 404 for an unknown one', async () => {
    const missing = await server.get('/api/v1/get_activity_calendar');
    expect(missing.status).toBe(422);
    expect((await missing.json()).message).toMatch(/app_sn/);
    const unknown = await server.get('/api/no_such_edition/v1/get_activity_calendar');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).retcode).toBe(404);
  });
});
