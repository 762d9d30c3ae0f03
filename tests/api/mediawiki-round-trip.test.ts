import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { publishRevision } from '../../server/domains/entry-pages/publish.ts';
import { exportMediawiki } from '../../server/mediawiki/export/export-mediawiki.ts';
import { escapeXml } from '../../server/mediawiki/export/xml-text.ts';
import { runImport } from '../../server/mediawiki/import/run-import.ts';
import { entryDocToWikitext } from '../../server/mediawiki/wikitext/index.ts';
import type { EntryDoc } from '../../shared/contract/entry-page.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const fixtures = fileURLToPath(new URL('../fixtures/mediawiki/', import.meta.url));
const DUMPS = path.join(fixtures, 'dumps');
const ROUND_TRIP_TIMEOUT = 180_000;

/** The importer's own fixture dumps, each in its folder with its images/ (plain XML; .gz/.bz2 twins hold the same pages). */
const fixtureDumps = fs.existsSync(DUMPS)
  ? fs
      .readdirSync(DUMPS, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.xml'))
      .sort()
      .map((name) => path.join(DUMPS, name))
  : [];

/**
 * A dump built from the wikitext fixtures (tests/fixtures/mediawiki/pages): a page with three
 * revisions by a user, an IP and another user, a second page, a redirect, a hostile page, a
 * category page, local namespace names and a files folder with one picture the text shows.
 */
async function builtDump(dir: string): Promise<string> {
  const page = (name: string) => fs.readFileSync(path.join(fixtures, 'pages', name), 'utf8');
  const revision = (id: number, parent: number | null, time: string, user: string, comment: string, text: string) =>
    `    <revision>\n      <id>${id}</id>\n${parent ? `      <parentid>${parent}</parentid>\n` : ''}      <timestamp>${time}</timestamp>\n      <contributor><username>${escapeXml(user)}</username></contributor>\n      <comment>${escapeXml(comment)}</comment>\n      <model>wikitext</model>\n      <format>text/x-wiki</format>\n      <text bytes="${Buffer.byteLength(text)}" xml:space="preserve">${escapeXml(text)}</text>\n    </revision>\n`;
  const pageXml = (id: number, ns: number, title: string, revisions: string, redirect?: string) =>
    `  <page>\n    <title>${escapeXml(title)}</title>\n    <ns>${ns}</ns>\n    <id>${id}</id>\n${redirect ? `    <redirect title="${escapeXml(redirect)}" />\n` : ''}${revisions}  </page>\n`;
  const xml =
    '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="zh">\n' +
    '  <siteinfo>\n    <sitename>提瓦特百科</sitename>\n    <case>first-letter</case>\n    <namespaces>\n' +
    '      <namespace key="0" case="first-letter" />\n      <namespace key="6" case="first-letter">文件</namespace>\n      <namespace key="14" case="first-letter">分类</namespace>\n' +
    '    </namespaces>\n  </siteinfo>\n' +
    pageXml(
      10,
      0,
      '胡桃',
      revision(100, null, '2021-03-01T08:00:00Z', 'Paimon', '新页面', "'''胡桃'''是往生堂堂主。\n\n[[文件:花灯.png|thumb|花灯]]\n\n[[分类:角色]]") +
        revision(101, 100, '2021-03-02T09:30:00Z', '192.168.0.7', '', "'''胡桃'''是往生堂第七十七代堂主。\n\n[[分类:角色]]\n[[分类:火]]") +
        revision(102, 101, '2021-03-05T12:00:00Z', 'Zhongli', '整理全文', page('hu-tao.wiki')),
    ) +
    pageXml(11, 0, '迪卢克', revision(110, null, '2021-04-01T00:00:00Z', 'Kaeya', 'Diluc', page('diluc.wiki'))) +
    pageXml(12, 0, '往生堂堂主', revision(120, null, '2021-04-02T00:00:00Z', 'Paimon', '', '#REDIRECT [[胡桃]]'), '胡桃') +
    pageXml(13, 0, '攻击测试', revision(130, null, '2021-04-03T00:00:00Z', 'Mallory', '<script>', page('hostile.wiki'))) +
    pageXml(14, 14, '分类:角色', revision(140, null, '2021-04-04T00:00:00Z', 'Paimon', '', '可玩角色。')) +
    '</mediawiki>\n';
  const file = path.join(dir, 'built.xml');
  fs.writeFileSync(file, xml);
  fs.mkdirSync(path.join(dir, 'images'));
  const picture = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 230, g: 120, b: 30 } } })
    .png()
    .toBuffer();
  fs.writeFileSync(path.join(dir, 'images', '花灯.png'), picture);
  return file;
}

