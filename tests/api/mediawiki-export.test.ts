import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRevision } from '../../server/domains/entry-pages/publish.ts';
import { storeImage } from '../../server/seed/images.ts';
import { mediawikiSha1 } from '../../server/mediawiki/export/mediawiki-sha1.ts';
import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { storeEnvironment } from '../support/cli.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { runTransfer } from './db-copy-harness.ts';
import { mediawikiAvailable, MEDIAWIKI_MISSING, throwawayMediawiki, type ThrowawayMediawiki } from './mediawiki-export-harness.ts';

/** What a dump says, read back with a real XML parser (saxes, which refuses XML that is not well-formed). */
interface DumpRevision {
  id: number;
  parentid: number | null;
  timestamp: string;
  username: string | null;
  comment: string;
  model: string;
  format: string;
  text: string;
  bytes: number;
  sha1: string;
}
interface DumpPage {
  title: string;
  ns: string;
  id: number;
  redirect: string | null;
  revisions: DumpRevision[];
}
interface Dump {
  version: string;
  siteName: string;
  namespaces: Record<string, string>;
  pages: DumpPage[];
}

function readDump(xml: string): Dump {
  const parser = new SaxesParser({ xmlns: false });
  const dump: Dump = { version: '', siteName: '', namespaces: {}, pages: [] };
  const path: string[] = [];
  let text = '';
  let page: DumpPage | null = null;
  let revision: Partial<DumpRevision> | null = null;
  let namespaceKey = '';
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    const attributes = tag.attributes as Record<string, string>;
    if (tag.name === 'mediawiki') dump.version = attributes.version ?? '';
    if (tag.name === 'namespace') namespaceKey = attributes.key ?? '';
    if (tag.name === 'page') page = { title: '', ns: '', id: 0, redirect: null, revisions: [] };
    if (tag.name === 'redirect') page!.redirect = attributes.title ?? '';
    if (tag.name === 'revision') revision = { parentid: null, username: null, comment: '' };
    if (tag.name === 'text') revision!.bytes = Number(attributes.bytes);
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', (tag) => {
    const parent = path[path.length - 2];
    path.pop();
    if (tag.name === 'sitename') dump.siteName = text;
    if (tag.name === 'namespace') dump.namespaces[namespaceKey] = text;
    if (page && !revision && parent === 'page') {
      if (tag.name === 'title') page.title = text;
      if (tag.name === 'ns') page.ns = text;
      if (tag.name === 'id') page.id = Number(text);
    }
    if (revision) {
      if (tag.name === 'id' && parent === 'revision') revision.id = Number(text);
      if (tag.name === 'parentid') revision.parentid = Number(text);
      if (tag.name === 'timestamp') revision.timestamp = text;
      if (tag.name === 'username') revision.username = text;
      if (tag.name === 'comment') revision.comment = text;
      if (tag.name === 'model') revision.model = text;
      if (tag.name === 'format') revision.format = text;
      if (tag.name === 'text') revision.text = text;
      if (tag.name === 'sha1') revision.sha1 = text;
    }
    if (tag.name === 'revision') {
      page!.revisions.push(revision as DumpRevision);
      revision = null;
    }
    if (tag.name === 'page') {
      dump.pages.push(page!);
      page = null;
    }
    text = '';
  });
  parser.write(xml).close();
  return dump;
}

const HOSTILE = `</text></revision><script>alert("x")</script> & &amp; ]]> 'quotes' "double"`;

