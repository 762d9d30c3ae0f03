import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { dropPostgresSchema, withSchemaLock } from '../../../db/schema-lock.ts';
import { foundation } from '../../../db/migrations/0001-foundation.ts';
import { avatarImage } from '../../../../shared/avatar.ts';
import { contributorListSchema, rankingListSchema } from '../../../../shared/contract/ranking.ts';
import { rankingService } from './ranking-service.ts';
import { publishRevision } from '../../entry-pages/publish.ts';
import { rebuildContributionAggregates, recordContribution, recordContributions, wikiDay, type ContributionInput } from './contribution-ledger.ts';
import { dialects, startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';
import { operatorEditions, presentOperatorEdition } from '../../operator/editions.ts';
import { editionSettingsSchema } from '../../../../shared/contract/operator.ts';

const DAY = 86_400;
const ENTRY_KEYS = ['account_uid', 'account_name', 'img', 'value', 'rank'].sort();
const CONTRIBUTOR_KEYS = ['account_uid', 'account_name', 'img', 'value'].sort();

describe.each(dialects)('ranking API on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const json = async (path: string) => {
    const response = await server.get(path);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const now = () => Math.floor(Date.now() / 1000);
  const record = (input: Omit<ContributionInput, 'kind'> & { kind?: ContributionInput['kind'] }) =>
    recordContribution(server.db, { kind: 'entry_edit', ...input });
  const ranking = async (appSn: string, query: string) => {
    const { status, body } = await json(`/api/${appSn}/v1/ranking/list?${query}`);
    expect(status, query).toBe(200);
    expect(rankingListSchema.safeParse(body.data).success).toBe(true);
    return body.data as { list: Array<{ account_uid: string; account_name: string; img: string; value: number; rank: number }>; total: number };
  };
  const summary = (list: Array<{ account_name: string; value: number }>) => list.map((entry) => [entry.account_name, entry.value]);

  describe('/v1/ranking/list', () => {
    it('counts records 3 days old in every list, 10 days old in monthly and overall, 40 days old only overall', async () => {
      const edition = await server.make.edition();
      const recent = await server.make.user({ name: 'recent' });
      const tenDays = await server.make.user({ name: 'ten-days' });
      const old = await server.make.user({ name: 'old' });
      await record({ editionId: edition.id, userId: recent.id, value: 5, createdAt: now() - 3 * DAY });
      await record({ editionId: edition.id, userId: tenDays.id, value: 7, createdAt: now() - 10 * DAY });
      await record({ editionId: edition.id, userId: old.id, value: 9, createdAt: now() - 40 * DAY });

      expect(summary((await ranking(edition.app_sn, 'type=1')).list)).toEqual([['recent', 5]]);
      expect(summary((await ranking(edition.app_sn, 'type=2')).list)).toEqual([
        ['ten-days', 7],
        ['recent', 5],
      ]);
      expect(summary((await ranking(edition.app_sn, 'type=3')).list)).toEqual([
        ['old', 9],
        ['ten-days', 7],
        ['recent', 5],
      ]);
      expect((await ranking(edition.app_sn, 'type=1')).total).toBe(1);
      expect((await ranking(edition.app_sn, 'type=2')).total).toBe(2);
      expect((await ranking(edition.app_sn, 'type=3')).total).toBe(3);
    });

    it("sums a user's records inside the window only, and the windows roll with time", async () => {
      const edition = await server.make.edition();
      const user = await server.make.user({ name: 'sum' });
      const t = now();
      await record({ editionId: edition.id, userId: user.id, value: 2, createdAt: t });
      await record({ editionId: edition.id, userId: user.id, value: 3, createdAt: t - 2 * DAY, kind: 'correction' });
      await record({ editionId: edition.id, userId: user.id, value: 10, createdAt: t - 20 * DAY });
      await record({ editionId: edition.id, userId: user.id, value: 100, createdAt: t - 60 * DAY });
      expect(summary((await ranking(edition.app_sn, 'type=1')).list)).toEqual([['sum', 5]]);
      expect(summary((await ranking(edition.app_sn, 'type=2')).list)).toEqual([['sum', 15]]);
      expect(summary((await ranking(edition.app_sn, 'type=3')).list)).toEqual([['sum', 115]]);

      // Seen from later days, without any job: records leave the windows as they age.
      const service = rankingService(server.db);
      const page = { pageNum: 1, pageSize: 50 };
      const values = async (type: 1 | 2 | 3, at: number) => (await service.list(edition.id, type, page, at)).rows.map((row) => row.value);
      expect(await values(1, t + 4 * DAY)).toEqual([5]);
      expect(await values(1, t + 5 * DAY)).toEqual([2]);
      expect(await values(1, t + 7 * DAY)).toEqual([]);
      expect(await values(2, t + 9 * DAY)).toEqual([15]);
      expect(await values(2, t + 10 * DAY)).toEqual([5]);
      expect(await values(3, t + 400 * DAY)).toEqual([115]);
    });

    it('cuts the windows at wiki days (UTC+8): today and the 6 (or 29) days before it', async () => {
      const edition = await server.make.edition();
      const user = await server.make.user();
      // 2026-03-10 12:00 in UTC+8.
      const at = Date.UTC(2026, 2, 10, 4) / 1000;
      const startOfDay = (days: number) => (wikiDay(at) - days) * DAY - 8 * 3_600;
      await record({ editionId: edition.id, userId: user.id, value: 1, createdAt: startOfDay(6) });
      await record({ editionId: edition.id, userId: user.id, value: 10, createdAt: startOfDay(6) - 1 });
      await record({ editionId: edition.id, userId: user.id, value: 100, createdAt: startOfDay(29) });
      await record({ editionId: edition.id, userId: user.id, value: 1000, createdAt: startOfDay(29) - 1 });
      const service = rankingService(server.db);
      const page = { pageNum: 1, pageSize: 50 };
      expect((await service.list(edition.id, 1, page, at)).rows.map((row) => row.value)).toEqual([1]);
      expect((await service.list(edition.id, 2, page, at)).rows.map((row) => row.value)).toEqual([111]);
      expect((await service.list(edition.id, 3, page, at)).rows.map((row) => row.value)).toEqual([1111]);
    });

    it("cuts the windows at the edition's own midnights when its operator set another time zone, and a rebuild agrees", async () => {
      const edition = await server.make.edition({ time_zone: 'America/New_York' });
      const user = await server.make.user();
      // 2026-07-10 12:00 in New York (UTC-4 in summer).
      const at = Date.UTC(2026, 6, 10, 16) / 1000;
      expect(wikiDay(at, 'America/New_York')).toBe(Date.UTC(2026, 6, 10) / 1000 / DAY);
      // New York's midnight starting the 7-day window, 2026-07-04 00:00, is 04:00 UTC. On the UTC+8
      // clock both records fall on 2026-07-04 noon, outside that clock's window: neither would count.
      const windowStart = Date.UTC(2026, 6, 4, 4) / 1000;
      await record({ editionId: edition.id, userId: user.id, value: 1, createdAt: windowStart });
      await record({ editionId: edition.id, userId: user.id, value: 10, createdAt: windowStart - 1 });
      const service = rankingService(server.db);
      const weekly = async () => (await service.list(edition.id, 1, { pageNum: 1, pageSize: 50 }, at)).rows.map((row) => row.value);
      expect(await weekly()).toEqual([1]);
      await rebuildContributionAggregates(server.db, edition.id);
      expect(await weekly()).toEqual([1]);
      // The operator moves the edition back to the spec's clock: its days are cut again at once.
      const actor = { id: user.id, name: user.name };
      const settings = editionSettingsSchema.parse({ ...presentOperatorEdition(edition), time_zone: 'Asia/Shanghai' });
      await operatorEditions(server.db).update(actor, edition.id, settings);
      expect(await weekly()).toEqual([]);
    });

    it('orders by value, ties by user id, and ranks by position; other editions and empty totals are left out', async () => {
      const edition = await server.make.edition();
      const other = await server.make.edition();
      const users = [];
      for (let i = 0; i < 5; i++) users.push(await server.make.user({ name: `u${i}` }));
      const values = [4, 9, 4, 9, 1];
      for (const [i, user] of users.entries()) {
        await record({ editionId: edition.id, userId: user.id, value: values[i]!, createdAt: now() - DAY });
      }
      await record({ editionId: other.id, userId: users[4]!.id, value: 500, createdAt: now() - DAY });
      // A user whose records cancel out has no place in the list.
      const zero = await server.make.user({ name: 'zero' });
      await record({ editionId: edition.id, userId: zero.id, value: 3, createdAt: now() - DAY });
      await record({ editionId: edition.id, userId: zero.id, value: -3, createdAt: now() - DAY });

      for (const type of [1, 2, 3]) {
        const data = await ranking(edition.app_sn, `type=${type}`);
        expect(data.list.map((entry) => [entry.account_uid, entry.value, entry.rank])).toEqual([
          [String(users[1]!.id), 9, 1],
          [String(users[3]!.id), 9, 2],
          [String(users[0]!.id), 4, 3],
          [String(users[2]!.id), 4, 4],
          [String(users[4]!.id), 1, 5],
        ]);
        expect(data.total).toBe(5);
      }
      expect(summary((await ranking(other.app_sn, 'type=1')).list)).toEqual([['u4', 500]]);
    });

    it('pages with page and page_size; ranks continue across pages', async () => {
      const edition = await server.make.edition();
      const inputs: ContributionInput[] = [];
      const users = [];
      for (let i = 0; i < 8; i++) {
        const user = await server.make.user({ name: `p${i}` });
        users.push(user);
        inputs.push({ editionId: edition.id, userId: user.id, kind: 'entry_edit', value: 10 + i, createdAt: now() - i * 3_600 });
      }
      await recordContributions(server.db, inputs);
      const expected = users.map((user, i) => [user.name, 10 + i]).reverse();

      const first = await ranking(edition.app_sn, 'type=1&page=1&page_size=6');
      expect(summary(first.list)).toEqual(expected.slice(0, 6));
      expect(first.list.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(first.total).toBe(8);

      const second = await ranking(edition.app_sn, 'type=1&page=2&page_size=3');
      expect(summary(second.list)).toEqual(expected.slice(3, 6));
      expect(second.list.map((entry) => entry.rank)).toEqual([4, 5, 6]);

      const overall = await ranking(edition.app_sn, 'type=3&page=3&page_size=3');
      expect(summary(overall.list)).toEqual(expected.slice(6));
      expect(overall.list.map((entry) => entry.rank)).toEqual([7, 8]);
      expect(overall.total).toBe(8);

      expect(await ranking(edition.app_sn, 'type=2&page=5&page_size=3')).toEqual({ list: [], total: 8 });
      // page and page_size default to 1 and 50.
      expect((await ranking(edition.app_sn, 'type=2')).list).toHaveLength(8);
    });

    it('answers the entry shape with the avatar by the spec rule, cacheable', async () => {
      const edition = await server.make.edition();
      const withUrl = await server.make.user({ name: 'url', avatar_url: '/img/me.png', avatar: 3, gender: 1 });
      const numbered = await server.make.user({ name: 'numbered', avatar: 3, gender: 2 });
      const female = await server.make.user({ name: 'female', avatar: 0, gender: 2 });
      for (const [i, user] of [withUrl, numbered, female].entries()) {
        await record({ editionId: edition.id, userId: user.id, value: 30 - i, createdAt: now() });
      }
      const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/ranking/list?type=1&page=1&page_size=6`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ retcode: 0, message: 'OK' });
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(Object.keys(body.data).sort()).toEqual(['list', 'total']);
      for (const entry of body.data.list) expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      expect(body.data.list).toEqual([
        { account_uid: String(withUrl.id), account_name: 'url', img: '/img/me.png', value: 30, rank: 1 },
        { account_uid: String(numbered.id), account_name: 'numbered', img: avatarImage({ avatar: 3 }), value: 29, rank: 2 },
        { account_uid: String(female.id), account_name: 'female', img: avatarImage({ gender: 2 }), value: 28, rank: 3 },
      ]);
      expect(body.data.list[1].img).toMatch(/^data:image\/svg\+xml,/);
      expect(body.data.list[2].img).not.toBe(body.data.list[1].img);

      const blackboard = await json(`/common/blackboard/${edition.app_sn}/v1/ranking/list?type=1&page=1&page_size=6`);
      expect(blackboard.body).toEqual(body);
    });

    it('answers an empty list for an edition without contributions', async () => {
      const edition = await server.make.edition();
      for (const type of [1, 2, 3]) expect(await ranking(edition.app_sn, `type=${type}&page=1&page_size=6`)).toEqual({ list: [], total: 0 });
    });

    it('answers 422 naming the field for a bad type, page or page_size', async () => {
      const edition = await server.make.edition();
      const cases: Array<[string, string]> = [
        ['', 'type'],
        ['type=', 'type'],
        ['type=0', 'type'],
        ['type=4', 'type'],
        ['type=1.5', 'type'],
        ['type=weekly', 'type'],
        ['type=1&type=2', 'type'],
        ['type=1&page=0', 'page'],
        ['type=1&page=-2', 'page'],
        ['type=1&page=x', 'page'],
        ['type=1&page_size=0', 'page_size'],
        ['type=1&page_size=51', 'page_size'],
        ['type=1&page_size=6.5', 'page_size'],
        ['type=1&page_size=abc', 'page_size'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/ranking/list?${query}`);
        expect(status, query).toBe(422);
        expect(body.retcode, query).toBe(422);
        expect(body.data).toBeNull();
        expect(body.message, query).toMatch(new RegExp(`^${field}: `));
      }
      expect((await json(`/api/${edition.app_sn}/v1/ranking/list?type=3&page_size=50`)).status).toBe(200);
    });
  });

  describe('recording contributions', () => {
    it('keeps the aggregates equal to a rebuild from the records', async () => {
      const edition = await server.make.edition();
      const content = await server.make.content(edition.id);
      const users = [await server.make.user(), await server.make.user(), await server.make.user()];
      const inputs: ContributionInput[] = [];
      for (let i = 0; i < 60; i++) {
        inputs.push({
          editionId: edition.id,
          userId: users[i % 3]!.id,
          kind: i % 4 === 0 ? 'correction' : 'entry_edit',
          value: (i % 7) + 1,
          createdAt: now() - (i % 45) * DAY,
          contentId: i % 2 === 0 ? content.id : null,
        });
      }
      // One at a time, then in a batch; both are the same path.
      for (const input of inputs.slice(0, 20)) await recordContribution(server.db, input);
      await recordContributions(server.db, inputs.slice(20));

      const snapshot = async () => ({
        daily: await server.db.selectFrom('contribution_daily').selectAll().where('edition_id', '=', edition.id).orderBy('day').orderBy('user_id').execute(),
        totals: await server.db.selectFrom('contribution_totals').selectAll().where('edition_id', '=', edition.id).orderBy('user_id').execute(),
        content: await server.db.selectFrom('contribution_content').selectAll().where('edition_id', '=', edition.id).orderBy('user_id').execute(),
      });
      const incremental = await snapshot();
      expect(incremental.totals.reduce((sum, row) => sum + Number(row.value), 0)).toBe(inputs.reduce((sum, input) => sum + input.value, 0));
      await rebuildContributionAggregates(server.db, edition.id);
      expect(await snapshot()).toEqual(incremental);
      const records = await server.db
        .selectFrom('contribution_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('edition_id', '=', edition.id)
        .executeTakeFirstOrThrow();
      expect(Number(records.n)).toBe(60);
    });

    it('rebuilds the rankings of records written before the aggregates', async () => {
      const edition = await server.make.edition();
      const untouched = await server.make.edition();
      const user = await server.make.user({ name: 'imported' });
      await server.make.contribution(edition.id, user.id, { value: 6, created_at: now() - DAY });
      await server.make.contribution(edition.id, user.id, { value: 4, created_at: now() - 50 * DAY });
      await record({ editionId: untouched.id, userId: user.id, value: 8 });
      expect((await ranking(edition.app_sn, 'type=3')).list).toEqual([]);

      await rebuildContributionAggregates(server.db, edition.id);
      expect(summary((await ranking(edition.app_sn, 'type=1')).list)).toEqual([['imported', 6]]);
      expect(summary((await ranking(edition.app_sn, 'type=3')).list)).toEqual([['imported', 10]]);
      expect(summary((await ranking(untouched.app_sn, 'type=3')).list)).toEqual([['imported', 8]]);
    });

    it('writes nothing when part of a contribution fails', async () => {
      const edition = await server.make.edition();
      const user = await server.make.user();
      await expect(
        recordContribution(server.db, { editionId: edition.id, userId: user.id, kind: 'entry_edit', value: 5, contentId: 987_654_321 }),
      ).rejects.toThrow();
      await expect(recordContribution(server.db, { editionId: edition.id, userId: user.id, kind: 'vandalism' as never, value: 5 })).rejects.toThrow(/kind/);
      const rows = await server.db.selectFrom('contribution_records').select('id').where('edition_id', '=', edition.id).execute();
      expect(rows).toEqual([]);
      expect((await ranking(edition.app_sn, 'type=3')).list).toEqual([]);
    });
  });

  describe('contributors of an entry', () => {
    it('lists who published edits of the entry, highest value first, ties by user id', async () => {
      const edition = await server.make.edition();
      const [a, b, c, d, e] = [
        await server.make.user({ name: 'a' }),
        await server.make.user({ name: 'b' }),
        await server.make.user({ name: 'c', avatar: 2 }),
        await server.make.user({ name: 'd' }),
        await server.make.user({ name: 'e' }),
      ];
      // a created the entry, c and e edited it; b is credited for a correction only (no edit: not listed).
      const entry = { id: (await server.make.entryPage(edition.id, { name: '条目' }, { authorId: a.id })).contentId };
      for (const author of [c, e]) await publishRevision(server.db, { contentId: entry.id, doc: { name: `条目${author.name}` }, authorId: author.id });
      const otherEntry = await server.make.content(edition.id);
      await record({ editionId: edition.id, userId: a.id, value: 2, contentId: entry.id });
      await record({ editionId: edition.id, userId: b.id, value: 5, contentId: entry.id, kind: 'correction' });
      await record({ editionId: edition.id, userId: a.id, value: 3, contentId: entry.id, createdAt: now() - 90 * DAY });
      await record({ editionId: edition.id, userId: c.id, value: 1, contentId: entry.id });
      await record({ editionId: edition.id, userId: c.id, value: 50, contentId: otherEntry.id });
      await record({ editionId: edition.id, userId: d.id, value: 40 });

      const { status, headers, body } = await json(`/api/${edition.app_sn}/v1/content/contribution?content_id=${entry.id}`);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(contributorListSchema.safeParse(body.data).success).toBe(true);
      for (const item of body.data.list) expect(Object.keys(item).sort()).toEqual(CONTRIBUTOR_KEYS);
      expect(body.data.list).toEqual([
        { account_uid: String(a.id), account_name: 'a', img: avatarImage(a), value: 5 },
        { account_uid: String(c.id), account_name: 'c', img: avatarImage({ avatar: 2 }), value: 1 },
        { account_uid: String(e.id), account_name: 'e', img: avatarImage(e), value: 0 },
      ]);
      expect(body.data.list.map((item: { account_uid: string }) => item.account_uid)).not.toContain(String(b.id));

      const byEntryPage = await json(`/api/${edition.app_sn}/wapi/entry_page/contributors?entry_page_id=${entry.id}`);
      expect(byEntryPage.status).toBe(200);
      expect(byEntryPage.body.data).toEqual(body.data);
      const hoyowiki = await json(`/hoyowiki/${edition.game}/wapi/entry_page/contributors?entry_page_id=${entry.id}`);
      expect(hoyowiki.body.data).toEqual(body.data);

      const none = await server.make.content(edition.id);
      expect((await json(`/api/${edition.app_sn}/v1/content/contribution?content_id=${none.id}`)).body.data).toEqual({ list: [] });
    });

    it('answers 404 for an unknown entry or one of another edition, 422 naming the field for a bad id', async () => {
      const edition = await server.make.edition();
      const other = await server.make.edition();
      const foreign = await server.make.content(other.id);
      for (const id of [987_654_321, foreign.id]) {
        const content = await json(`/api/${edition.app_sn}/v1/content/contribution?content_id=${id}`);
        expect(content.status).toBe(404);
        expect(content.body).toMatchObject({ retcode: 404, data: null });
        expect(content.body.message).toMatch(/^content_id: /);
        const page = await json(`/api/${edition.app_sn}/wapi/entry_page/contributors?entry_page_id=${id}`);
        expect(page.status).toBe(404);
        expect(page.body.message).toMatch(/^entry_page_id: /);
      }
      for (const query of ['', 'content_id=', 'content_id=abc', 'content_id=0', 'content_id=-1', 'content_id=2.5']) {
        const { status, body } = await json(`/api/${edition.app_sn}/v1/content/contribution?${query}`);
        expect(status, query).toBe(422);
        expect(body.message, query).toMatch(/^content_id: /);
      }
      for (const query of ['', 'entry_page_id=x', 'entry_page_id=0']) {
        const { status, body } = await json(`/api/${edition.app_sn}/wapi/entry_page/contributors?${query}`);
        expect(status, query).toBe(422);
        expect(body.message, query).toMatch(/^entry_page_id: /);
      }
    });
  });
});