type Run = { text: string; footnote?: string } & Record<string, unknown>;
const isRun = (value: unknown): value is Run => typeof value === 'object' && value !== null && typeof (value as Run).text === 'string' && !('type' in value);
const sameMarks = (a: Run, b: Run) => {
  const marks = (run: Run) =>
    JSON.stringify(
      Object.entries(run)
        .filter(([key]) => key !== 'text' && key !== 'footnote')
        .sort(),
    );
  return marks(a) === marks(b);
};

/**
 * A document as a reader sees it: neighbouring runs of one text style are one run (a footnote
 * belongs to the end of its run). An unresolved link the import turned into plain text leaves
 * its text a run of its own; written out and read back it joins its neighbours.
 */
function asRead(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(asRead);
    if (items.length === 0 || !items.every(isRun)) return items;
    const runs: Run[] = [];
    for (const run of items) {
      const previous = runs.at(-1);
      if (previous && previous.footnote === undefined && sameMarks(previous, run))
        runs[runs.length - 1] = { ...previous, ...run, text: previous.text + run.text };
      else runs.push(run);
    }
    return runs;
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asRead(item)]));
  return value;
}

interface RevisionFacts {
  author: string | null;
  time: number;
  summary: string;
  doc: unknown;
  /** The imported revision's original wikitext, when it was imported. */
  wikitext: string | null;
}

interface EntryFacts {
  title: string;
  channels: string[];
  aliases: string[];
  revisions: RevisionFacts[];
}

/**
 * What an edition's entries are, independent of ids: titles, channels, aliases, and every
 * revision's author, time, comment and document, with links to entries written as their titles
 * and pictures as their MediaWiki file names.
 */
async function editionFacts(db: Db, editionId: number): Promise<EntryFacts[]> {
  const entries = await db
    .selectFrom('entry_pages')
    .innerJoin('contents', 'contents.id', 'entry_pages.content_id')
    .select(['contents.id', 'contents.title'])
    .where('entry_pages.edition_id', '=', editionId)
    .orderBy('contents.title')
    .execute();
  const titles = new Map(entries.map((entry) => [Number(entry.id), entry.title]));
  const files = new Map(
    (await db.selectFrom('mediawiki_files').select(['name', 'upload_key']).where('edition_id', '=', editionId).execute()).map((row) => [
      `/img/${row.upload_key}`,
      row.name,
    ]),
  );
  const idFree = (doc: string) =>
    JSON.parse(
      doc
        .replace(/"(?:[^"]*)\/content\/(\d+)\/detail"/g, (_, id: string) => JSON.stringify(`entry:${titles.get(Number(id)) ?? id}`))
        .replace(/"(\/img\/[^"]+)"/g, (_, url: string) => JSON.stringify(`file:${files.get(url) ?? url}`)),
    );
  const facts: EntryFacts[] = [];
  for (const entry of entries) {
    const channels = await db
      .selectFrom('channel_contents')
      .innerJoin('channels', 'channels.id', 'channel_contents.channel_id')
      .select('channels.name')
      .where('channel_contents.content_id', '=', entry.id)
      .execute();
    const revisions = await db
      .selectFrom('entry_revisions as r')
      .leftJoin('users as u', 'u.id', 'r.author_id')
      .leftJoin('mediawiki_revisions as m', 'm.revision_id', 'r.id')
      .select(['r.created_at', 'r.summary', 'r.doc', 'r.imported_author', 'u.name', 'm.wikitext'])
      .where('r.content_id', '=', entry.id)
      .orderBy('r.version')
      .execute();
    const last = JSON.parse(revisions.at(-1)!.doc) as EntryDoc;
    // An import gives the page's aliases and category filter values to its last revision only.
    const docOf = (doc: string, isLast: boolean) => {
      const read = asRead(idFree(doc)) as Record<string, unknown>;
      return isLast ? read : { ...read, aliases: undefined, filter_values: undefined };
    };
    facts.push({
      title: entry.title,
      channels: channels.map((row) => row.name).sort(),
      aliases: [...last.aliases].sort(),
      revisions: revisions.map((row, index) => ({
        author: row.name ?? row.imported_author,
        time: Number(row.created_at),
        summary: row.summary,
        doc: docOf(row.doc, index === revisions.length - 1),
        wikitext: row.wikitext ?? null,
      })),
    });
  }
  return facts;
}

