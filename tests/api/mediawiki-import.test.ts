import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPageHistory, EntryPageWire } from '../../shared/contract/entry-page.ts';
import type { ImportReport } from '../../server/mediawiki/import/report.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { apiGet, entryIdOf, importMediawiki, LIYUE_DUMP, LIYUE_DUMP_BZ2, type ImportRun } from './mediawiki-import-harness.ts';

const TIMEOUT = 180_000;

interface Edition {
  id: number;
  app_sn: string;
  base_path: string;
}

/** Counts of what an edition holds from imports: entries, revisions, pages of the title table. */
async function holdings(server: TestServer, editionId: number) {
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  return {
    entries: await count(
      server.db
        .selectFrom('entry_pages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('edition_id', '=', editionId)
        .executeTakeFirstOrThrow(),
    ),
    revisions: await count(
      server.db
        .selectFrom('entry_revisions as r')
        .innerJoin('entry_pages as p', 'p.content_id', 'r.content_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('p.edition_id', '=', editionId)
        .executeTakeFirstOrThrow(),
    ),
    pages: await count(
      server.db
        .selectFrom('mediawiki_pages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('edition_id', '=', editionId)
        .executeTakeFirstOrThrow(),
    ),
    placements: await count(
      server.db
        .selectFrom('channel_contents as cc')
        .innerJoin('contents as c', 'c.id', 'cc.content_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('c.edition_id', '=', editionId)
        .executeTakeFirstOrThrow(),
    ),
  };
}

describe.each(dialects)('npm run import:mediawiki on %s', (dialect) => {
  let server: TestServer;
  let edition: Edition;
  let roleChannel: number;
  let first: ImportRun;
  let report: ImportReport;

  const newEdition = async () => {
    const made = await server.make.edition({ default_lang: 'zh-CN' });
    return { id: Number(made.id), app_sn: made.app_sn, base_path: made.base_path };
  };
  const storedDoc = async (contentId: number) => {
    const row = await server.db
      .selectFrom('entry_pages as p')
      .innerJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
      .select('r.doc')
      .where('p.content_id', '=', contentId)
      .executeTakeFirstOrThrow();
    return row.doc;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    edition = await newEdition();
    // A channel named as one of the dump's categories: the default mapping places entries there.
    roleChannel = Number((await server.make.channel(edition.id, { name: '角色' })).id);
    first = await importMediawiki(server, [LIYUE_DUMP, '--edition', edition.app_sn, '--batch-pages', '2']);
    report = first.report!;
  }, TIMEOUT);
  afterAll(() => server.close());

  it('prints the report and writes it as JSON: pages, revisions, redirects, images, categories, unmapped, skipped namespaces', () => {
    expect(first.stderr).not.toContain('Error');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Pages: 3 created, 0 updated, 0 unchanged; 2 redirects, 2 file pages');
    expect(first.stdout).toContain('Report written to');
    expect(report.finished).toBe(true);
    expect(report.dump).toMatchObject({ schema: '0.11', site_name: '璃月百科', compression: 'none' });
    expect(report.pages).toMatchObject({ created: 3, updated: 0, redirects: 2, file_pages: 2, skipped_namespaces: { 模板: 1, 用户: 1, 分类: 1 } });
    expect(report.revisions).toEqual({ imported: 6, converted: 3, kept_as_wikitext: 3, already_imported: 0 });
    expect(report.aliases.added).toBe(2);
    expect(report.images.stored).toBe(1);
    expect(report.images.rejected).toEqual([{ name: 'Fake icon.png', reason: 'Only PNG, JPEG, JPG formats are supported' }]);
    expect(report.categories.channels).toEqual({ 角色: 2 });
    expect(report.categories.filters).toMatchObject({ 冰元素: 1, 五星角色: 1, 雷元素: 1, 地区: 1 });
    expect(report.links.unresolved.names).toEqual(['不存在的页面']);
    const template = report.unmapped.find((group) => group.kind === 'template' && group.name === '未知模板');
    expect(template?.pages).toEqual(['甘雨']);
  });

  it('keeps every revision in order with its author name (no account), time and comment; the wikitext as it was', async () => {
    const ganyu = await entryIdOf(server, edition.id, '甘雨');
    const history = await apiGet<EntryPageHistory>(server, edition.app_sn, `wapi/entry_page/history?entry_page_id=${ganyu}`);
    expect(history.retcode).toBe(0);
    expect(history.data.total).toBe('3');
    expect(history.data.list.map((item) => [item.version, item.user, item.summary, item.ctime])).toEqual([
      [3, { uid: '', name: 'Bob' }, 'infobox、突破材料表、参考资料', String(Date.parse('2021-03-15T12:45:10Z') / 1000)],
      [2, { uid: '', name: '203.0.113.7' }, '补充命之座', String(Date.parse('2021-02-03T09:30:00Z') / 1000)],
      [1, { uid: '', name: 'Alice' }, '创建页面', String(Date.parse('2021-01-12T08:00:00Z') / 1000)],
    ]);
    // A hidden author and comment stay empty.
    const keqing = await entryIdOf(server, edition.id, '刻晴');
    const hidden = await apiGet<EntryPageHistory>(server, edition.app_sn, `wapi/entry_page/history?entry_page_id=${keqing}`);
    expect(hidden.data.list[0]).toMatchObject({ version: 2, user: { uid: '', name: '' }, summary: '' });
    const users = await server.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
    const revisions = await server.db
      .selectFrom('mediawiki_revisions')
      .select(['rev_id', 'wikitext', 'converted'])
      .where('content_id', '=', ganyu)
      .orderBy('rev_id')
      .execute();
    expect(revisions.map((row) => [Number(row.rev_id), row.converted])).toEqual([
      [1001, 0],
      [1005, 0],
      [1009, 1],
    ]);
    expect(revisions[0]!.wikitext).toBe("'''甘雨'''是璃月七星的秘书。\n\n[[分类:角色]]");
    expect(revisions[2]!.wikitext).toContain('{| class="wikitable"');
  });

  it('makes the last revision the entry page: converted modules, links resolved (also forward ones), the picture, aliases from redirects', async () => {
    const ganyu = await entryIdOf(server, edition.id, '甘雨');
    const keqing = await entryIdOf(server, edition.id, '刻晴');
    const port = await entryIdOf(server, edition.id, '璃月港');
    const page = await apiGet<{ page: EntryPageWire }>(server, edition.app_sn, `wapi/entry_page?entry_page_id=${ganyu}`);
    expect(page.retcode).toBe(0);
    expect(page.data.page.name).toBe('甘雨');
    expect(page.data.page.aliases).toEqual(['Ganyu']);
    expect(page.data.page.version).toBe('3');
    expect(page.data.page.modules.map((module) => module.name)).toEqual(expect.arrayContaining(['突破材料', '天赋']));
    const doc = await storedDoc(ganyu);
    // 刻晴 comes later in the dump; 璃月 is a redirect to 璃月港, which comes later still.
    expect(doc).toContain(`"href":"${edition.base_path}content/${keqing}/detail"`);
    expect(doc).toContain(`"href":"${edition.base_path}content/${port}/detail"`);
    expect(doc).not.toContain('__mediawiki__');
    expect(doc).toMatch(/"src":"\/img\/[0-9a-f]{2}\/[0-9a-f]{64}\.png"/);
    expect(doc).toContain('哀叙冰玉碎屑');
    expect(doc).toContain('不存在的页面');
    const keqingDoc = await storedDoc(keqing);
    expect(keqingDoc).toContain(`"href":"${edition.base_path}content/${ganyu}/detail"`);
    const portPage = await apiGet<{ page: EntryPageWire }>(server, edition.app_sn, `wapi/entry_page?entry_page_id=${port}`);
    expect(portPage.data.page.aliases).toEqual(['璃月']);
    const pending = await server.db.selectFrom('mediawiki_pending_links').select('title').execute();
    expect(pending).toEqual([]);
  });

  it('places entries by category: a category named as a channel places there, the others become filter values; the rest go to the site channel', async () => {
    const ganyu = await entryIdOf(server, edition.id, '甘雨');
    const port = await entryIdOf(server, edition.id, '璃月港');
    const inRoles = await server.db.selectFrom('channel_contents').select('content_id').where('channel_id', '=', roleChannel).orderBy('sort').execute();
    expect(inRoles.map((row) => Number(row.content_id))).toEqual([ganyu, await entryIdOf(server, edition.id, '刻晴')]);
    const page = await apiGet<{ page: EntryPageWire }>(server, edition.app_sn, `wapi/entry_page?entry_page_id=${ganyu}`);
    expect(page.data.page.menu_id).toBe(String(roleChannel));
    expect(page.data.page.filter_values).toEqual({ 分类: { values: ['冰元素', '五星角色'] } });
    const site = await server.db
      .selectFrom('channels')
      .select(['id', 'ch_ext'])
      .where('edition_id', '=', edition.id)
      .where('name', '=', '璃月百科')
      .executeTakeFirstOrThrow();
    const placed = await server.db.selectFrom('channel_contents').select('content_id').where('channel_id', '=', site.id).execute();
    expect(placed.map((row) => Number(row.content_id))).toEqual([port]);
    // The channels' filters offer the imported values.
    const roles = await server.db.selectFrom('channels').select('ch_ext').where('id', '=', roleChannel).executeTakeFirstOrThrow();
    expect(roles.ch_ext).toContain('冰元素');
    expect(roles.ch_ext).toContain('雷元素');
    expect(site.ch_ext).toContain('地区');
  });

  it('indexes imported pages for search, by name and by the alias a redirect gave', async () => {
    const ganyu = await entryIdOf(server, edition.id, '甘雨');
    for (const keyword of ['甘雨', 'Ganyu', '哀叙冰玉']) {
      const answer = await apiGet<{ list: Array<{ entry_page_id: number | string }> }>(
        server,
        edition.app_sn,
        `wapi/search?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(answer.retcode).toBe(0);
      expect(answer.data.list.map((item) => Number(item.entry_page_id))).toContain(ganyu);
    }
  });

  it('stores the real picture through the upload checks and refuses the fake one', async () => {
    const files = await server.db
      .selectFrom('mediawiki_files')
      .select(['name', 'status', 'upload_key', 'message'])
      .where('edition_id', '=', edition.id)
      .orderBy('name')
      .execute();
    expect(files.map((file) => [file.name, file.status])).toEqual([
      ['Fake icon.png', 'rejected'],
      ['Ganyu portrait.png', 'stored'],
    ]);
    const stored = files[1]!;
    const image = await server.get(`/img/${stored.upload_key}?w=32`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it(
    'updates instead of duplicating when run again',
    async () => {
      const before = await holdings(server, edition.id);
      const again = await importMediawiki(server, [LIYUE_DUMP, '--edition', edition.app_sn, '--workers', '0']);
      expect(again.code).toBe(0);
      expect(again.report?.pages).toMatchObject({ created: 0, updated: 0, unchanged: 7 });
      expect(again.report?.revisions).toMatchObject({ imported: 0, already_imported: 6 });
      expect(again.report?.images).toMatchObject({ stored: 0, already_stored: 1 });
      expect(await holdings(server, edition.id)).toEqual(before);
      const runs = await server.db.selectFrom('mediawiki_imports').select(['status']).where('edition_id', '=', edition.id).execute();
      expect(runs.map((run) => run.status)).toEqual(['finished', 'finished']);
    },
    TIMEOUT,
  );

  it(
    'reads .gz and .bz2 dumps (told apart by their bytes) into the same result',
    async () => {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-mw-gz-'));
      const gz = path.join(folder, 'dump.xml.gz');
      await fs.writeFile(gz, zlib.gzipSync(await fs.readFile(LIYUE_DUMP)));
      for (const [dump, compression] of [
        [gz, 'gzip'],
        [LIYUE_DUMP_BZ2, 'bzip2'],
      ] as const) {
        const target = await newEdition();
        const run = await importMediawiki(server, [dump, '--edition', target.app_sn, '--workers', '0']);
        expect(run.code, run.stderr).toBe(0);
        expect(run.report?.dump.compression).toBe(compression);
        expect(run.report?.pages).toMatchObject({ created: 3, redirects: 2 });
        expect(run.report?.revisions.imported).toBe(6);
        // No files folder beside these: the picture is reported missing, the import goes on.
        expect(run.report?.images.missing.names).toContain('Ganyu portrait.png');
      }
      await fs.rm(folder, { recursive: true, force: true });
    },
    TIMEOUT,
  );

  it(
    'maps categories as the --map file says: channels (created when missing), filter values, ignored ones, the default channel',
    async () => {
      const target = await newEdition();
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-mw-map-'));
      const mapFile = path.join(folder, 'categories.json');
      await fs.writeFile(
        mapFile,
        JSON.stringify({
          channels: { 冰元素: '冰系角色' },
          filters: { 五星角色: '稀有度/五星' },
          ignore: ['雷元素'],
          default_channel: '其他',
          filter_group: '标签',
        }),
      );
      const run = await importMediawiki(server, [LIYUE_DUMP, '--edition', target.app_sn, '--map', mapFile, '--workers', '0']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.report?.categories.channels_created).toEqual(expect.arrayContaining(['冰系角色', '其他']));
      expect(run.report?.categories.ignored).toEqual({ 雷元素: 1 });
      const ganyu = await entryIdOf(server, target.id, '甘雨');
      const page = await apiGet<{ page: EntryPageWire }>(server, target.app_sn, `wapi/entry_page?entry_page_id=${ganyu}`);
      expect(page.data.page.menu_name).toBe('冰系角色');
      expect(page.data.page.filter_values).toEqual({ 标签: { values: ['角色'] }, 稀有度: { values: ['五星'] } });
      const keqing = await entryIdOf(server, target.id, '刻晴');
      const other = await apiGet<{ page: EntryPageWire }>(server, target.app_sn, `wapi/entry_page?entry_page_id=${keqing}`);
      expect(other.data.page.menu_name).toBe('其他');
      await fs.rm(folder, { recursive: true, force: true });
    },
    TIMEOUT,
  );

  it(
    'resumes an import killed (kill -9) after a batch: whole batches only, then the rest, nothing twice',
    async () => {
      const target = await newEdition();
      const killed = await importMediawiki(server, [LIYUE_DUMP, '--edition', target.app_sn, '--batch-pages', '2', '--workers', '0'], {
        MEDIAWIKI_IMPORT_KILL_AFTER_BATCHES: '2',
      });
      expect(killed.code).toBeNull();
      expect(killed.stderr).toContain('killed by SIGKILL');
      const state = await server.db
        .selectFrom('mediawiki_imports')
        .select(['id', 'status', 'batches'])
        .where('edition_id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(state).toMatchObject({ status: 'running', batches: 2 });
      const partial = await holdings(server, target.id);
      // Two batches of two pages: 甘雨 (3 revisions), the redirect 璃月, 刻晴 (2 revisions), the redirect Ganyu.
      expect(partial).toMatchObject({ entries: 2, revisions: 5, pages: 4 });

      const resumed = await importMediawiki(server, [LIYUE_DUMP, '--edition', target.app_sn, '--batch-pages', '2', '--workers', '0']);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(resumed.stderr).toContain(`Resuming import #${state.id}`);
      expect(resumed.report?.pages).toMatchObject({ created: 3, redirects: 2, unchanged: 0 });
      expect(resumed.report?.revisions).toMatchObject({ imported: 6 });
      const runs = await server.db.selectFrom('mediawiki_imports').select(['id', 'status']).where('edition_id', '=', target.id).execute();
      expect(runs).toEqual([{ id: state.id, status: 'finished' }]);
      expect(await holdings(server, target.id)).toEqual(await holdings(server, edition.id));
    },
    TIMEOUT,
  );

  it(
    'refuses bad input with a clear message and no change',
    async () => {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-mw-bad-'));
      const notXml = path.join(folder, 'notes.xml');
      await fs.writeFile(notXml, 'just some notes, no XML at all <<<');
      const badMap = path.join(folder, 'map.json');
      await fs.writeFile(badMap, JSON.stringify({ filters: { 冰元素: 'no slash here' } }));
      const target = await newEdition();
      const cases: Array<[string[], string]> = [
        [[path.join(folder, 'missing.xml'), '--edition', target.app_sn], 'missing.xml: cannot be read (ENOENT)'],
        [[LIYUE_DUMP, '--edition', 'nope'], '--edition nope: no such edition'],
        [[LIYUE_DUMP, '--edition', target.app_sn, '--map', badMap], "filters.冰元素: must be 'group/value'"],
        [[notXml, '--edition', target.app_sn, '--workers', '0'], 'The dump is not well-formed XML'],
        [[LIYUE_DUMP, '--edition', target.app_sn, '--files', path.join(folder, 'none')], 'no such folder'],
        [['--edition', target.app_sn], 'Give one dump file.'],
        [[LIYUE_DUMP, '--edition', target.app_sn, '--workers', 'many'], '--workers: must be a whole number'],
      ];
      for (const [args, message] of cases) {
        const run = await importMediawiki(server, args);
        expect(run.code, args.join(' ')).toBe(1);
        expect(run.stderr).toContain(message);
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }
      expect(await holdings(server, target.id)).toEqual({ entries: 0, revisions: 0, pages: 0, placements: 0 });
      await fs.rm(folder, { recursive: true, force: true });
    },
    TIMEOUT,
  );

  it(
    'refuses to run while another import into the edition is running (a process alive, a fresh heartbeat)',
    async () => {
      const target = await newEdition();
      const now = Math.floor(Date.now() / 1000);
      const other = await server.db
        .insertInto('mediawiki_imports')
        .values({
          edition_id: target.id,
          source_name: 'other.xml',
          source_key: 'x'.repeat(64),
          source_bytes: 1,
          status: 'running',
          options: JSON.stringify({ owner: { host: os.hostname(), pid: process.pid } }),
          started_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refused = await importMediawiki(server, [LIYUE_DUMP, '--edition', target.app_sn, '--workers', '0']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Another import into this edition is running (import #${other.id} of other.xml)`);
      // A run whose process is gone (kill -9) no longer counts.
      await server.db
        .updateTable('mediawiki_imports')
        .set({ options: JSON.stringify({ owner: { host: os.hostname(), pid: 2 ** 22 + 1 } }) })
        .where('id', '=', other.id)
        .execute();
      const allowed = await importMediawiki(server, [LIYUE_DUMP, '--edition', target.app_sn, '--workers', '0']);
      expect(allowed.code, allowed.stderr).toBe(0);
    },
    TIMEOUT,
  );
});
