import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_TYPES, chExtValue, parseChExt } from '../../shared/channel-ext.ts';
import type { Db } from '../../server/db/database.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { storedToPlacementExt } from '../../server/domains/operator/placement-ext.ts';
import { entryDocSchema } from '../../shared/contract/entry-page.ts';
import { chExtInputSchema } from '../../shared/contract/operator-channels.ts';
import { chExtToInput } from '../../shared/contract/operator-ch-ext.ts';
import { placementExtSchema } from '../../shared/contract/operator-contents.ts';
import { richDocSchema } from '../../shared/contract/rich-text.ts';
import { audioUrl, imageUrl, linkUrl } from '../../shared/contract/url-fields.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const SEED_TIMEOUT = 180_000;

async function count(
  db: Db,
  table: 'banners' | 'announcements' | 'gacha_pools' | 'calendar_activities' | 'users' | 'contribution_records' | 'contents' | 'channels',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function editionId(db: Db, appSn: string) {
  return (await db.selectFrom('editions').select('id').where('app_sn', '=', appSn).executeTakeFirstOrThrow()).id;
}

async function firstContents(db: Db) {
  return db.selectFrom('contents').select(['title', 'summary', 'icon', 'body']).orderBy('id').limit(20).execute();
}

describe.each(dialects)('demo seed on %s', (dialect) => {
  let server: TestServer;
  let seeded: boolean;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    seeded = await seedIfEmpty(server.db, server.storage);
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  it('creates the two editions', async () => {
    expect(seeded).toBe(true);
    const editions = await server.db.selectFrom('editions').select(['app_sn', 'base_path', 'login_required']).orderBy('id').execute();
    expect(editions).toEqual([
      { app_sn: 'ys_obc', base_path: '/ys/obc/', login_required: 0 },
      { app_sn: 'sr_wiki', base_path: '/sr/wiki/', login_required: 1 },
    ]);
  });

  it('fills ys_obc with 300+ contents and a channel tree three deep', async () => {
    const ys = await editionId(server.db, 'ys_obc');
    const contents = await server.db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('edition_id', '=', ys)
      .executeTakeFirstOrThrow();
    expect(Number(contents.n)).toBeGreaterThanOrEqual(300);
    expect(await count(server.db, 'channels')).toBeGreaterThanOrEqual(30);
    const depths = await server.db.selectFrom('channels').select('depth').distinct().orderBy('depth').execute();
    expect(depths.map((row) => row.depth)).toContain(3);
  });

  it('uses every display type in some channel', async () => {
    const rows = await server.db.selectFrom('channels').select('ch_ext').execute();
    const used = new Set(rows.map((row) => chExtValue(parseChExt(row.ch_ext), 'display_type')));
    for (const type of DISPLAY_TYPES) expect(used, type).toContain(type);
  });

  it('adds banners, an announcement, pools, calendar, users and contributions', async () => {
    for (const table of ['banners', 'announcements', 'gacha_pools', 'calendar_activities', 'users', 'contribution_records'] as const) {
      expect(await count(server.db, table), table).toBeGreaterThan(0);
    }
  });

  it('does not seed a database twice', async () => {
    const before = await Promise.all([count(server.db, 'contents'), count(server.db, 'channels'), count(server.db, 'users')]);
    expect(await seedIfEmpty(server.db, server.storage)).toBe(false);
    const after = await Promise.all([count(server.db, 'contents'), count(server.db, 'channels'), count(server.db, 'users')]);
    expect(after).toEqual(before);
  });

  it(
    'is deterministic across fresh databases',
    async () => {
      const other = await startTestServer('sqlite');
      try {
        expect(await seedIfEmpty(other.db, other.storage)).toBe(true);
        const mine = await firstContents(server.db);
        expect(mine).toHaveLength(20);
        expect(await firstContents(other.db)).toEqual(mine);
      } finally {
        await other.close();
      }
    },
    SEED_TIMEOUT,
  );

  it('stores only URLs the write rules accept, so any seeded record can be saved again as it is', async () => {
    const problems: string[] = [];
    const check = (
      what: string,
      schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
      value: unknown,
    ) => {
      const parsed = schema.safeParse(value);
      for (const issue of parsed.error?.issues ?? []) problems.push(`${what} ${issue.path.join('.')}: ${issue.message}`);
    };
    const image = imageUrl();
    const link = linkUrl();
    for (const row of await server.db.selectFrom('editions').selectAll().execute()) {
      for (const value of [row.logo_url, row.head_img_url]) check(`edition ${row.id}`, image, value);
      for (const value of [row.about_url, row.apply_url]) check(`edition ${row.id}`, link, value);
    }
    for (const row of await server.db.selectFrom('banners').selectAll().execute()) {
      check(`banner ${row.id}`, image, row.image_url);
      check(`banner ${row.id}`, link, row.jump_url);
    }
    for (const row of await server.db.selectFrom('gacha_pools').selectAll().execute()) {
      check(`pool ${row.id}`, link, row.activity_url);
      check(`pool ${row.id}`, image, row.voice_icon);
      check(`pool ${row.id}`, audioUrl(), row.voice_url);
      for (const item of JSON.parse(row.pool) as Array<{ icon: string; url: string }>) {
        check(`pool ${row.id}`, image, item.icon);
        check(`pool ${row.id}`, link, item.url);
      }
    }
    for (const row of await server.db.selectFrom('calendar_activities').selectAll().execute()) {
      check(`activity ${row.id}`, image, row.img_url);
      check(`activity ${row.id}`, link, row.jump_url);
    }
    for (const row of await server.db.selectFrom('channels').select(['id', 'ch_ext']).execute())
      check(`channel ${row.id}`, chExtInputSchema, chExtToInput(row.ch_ext));
    for (const row of await server.db.selectFrom('channel_contents').select(['channel_id', 'content_id', 'ext']).execute()) {
      check(`placement ${row.channel_id}/${row.content_id}`, placementExtSchema, storedToPlacementExt(row.ext, Number(row.channel_id)));
    }
    for (const row of await server.db.selectFrom('contents').select(['id', 'icon', 'url', 'bbs_url', 'body', 'tabs']).execute()) {
      check(`content ${row.id}`, image, row.icon);
      for (const value of [row.url, row.bbs_url]) check(`content ${row.id}`, link, value);
      check(`content ${row.id} body`, richDocSchema, JSON.parse(row.body));
      for (const tab of JSON.parse(row.tabs) as Array<{ doc: unknown }>)
        check(`content ${row.id} tab`, richDocSchema, typeof tab.doc === 'string' ? JSON.parse(tab.doc) : tab.doc);
    }
    for (const table of ['entry_revisions', 'entry_drafts', 'entry_submissions'] as const) {
      for (const row of await server.db.selectFrom(table).select(['id', 'doc']).execute()) check(`${table} ${row.id}`, entryDocSchema, JSON.parse(row.doc));
    }
    expect(problems).toEqual([]);
  });

  it('serves a seeded icon, resized and as webp on request', async () => {
    const { icon } = await server.db.selectFrom('contents').select('icon').orderBy('id').executeTakeFirstOrThrow();
    expect(icon).toMatch(/^\/img\/.+\.png$/);

    const original = await server.get(icon);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toMatch(/^image\//);
    const originalWidth = (await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width;

    const small = await server.get(`${icon}?w=64`);
    expect(small.status).toBe(200);
    const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect(smallMeta.width).toBe(64);
    expect(originalWidth).toBeGreaterThan(64);

    const webp = await server.get(`${icon}?w=64`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp');
  });
});
