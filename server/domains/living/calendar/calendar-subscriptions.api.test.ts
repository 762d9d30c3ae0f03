import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCalendarFeedRoute } from './feed-route.ts';
import { calendarSubscriptionService } from './subscriptions-service.ts';
import { postJson, signUp } from '../../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';

const HOUR = 3_600;

describe.each(dialects)('calendar subscriptions on %s', (dialect) => {
  let server: TestServer;
  // The feed is a plain route; app.ts mounts it in production. Here it runs on its own app over the same database.
  let feedApp: FastifyInstance;
  let editionSn: string;
  let editionId: number;
  let otherEditionId: number;
  let nameCount = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    editionSn = edition.app_sn;
    editionId = edition.id;
    otherEditionId = (await server.make.edition()).id;
    feedApp = Fastify();
    registerCalendarFeedRoute(feedApp, {
      calendarSubscriptions: calendarSubscriptionService(server.db),
    });
    await feedApp.ready();
  });
  afterAll(async () => {
    await feedApp.close();
    await server.close();
  });

  const base = () => `/api/${editionSn}/v1/calendar`;
  const newUser = async () => (await signUp(server, editionSn, `sub_user_${++nameCount}_${dialect}`)).cookie;
  const getJson = async (path: string, cookie: string) => {
    const response = await server.get(path, { headers: { cookie } });
    return {
      status: response.status,
      body: await response.json(),
      cacheControl: response.headers.get('cache-control'),
    };
  };
  const subscribe = async (cookie: string, action: string, activityIds: unknown) => {
    const response = await postJson(server, `${base()}/subscribe`, { action, activity_ids: activityIds, app_sn: editionSn }, cookie);
    return { status: response.status, body: await response.json() };
  };
  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (path: string) =>
    feedApp.inject({
      method: 'GET',
      url: path,
      headers: { host: 'wiki.test' },
    });

  it('answers 401 with retcode -100 to anonymous callers of every call', async () => {
    const calls: Array<[string, string]> = [
      ['GET', 'subscribe_list'],
      ['GET', 'subscribe_state'],
      ['POST', 'subscribe'],
      ['POST', 'subscribe_turn'],
      ['POST', 'feed_token'],
    ];
    for (const [method, name] of calls) {
      const response =
        method === 'GET'
          ? await server.get(`${base()}/${name}`)
          : await postJson(server, `${base()}/${name}`, {
              action: 'subscribe',
              activity_ids: [],
              state: true,
            });
      expect(response.status, name).toBe(401);
      expect((await response.json()).retcode, name).toBe(-100);
    }
  });

  it('subscribes, unsubscribes and replaces, answering the list each time', async () => {
    const cookie = await newUser();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => server.make.calendarActivity(editionId)));
    expect((await getJson(`${base()}/subscribe_list`, cookie)).body.data).toEqual({ list: [] });

    expect((await subscribe(cookie, 'subscribe', [a!.id, b!.id, a!.id])).body.data.list).toEqual([a!.id, b!.id]);
    // Subscribing again is harmless.
    expect((await subscribe(cookie, 'subscribe', [b!.id])).body.data.list).toEqual([a!.id, b!.id]);
    expect((await subscribe(cookie, 'unsubscribe', [a!.id])).body.data.list).toEqual([b!.id]);
    expect((await subscribe(cookie, 'replace', [c!.id, a!.id])).body.data.list).toEqual([a!.id, c!.id].sort((x, y) => x - y));

    const listed = await getJson(`${base()}/subscribe_list`, cookie);
    expect(listed.status).toBe(200);
    expect(listed.body.data.list).toEqual([a!.id, c!.id].sort((x, y) => x - y));
    expect(listed.cacheControl).toBe('private, no-store');

    expect((await subscribe(cookie, 'replace', [])).body.data.list).toEqual([]);
  });

  it("keeps each user's subscriptions apart", async () => {
    const first = await newUser();
    const second = await newUser();
    const activity = await server.make.calendarActivity(editionId);
    await subscribe(first, 'subscribe', [activity.id]);
    expect((await getJson(`${base()}/subscribe_list`, first)).body.data.list).toEqual([activity.id]);
    expect((await getJson(`${base()}/subscribe_list`, second)).body.data.list).toEqual([]);
  });

  it("refuses another edition's or unknown activity ids with 422 naming activity_ids, changing nothing", async () => {
    const cookie = await newUser();
    const mine = await server.make.calendarActivity(editionId);
    const foreign = await server.make.calendarActivity(otherEditionId);
    for (const ids of [
      [mine.id, foreign.id],
      [mine.id, 987_654_321],
    ]) {
      const answer = await subscribe(cookie, 'subscribe', ids);
      expect(answer.status).toBe(422);
      expect(answer.body.retcode).toBe(422);
      expect(answer.body.message).toMatch(/activity_ids/);
    }
    const replaced = await subscribe(cookie, 'replace', [foreign.id]);
    expect(replaced.status).toBe(422);
    expect((await getJson(`${base()}/subscribe_list`, cookie)).body.data.list).toEqual([]);
  });

  it('answers 422 naming the field for bad input', async () => {
    const cookie = await newUser();
    const activity = await server.make.calendarActivity(editionId);
    const cases: Array<[unknown, RegExp]> = [
      [{ action: 'follow', activity_ids: [activity.id] }, /action/],
      [{ activity_ids: [activity.id] }, /action/],
      [{ action: 'subscribe', activity_ids: 'x' }, /activity_ids/],
      [{ action: 'subscribe', activity_ids: [1.5] }, /activity_ids/],
      [{ action: 'subscribe', activity_ids: [-1] }, /activity_ids/],
      [
        {
          action: 'subscribe',
          activity_ids: Array.from({ length: 201 }, (_, i) => i + 1),
        },
        /activity_ids/,
      ],
    ];
    for (const [body, field] of cases) {
      const response = await postJson(server, `${base()}/subscribe`, body, cookie);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect((await response.json()).message).toMatch(field);
    }
    for (const body of [{}, { state: 'yes' }, { state: 1 }]) {
      const response = await postJson(server, `${base()}/subscribe_turn`, body, cookie);
      expect(response.status).toBe(422);
      expect((await response.json()).message).toMatch(/state/);
    }
  });

  it('turns reminders on and off; the feed URL is issued once and kept across turns', async () => {
    const cookie = await newUser();
    expect((await getJson(`${base()}/subscribe_state`, cookie)).body.data).toEqual({ state: false, feed_url: null });

    const on = await postJson(server, `${base()}/subscribe_turn`, { state: true }, cookie);
    expect(on.status).toBe(200);
    const onData = (await on.json()).data;
    expect(onData.state).toBe(true);
    expect(onData.feed_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await getJson(`${base()}/subscribe_state`, cookie)).body.data).toEqual({ state: true, feed_url: null });

    const off = await postJson(server, `${base()}/subscribe_turn`, { state: false }, cookie);
    expect((await off.json()).data).toEqual({ state: false, feed_url: null });
    expect((await getJson(`${base()}/subscribe_state`, cookie)).body.data.state).toBe(false);

    // On again: the same secret stays valid, so no new URL is issued.
    const again = await postJson(server, `${base()}/subscribe_turn`, { state: true }, cookie);
    expect((await again.json()).data).toEqual({ state: true, feed_url: null });
    expect((await fetchFeed(feedPath(onData.feed_url))).statusCode).toBe(200);
  });

  it('serves the subscribed activities as iCalendar while on, an empty calendar while off, and 404 for bad or rotated secrets', async () => {
    const cookie = await newUser();
    const start = Math.floor(Date.UTC(2030, 0, 15, 2, 0, 0) / 1000);
    const content = await server.make.content(editionId);
    const event = await server.make.calendarActivity(editionId, {
      kind: 1,
      title: 'Lantern Rite; part 1, "night"',
      start_time: start,
      end_time: start + 10 * HOUR,
      jump_type: 2,
      content_id: content.id,
    });
    const birthday = await server.make.calendarActivity(editionId, {
      kind: 4,
      title: 'Birthday',
      start_time: start,
      end_time: 0,
    });
    const material = await server.make.calendarActivity(editionId, {
      kind: 2,
      title: 'Freedom',
      start_time: 0,
      end_time: 0,
      drop_day: '[1,4,7]',
    });
    const unsubscribed = await server.make.calendarActivity(editionId, {
      kind: 1,
      title: 'Not followed',
    });
    await subscribe(cookie, 'subscribe', [event.id, birthday.id, material.id]);

    const url = (await (await postJson(server, `${base()}/subscribe_turn`, { state: true }, cookie)).json()).data.feed_url as string;
    const feed = await fetchFeed(feedPath(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const text = feed.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('VERSION:2.0');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).not.toContain('Not followed');
    expect(text).toContain(`UID:activity-${event.id}@wiki.test`);
    expect(text).toContain('SUMMARY:Lantern Rite\\; part 1\\, "night"');
    expect(text).toContain('DTSTART:20300115T020000Z');
    expect(text).toContain('DTEND:20300115T120000Z');
    expect(text).toMatch(/URL:http:\/\/wiki\.test\/[^\r\n]*content\/\d+\/detail/);
    expect(text).toContain(`content/${content.id}/detail`);
    // The birthday without an end lasts an hour; events and birthdays remind an hour before.
    expect(text).toContain('DTEND:20300115T030000Z');
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(2);
    expect(text.match(/TRIGGER:-PT1H/g)).toHaveLength(2);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU,MO,TH');
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(unsubscribed.id).toBeGreaterThan(0);

    // Off: an empty calendar at the same URL.
    await postJson(server, `${base()}/subscribe_turn`, { state: false }, cookie);
    const empty = await fetchFeed(feedPath(url));
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('BEGIN:VCALENDAR');
    expect(empty.body).not.toContain('BEGIN:VEVENT');

    // Rotation: the old secret is gone, the new one works.
    await postJson(server, `${base()}/subscribe_turn`, { state: true }, cookie);
    const rotated = await postJson(server, `${base()}/feed_token`, {}, cookie);
    expect(rotated.status).toBe(200);
    const newUrl = (await rotated.json()).data.feed_url as string;
    expect(newUrl).not.toBe(url);
    expect((await fetchFeed(feedPath(url))).statusCode).toBe(404);
    const fresh = await fetchFeed(feedPath(newUrl));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    for (const bad of ['/calendar/feed/nope.ics', `/calendar/feed/${'A'.repeat(43)}.ics`, `/calendar/feed/${feedPath(newUrl).slice(15, -4)}`]) {
      expect((await fetchFeed(bad)).statusCode, bad).toBe(404);
    }
  });
});