describe.each(dialects)('MediaWiki XML export on %s', (dialect) => {
  let server: TestServer;
  let dir: string;
  let appSn: string;
  let huTaoId: number;
  let festivalId: number;
  let dump: Dump;
  let exportFile: string;
  let mediawiki: ThrowawayMediawiki | undefined;
  let picture: Buffer;
  let pictureUrl: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-mw-export-'));
    const edition = await server.make.edition({ default_lang: 'zh-CN', name: '导出测试百科' });
    appSn = edition.app_sn;
    const editionId = Number(edition.id);
    const characters = await server.make.channel(editionId, { name: '角色' });
    const guides = await server.make.channel(editionId, { name: '攻略' });
    const alice = await server.make.user({ name: 'alice_editor' });
    const bob = await server.make.user({ name: 'bob_editor' });

    const huTao = (extra: Partial<EntryDocInput>): EntryDocInput => ({
      name: '胡桃',
      desc: '往生堂第七十七代堂主',
      aliases: ['往生堂堂主', 'Hu Tao'],
      filter_values: { 分类: ['火'], 武器: ['长柄武器'] },
      modules: [
        {
          id: 'a',
          name: '基础信息',
          components: [{ component_id: 'table', layout: '', style: '', data: { columns: ['属性', '值'], rows: [['元素', '火']] } }],
        },
        {
          id: 'b',
          name: '简介',
          components: [
            {
              component_id: 'rich_text',
              layout: '',
              style: '',
              data: { doc: [{ type: 'paragraph', children: [{ text: '喜欢作诗的', bold: true }, { text: '堂主。' }] }] },
            },
          ],
        },
      ],
      ...extra,
    });
    const created = await server.make.entryPage(editionId, huTao({}), { menuId: Number(characters.id), authorId: Number(alice.id), summary: '创建词条' });
    huTaoId = created.contentId;
    await publishRevision(server.db, {
      contentId: huTaoId,
      doc: huTao({ desc: '往生堂第七十七代堂主，喜欢作诗' }),
      authorId: Number(bob.id),
      summary: '补充简介',
    });
    // A revision imported from a MediaWiki dump: no account, the author's name and the original text.
    const imported = await publishRevision(server.db, {
      contentId: huTaoId,
      doc: huTao({ desc: '导入的版本' }),
      authorId: null,
      summary: 'Imported from Fandom',
    });
    await server.db.updateTable('entry_revisions').set({ imported_author: 'Fandom Editor' }).where('id', '=', imported.revisionId).execute();
    await publishRevision(server.db, { contentId: huTaoId, doc: huTao({ desc: '当前版本' }), authorId: Number(alice.id), summary: '当前' });

    picture = await sharp({ create: { width: 16, height: 10, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    pictureUrl = await storeImage(server.db, server.storage, picture, 'image/png');
    const festival = await server.make.entryPage(
      editionId,
      {
        name: '[活动] 海灯节 & <庆典>',
        desc: HOSTILE,
        modules: [
          {
            id: 'a',
            name: '活动说明',
            components: [
              {
                component_id: 'rich_text',
                layout: '',
                style: '',
                data: {
                  doc: [
                    {
                      type: 'paragraph',
                      children: [{ text: '参见' }, { text: '胡桃', href: `${edition.base_path}content/${huTaoId}/detail` }, { text: HOSTILE }],
                    },
                    { type: 'image', src: pictureUrl, alt: '花灯' },
                  ],
                },
              },
            ],
          },
        ],
        // An alias that is another page's title is left out, and said so.
        aliases: ['胡桃'],
      },
      { menuId: Number(guides.id), authorId: Number(bob.id), summary: `<b>粗体</b> & 'quotes'` },
    );
    festivalId = festival.contentId;
    await server.make.entryPage(editionId, { name: 'Category:Weapons' }, { authorId: Number(alice.id) });
    // Another edition's entries stay out.
    const other = await server.make.edition();
    await server.make.entryPage(Number(other.id), { name: '别的版本' });

    exportFile = path.join(dir, 'export.xml');
    const result = await runTransfer('export-mediawiki', [exportFile, '--edition', appSn], storeEnvironment(dialect, server));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Exported edition ${appSn}: 3 pages with 6 revisions by 3 authors, 2 redirect pages for aliases`);
    expect(result.stdout).toContain(`alias '胡桃' of '［活动］ 海灯节 & ＜庆典＞' left out: its title is another page's`);
    dump = readDump(await fs.readFile(exportFile, 'utf8'));
  }, 120_000);
  afterAll(async () => {
    await mediawiki?.remove();
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes well-formed XML of export schema 0.11 with the site and its namespaces', () => {
    expect(dump.version).toBe('0.11');
    expect(dump.siteName).toBe('导出测试百科');
    expect(dump.namespaces).toMatchObject({ '0': '', '6': 'File', '14': 'Category' });
    expect(dump.pages.map((page) => [page.title, page.ns, page.redirect])).toEqual([
      ['胡桃', '0', null],
      ['［活动］ 海灯节 & ＜庆典＞', '0', null],
      ['Category：Weapons', '0', null],
      ['往生堂堂主', '0', '胡桃'],
      ['Hu Tao', '0', '胡桃'],
    ]);
    expect(new Set(dump.pages.map((page) => page.id)).size).toBe(5);
  });

  it('writes every revision in order with its parent, time, author, comment, bytes and SHA-1', async () => {
    const page = dump.pages[0]!;
    const stored = await server.db
      .selectFrom('entry_revisions')
      .select(['id', 'created_at', 'summary'])
      .where('content_id', '=', huTaoId)
      .orderBy('version')
      .execute();
    expect(page.id).toBe(huTaoId);
    expect(page.revisions.map((revision) => revision.id)).toEqual(stored.map((row) => Number(row.id)));
    expect(page.revisions.map((revision) => revision.parentid)).toEqual([null, ...stored.slice(0, -1).map((row) => Number(row.id))]);
    expect(page.revisions.map((revision) => revision.timestamp)).toEqual(
      stored.map((row) => new Date(Number(row.created_at) * 1000).toISOString().replace('.000', '')),
    );
    expect(page.revisions.map((revision) => revision.username)).toEqual(['alice_editor', 'bob_editor', 'Fandom Editor', 'alice_editor']);
    expect(page.revisions.map((revision) => revision.comment)).toEqual(['创建词条', '补充简介', 'Imported from Fandom', '当前']);
    for (const revision of dump.pages.flatMap((each) => each.revisions)) {
      expect(revision).toMatchObject({ model: 'wikitext', format: 'text/x-wiki' });
      expect(revision.bytes).toBe(Buffer.byteLength(revision.text));
      expect(revision.sha1).toBe(mediawikiSha1(revision.text));
      expect(revision.sha1).toMatch(/^[0-9a-z]{31}$/);
    }
    expect(page.revisions.at(-1)!.text).toContain('当前版本');
    expect(page.revisions[0]!.text).toContain('基础信息');
  });

  it('writes channels and filter values as categories, aliases as redirects, hostile text exactly', () => {
    const last = dump.pages[0]!.revisions.at(-1)!.text;
    for (const category of ['角色', '火', '武器/长柄武器']) expect(last).toContain(`[[Category:${category}]]`);
    const redirect = dump.pages[3]!.revisions[0]!;
    expect(redirect.text).toBe('#REDIRECT [[胡桃]]');
    expect(redirect.username).toBe('alice_editor');
    const festival = dump.pages[1]!;
    expect(festival.id).toBe(festivalId);
    expect(festival.revisions[0]!.comment).toBe(`<b>粗体</b> & 'quotes'`);
    expect(festival.revisions[0]!.text).toContain('[[胡桃');
    expect(festival.revisions[0]!.text).toContain('[[Category:攻略]]');
    expect(dump.pages.some((page) => page.title === '别的版本')).toBe(false);
  });

  it('writes the pictures the pages show into --files, by the names the wikitext gives them', async () => {
    const files = path.join(dir, 'images');
    const result = await runTransfer(
      'export-mediawiki',
      [path.join(dir, 'with-files.xml'), '--edition', appSn, '--files', files],
      storeEnvironment(dialect, server),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Wrote 1 pictures to ${files}.`);
    const name = pictureUrl.split('/').pop()!;
    expect(dump.pages[1]!.revisions[0]!.text).toContain(`[[File:${name}|thumb|花灯]]`);
    expect(await fs.readFile(path.join(files, name))).toEqual(picture);
  });

  it('refuses an existing file, an unknown edition, and a wiki of several editions without --edition', async () => {
    const env = storeEnvironment(dialect, server);
    const exists = await runTransfer('export-mediawiki', [exportFile, '--edition', appSn], env);
    expect(exists.code).toBe(1);
    expect(exists.stderr).toContain('exists already: choose a new file name.');
    const unknown = await runTransfer('export-mediawiki', [path.join(dir, 'x.xml'), '--edition', 'no_such'], env);
    expect(unknown.stderr).toContain("There is no edition 'no_such'");
    const several = await runTransfer('export-mediawiki', [path.join(dir, 'y.xml')], env);
    expect(several.stderr).toMatch(/This wiki has 2 editions \(.+\): choose one with --edition\./);
  });

  it.skipIf(!mediawikiAvailable())(
    mediawikiAvailable()
      ? "is read by MediaWiki's own importDump.php: pages, revisions, authors, redirects and categories"
      : `importDump.php check SKIPPED: ${MEDIAWIKI_MISSING}`,
    async () => {
      mediawiki = await throwawayMediawiki();
      await mediawiki.importDump(exportFile);
      const pages = await mediawiki.query<{ page_title: string; page_is_redirect: string; revisions: string }>(
        'select page_title, page_is_redirect, (select count(*) from revision where rev_page = page_id) as revisions from page where page_namespace = 0 order by page_id',
      );
      const byTitle = new Map(pages.map((row) => [row.page_title, row]));
      const wanted = dump.pages.map((page) => ({
        title: page.title.replace(/ /g, '_'),
        redirect: page.redirect ? '1' : '0',
        revisions: String(page.revisions.length),
      }));
      for (const page of wanted) {
        const found = byTitle.get(page.title);
        expect(found && { title: found.page_title, redirect: found.page_is_redirect, revisions: found.revisions }).toEqual(page);
      }
      const authors = await mediawiki.query<{ actor_name: string; n: string }>(
        `select actor_name, count(*) as n from revision join actor on actor_id = rev_actor join page on page_id = rev_page where page_title = '${'胡桃'}' group by actor_name order by actor_name`,
      );
      // importDump files authors without a local account under its prefix "imported>", names as written.
      expect(authors.map((row) => [row.actor_name, row.n]).sort()).toEqual([
        ['imported>Fandom Editor', '1'],
        ['imported>alice_editor', '2'],
        ['imported>bob_editor', '1'],
      ]);
      const categories = await mediawiki.query<{ cl_to: string }>(
        "select cl_to from categorylinks join page on page_id = cl_from where page_title = '胡桃' order by cl_to",
      );
      expect(categories.map((row) => row.cl_to)).toEqual(['武器/长柄武器', '火', '角色'].sort());
      const text = await mediawiki.pageText('［活动］_海灯节_&_＜庆典＞');
      expect(text).toBe(dump.pages[1]!.revisions.at(-1)!.text);
    },
    180_000,
  );
});
