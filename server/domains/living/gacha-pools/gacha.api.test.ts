import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gachaPoolSchema, type GachaPoolList } from '../../../../shared/contract/gacha-pool.ts';
import { GACHA_POOL_ENDED_LIMIT } from '../../media/media-service.ts';
import { dialects, startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';
import { nowSeconds } from '../../../clock.ts';

const DAY = 86_400;

/** The real API's gacha_pool answer, no field more or less. */
const listSchema = z.object({ list: z.array(gachaPoolSchema.strict()) }).strict();
const FIELDS = ['id', 'title', 'activity_url', 'content_before_act', 'pool', 'voice_icon', 'voice_url', 'voice_status', 'start_time', 'end_time'];

describe.each(dialects)('/v1/gacha_pool on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const json = async (path: string) => {
    const response = await server.get(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it("answers the real API's fields with their types, publicly cacheable", async () => {
    const edition = await server.make.edition();
    const now = nowSeconds();
    const pool = await server.make.gachaPool(edition.id, {
      title: '「星辉流转」祈愿',
      activity_url: '/ys/obc/content/7/detail',
      content_before_act: '敬请期待',
      pool: JSON.stringify([{ icon: '/img/a.png', url: '/ys/obc/content/8/detail' }, { icon: '/img/b.png' }, { url: 'no icon' }, 42]),
      voice_icon: '/img/voice.png',
      voice_url: '/media/ab/clip.wav',
      voice_status: 0,
      start_time: now - DAY,
      end_time: now + 9 * DAY,
    });

    const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/gacha_pool`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(headers.get('cache-control')).toBe('public, no-cache');
    expect(headers.get('etag')).toBeTruthy();
    expect(body).toMatchObject({ retcode: 0, message: 'OK' });
    expect(listSchema.safeParse(body.data).success).toBe(true);
    expect(Object.keys(body.data.list[0])).toEqual(FIELDS);
    expect(body.data.list).toEqual([
      {
        id: pool.id,
        title: '「星辉流转」祈愿',
        activity_url: '/ys/obc/content/7/detail',
        content_before_act: '敬请期待',
        pool: [
          { icon: '/img/a.png', url: '/ys/obc/content/8/detail' },
          { icon: '/img/b.png', url: '' },
        ],
        voice_icon: '/img/voice.png',
        voice_url: '/media/ab/clip.wav',
        voice_status: 0,
        start_time: now - DAY,
        end_time: now + 9 * DAY,
      },
    ]);
    for (const field of ['id', 'voice_status', 'start_time', 'end_time']) expect(typeof body.data.list[0][field], field).toBe('number');
  });

  it('lists running and upcoming pools by start time, then ended ones, the most recently ended first', async () => {
    const edition = await server.make.edition();
    const now = nowSeconds();
    // Created out of order on purpose.
    await server.make.gachaPool(edition.id, { title: 'ended long ago', start_time: now - 60 * DAY, end_time: now - 40 * DAY });
    await server.make.gachaPool(edition.id, { title: 'upcoming', start_time: now + 5 * DAY, end_time: now + 25 * DAY, content_before_act: '敬请期待' });
    await server.make.gachaPool(edition.id, { title: 'running, started later', start_time: now - DAY, end_time: now + 3 * DAY });
    await server.make.gachaPool(edition.id, { title: 'ended recently', start_time: now - 20 * DAY, end_time: now - DAY });
    await server.make.gachaPool(edition.id, { title: 'running, started first', start_time: now - 10 * DAY, end_time: now + 20 * DAY });
    await server.make.gachaPool(edition.id, { title: 'ends right now', start_time: now - 10 * DAY, end_time: now - 2 });

    const { body } = await json(`/api/${edition.app_sn}/v1/gacha_pool`);
    expect(body.data.list.map((pool: { title: string }) => pool.title)).toEqual([
      'running, started first',
      'running, started later',
      'upcoming',
      'ends right now',
      'ended recently',
      'ended long ago',
    ]);
  });

  it('answers an empty list for an edition with no pools, and never another edition’s', async () => {
    const empty = await server.make.edition();
    const other = await server.make.edition();
    await server.make.gachaPool(other.id, { title: 'foreign' });
    const { status, body } = await json(`/api/${empty.app_sn}/v1/gacha_pool`);
    expect(status).toBe(200);
    expect(body).toEqual({ retcode: 0, message: 'OK', data: { list: [] } });
  });

  it(`carries at most ${GACHA_POOL_ENDED_LIMIT} ended pools after the current ones`, async () => {
    const edition = await server.make.edition();
    const now = nowSeconds();
    const running = await server.make.gachaPool(edition.id, { title: 'running', start_time: now - DAY, end_time: now + DAY });
    for (let i = 1; i <= GACHA_POOL_ENDED_LIMIT + 3; i++) {
      await server.make.gachaPool(edition.id, { title: `ended ${i}`, start_time: now - 100 * DAY, end_time: now - i * DAY });
    }
    const { body } = await json(`/api/${edition.app_sn}/v1/gacha_pool`);
    const titles = body.data.list.map((pool: { title: string }) => pool.title);
    expect(titles).toHaveLength(GACHA_POOL_ENDED_LIMIT + 1);
    expect(body.data.list[0].id).toBe(running.id);
    expect(titles.at(1)).toBe('ended 1');
    expect(titles.at(-1)).toBe(`ended ${GACHA_POOL_ENDED_LIMIT}`);
  });

  it('answers the same under the blackboard and query-app_sn mounts', async () => {
    const edition = await server.make.edition();
    await server.make.gachaPool(edition.id, { title: 'one' });
    const canonical = await json(`/api/${edition.app_sn}/v1/gacha_pool`);
    expect(canonical.body.data.list).toHaveLength(1);
    expect((await json(`/api/v1/gacha_pool?app_sn=${edition.app_sn}`)).body).toEqual(canonical.body);
    // The blackboard answers the same pools as the publisher's programs decode them (server/wire/blackboard/living.ts):
    // times as text on the edition's clock (China time by default), each featured item with an ext text.
    const [ours] = (canonical.body.data as GachaPoolList).list;
    const [theirs] = (await json(`/common/blackboard/${edition.app_sn}/v1/gacha_pool`)).body.data.list as Array<Record<string, unknown>>;
    expect(theirs).toMatchObject({ id: ours!.id, title: ours!.title, voice_status: ours!.voice_status });
    const chinaSeconds = (text: unknown) => new Date(`${String(text).replace(' ', 'T')}+08:00`).getTime() / 1000;
    expect([theirs!.start_time, theirs!.end_time].map(chinaSeconds)).toEqual([ours!.start_time, ours!.end_time]);
    expect(theirs!.start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((theirs!.pool as Array<{ ext: unknown }>).every((item) => item.ext === '')).toBe(true);
  });

  it('answers 404 naming app_sn for an unknown edition', async () => {
    const { status, body } = await json('/api/no_such_edition/v1/gacha_pool');
    expect(status).toBe(404);
    expect(body.retcode).toBe(404);
    expect(body.message).toContain('app_sn');
  });
});