describe.each(dialects)('ranking migration on %s', (dialect) => {
  it('adds the contributions recorded before it to the rankings', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-ranking-migration-'));
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const url = dialect === 'postgres' ? process.env.DATABASE_URL : undefined;
    const handle = await openDatabase({ url, schema: url ? schema : undefined, dataDir });
    try {
      const db = handle.db;
      const migrationTableSchema = url ? schema : undefined;
      // The database as it was before the ranking migration.
      const before = (target: Kysely<unknown>) =>
        new Migrator({
          db: target,
          provider: { getMigrations: async () => ({ '0001-foundation': foundation(dialect) }) },
          ...(migrationTableSchema ? { migrationTableSchema } : {}),
        }).migrateToLatest();
      const untyped = db as unknown as Kysely<unknown>;
      const { error } = url ? await withSchemaLock(untyped, before) : await before(untyped);
      expect(error).toBeUndefined();
      const edition = (await sql<{ id: number }>`insert into editions (app_sn, game, name, base_path) values ('m', 'm', 'm', '/m/w/') returning id`.execute(db))
        .rows[0]!.id;
      const users: number[] = [];
      for (const name of ['a', 'b'])
        users.push(Number((await sql<{ id: number }>`insert into users (name) values (${name}) returning id`.execute(db)).rows[0]!.id));
      const t = Math.floor(Date.now() / 1000);
      const old = [
        [users[0]!, 4, t - DAY],
        [users[0]!, 6, t - 2 * DAY],
        [users[1]!, 5, t - 12 * DAY],
        [users[1]!, 20, t - 90 * DAY],
      ] as const;
      for (const [user, value, time] of old) {
        await sql`insert into contribution_records (edition_id, user_id, kind, value, created_at) values (${edition}, ${user}, 'entry_edit', ${value}, ${time})`.execute(
          db,
        );
      }

      await migrateToLatest(db as never, dialect);
      const service = rankingService(db);
      const page = { pageNum: 1, pageSize: 50 };
      const list = async (type: 1 | 2 | 3) => (await service.list(Number(edition), type, page)).rows.map((row) => [row.name, row.value]);
      expect(await list(1)).toEqual([['a', 10]]);
      expect(await list(2)).toEqual([
        ['a', 10],
        ['b', 5],
      ]);
      expect(await list(3)).toEqual([
        ['b', 25],
        ['a', 10],
      ]);
      const daily = await db.selectFrom('contribution_daily').select(['day', 'value']).where('user_id', '=', users[0]!).orderBy('day').execute();
      expect(daily).toEqual([
        { day: wikiDay(t - 2 * DAY), value: 6 },
        { day: wikiDay(t - DAY), value: 4 },
      ]);
    } finally {
      await handle.destroy();
      if (url) await dropPostgresSchema(url, schema);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