describe.each(dialects)('MediaWiki import → export → import on %s', (dialect) => {
  const servers: TestServer[] = [];
  let dir: string;
  let dumps: string[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-round-trip-'));
    fs.mkdirSync(path.join(dir, 'built'));
    dumps = [await builtDump(path.join(dir, 'built')), ...fixtureDumps];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A fresh wiki with one Chinese edition, the dump imported into it with every revision
   * converted (by default only each page's last is; older ones show their wikitext as text, and
   * after the export the formerly last revision is an older one).
   */
  async function importedWiki(dump: string) {
    const server = await startTestServer(dialect);
    servers.push(server);
    const edition = await server.make.edition({ default_lang: 'zh-CN' });
    const report = await runImport(server.db, server.storage, { dumpFile: dump, edition: edition.app_sn, uploadMaxMb: 10, workers: 0, convertHistory: true });
    expect(report.finished).toBe(true);
    return { server, edition: { id: Number(edition.id), appSn: edition.app_sn }, report };
  }

  it.each([0, ...fixtureDumps.map((_, index) => index + 1)])(
    'gives the same entries, revisions, authors, aliases and channels back (dump %i: 0 is built from the page fixtures, then tests/fixtures/mediawiki/dumps/)',
    async (index) => {
      const dump = dumps[index]!;
      const first = await importedWiki(dump);
      expect(first.report.pages.created).toBeGreaterThan(0);
      // An edit made here after the import: exported as converted wikitext, not as an original text.
      const [page] = await first.server.db
        .selectFrom('entry_pages')
        .select(['content_id', 'current_revision_id'])
        .where('edition_id', '=', first.edition.id)
        .orderBy('content_id')
        .limit(1)
        .execute();
      const current = await first.server.db
        .selectFrom('entry_revisions')
        .select('doc')
        .where('id', '=', Number(page!.current_revision_id))
        .executeTakeFirstOrThrow();
      const editor = await first.server.make.user({ name: 'round_trip_editor' });
      const doc = JSON.parse(current.doc) as EntryDoc;
      await publishRevision(first.server.db, {
        contentId: Number(page!.content_id),
        doc: { ...doc, desc: `${doc.desc}（在 Almanac 修订）`.slice(0, 500) },
        authorId: Number(editor.id),
        summary: '在 Almanac 修订',
      });

      const out = path.join(dir, `export-${dialect}-${index}`);
      fs.mkdirSync(out);
      const exported = await exportMediawiki(first.server.db, {
        file: path.join(out, 'wiki.xml'),
        edition: first.edition.appSn,
        convert: entryDocToWikitext,
        files: { dir: path.join(out, 'images'), storage: first.server.storage },
      });
      expect(exported.pages).toBe((await editionFacts(first.server.db, first.edition.id)).length);

      const second = await importedWiki(path.join(out, 'wiki.xml'));
      expect(second.report.images.rejected_count).toBe(0);
      const before = await editionFacts(first.server.db, first.edition.id);
      const after = await editionFacts(second.server.db, second.edition.id);
      expect(after.map((entry) => entry.title)).toEqual(before.map((entry) => entry.title));
      for (const [i, entry] of before.entries()) {
        const again = after[i]!;
        expect({ title: again.title, channels: again.channels, aliases: again.aliases }).toEqual({
          title: entry.title,
          channels: entry.channels,
          aliases: entry.aliases,
        });
        expect(again.revisions.map(({ author, time, summary }) => ({ author, time, summary }))).toEqual(
          entry.revisions.map(({ author, time, summary }) => ({ author, time, summary })),
        );
        // Imported revisions went out as their original text, byte for byte.
        entry.revisions.forEach((revision, r) => {
          if (revision.wikitext !== null)
            expect({ title: entry.title, r, wikitext: again.revisions[r]!.wikitext }).toEqual({ title: entry.title, r, wikitext: revision.wikitext });
        });
        expect({ title: entry.title, docs: again.revisions.map((revision) => revision.doc) }).toEqual({
          title: entry.title,
          docs: entry.revisions.map((revision) => revision.doc),
        });
      }
      if (index === 0) {
        // What the built dump holds came through: history, an IP author, our editor, the redirect, the picture.
        const huTao = after.find((entry) => entry.title === '胡桃')!;
        expect(huTao.revisions.map((revision) => revision.author)).toEqual(['Paimon', '192.168.0.7', 'Zhongli', 'round_trip_editor']);
        expect(huTao.aliases).toEqual(['往生堂堂主']);
        expect(JSON.stringify(huTao.revisions[0]!.doc)).toContain('file:花灯.png');
        expect(JSON.stringify(huTao.revisions.at(-1)!.doc)).toContain('（在 Almanac 修订）');
        expect(after.map((entry) => entry.title).sort()).toEqual(['攻击测试', '胡桃', '迪卢克']);
      }
      const search = (await (await second.server.get(`/api/${second.edition.appSn}/wapi/search?keyword=${encodeURIComponent(before[0]!.title)}`)).json()) as {
        data: { list: Array<{ name: string }> };
      };
      expect(search.data.list.map((item) => item.name.replace(/<\/?em>/g, ''))).toContain(before[0]!.title);
    },
    ROUND_TRIP_TIMEOUT,
  );
});
