import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPageWire } from '../../shared/contract/entry-page.ts';
import type { MediawikiUploadStatus } from '../../shared/contract/mediawiki-import.ts';
import { postJson, signUp } from '../support/accounts.ts';
import type { TranslationImportReport } from '../../server/mediawiki/import/translations/report.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { apiGet, entryIdOf, importMediawiki, LIYUE_DUMP, type ImportRun } from './mediawiki-import-harness.ts';

const TIMEOUT = 240_000;
const ENGLISH = path.join(path.dirname(path.dirname(LIYUE_DUMP)), 'liyue-wiki-en');
/** The English wiki of the Chinese fixture: interlanguage links to zh on most pages, one page matched by titles.csv, two matched to nothing, one ambiguous. */
const ENGLISH_DUMP = path.join(ENGLISH, 'liyue-wiki-en.xml');
const TITLES = path.join(ENGLISH, 'titles.csv');

/**
 * `npm run import:mediawiki -- DUMP --lang en-us` (issue 31): the English wiki's dump into the
 * edition that holds the Chinese one, as translations of its entries.
 */
describe.each(dialects)('npm run import:mediawiki --lang on %s', (dialect) => {
  let server: TestServer;
  let edition: { id: number; app_sn: string; base_path: string };
  let english: ImportRun;
  let report: TranslationImportReport;
  let entriesBefore: number;

  const entryCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('entry_pages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('edition_id', '=', edition.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const translationRows = () => server.db.selectFrom('entry_translations').select(['content_id', 'version', 'summary']).orderBy('id').execute();
  const page = async (id: number, lang?: string) => {
    const answer = await apiGet<{ page: EntryPageWire }>(server, edition.app_sn, `wapi/entry_page?entry_page_id=${id}${lang ? `&lang=${lang}` : ''}`);
    expect(answer.retcode).toBe(0);
    return answer.data.page;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const made = await server.make.edition({ default_lang: 'zh-CN', content_langs: 'zh-cn,en-us' });
    edition = { id: Number(made.id), app_sn: made.app_sn, base_path: made.base_path };
    const source = await importMediawiki(server, [LIYUE_DUMP, '--edition', edition.app_sn]);
    expect(source.code, source.stderr).toBe(0);
    entriesBefore = await entryCount();
    english = await importMediawiki(server, [ENGLISH_DUMP, '--edition', edition.app_sn, '--lang', 'en-us', '--titles', TITLES]);
    report = english.report as unknown as TranslationImportReport;
  }, TIMEOUT);
  afterAll(() => server?.close());

  it('reports what it matched by link and by the mapping file, and the unmatched and ambiguous pages by title', () => {
    expect(english.code, english.stderr).toBe(0);
    expect(report).toMatchObject({
      kind: 'translations',
      lang: 'en-us',
      source_lang: 'zh-cn',
      finished: true,
      pages: { read: 6, redirects: 1, other_namespaces: 1 },
      matched_by_link: 2,
      matched_by_mapping: 1,
      published: 3,
      skipped_unchanged: 0,
      unmatched_count: 2,
      ambiguous_count: 1,
    });
    expect(report.unmatched.map((note) => note.title)).toEqual(['Xiao', 'Paimon']);
    expect(report.unmatched[0]!.reason).toContain('zh:魈');
    expect(report.unmatched[1]!.reason).toContain('not in the mapping file');
    expect(report.ambiguous).toEqual([{ title: 'Liyue Qixing', reason: expect.stringContaining('zh:甘雨, zh:刻晴') as string }]);
    expect(report.sections_differ.map((note) => note.title)).toEqual(['Liyue Harbor']);
    expect(report.links_unresolved).toEqual(['Liyue Qixing']);
    expect(english.stdout).toContain('Matched by interlanguage link: 2; by the mapping file: 1');
    expect(english.stdout).toContain('Translations published: 3; skipped as unchanged: 0');
    expect(english.stdout).toContain('Unmatched (not imported): 2: Xiao (');
  });

  it('gives the entries their English text on the source structure; links lead to the entries; a redirect is an alias', async () => {
    const ganyu = await entryIdOf(server, edition.id, '甘雨');
    const keqing = await entryIdOf(server, edition.id, '刻晴');
    const port = await entryIdOf(server, edition.id, '璃月港');
    const source = await page(ganyu);
    const translated = await page(ganyu, 'en-us');
    expect(translated.name).toBe('Ganyu');
    expect(translated.langs).toEqual(['zh-cn', 'en-us']);
    expect(translated.modules.map((module) => module.id)).toEqual(source.modules.map((module) => module.id));
    expect(translated.modules.map((module) => module.name)).toEqual(expect.arrayContaining(['Ascension', 'Talents']));
    expect(translated.filter_values).toEqual(source.filter_values);
    const text = JSON.stringify(translated.modules);
    expect(text).toContain('Shivada Jade Fragment');
    expect(text).toContain(`content/${keqing}/detail`);
    expect(text).not.toContain('__mediawiki__');
    expect((await page(keqing, 'en-us')).name).toBe('Keqing');
    const harbor = await page(port, 'en-us');
    expect(harbor.name).toBe('Liyue Harbor');
    expect(harbor.aliases).toEqual(['Liyue']);
    // Two sections for the source's two modules; the third (Trivia) is left out.
    expect(harbor.modules.map((module) => module.name)).toEqual(['Liyue Harbor', 'Landmarks']);
    // Only the newest revision: one version each, its summary naming the revision.
    const rows = await translationRows();
    expect(rows.map((row) => [Number(row.content_id), row.version])).toEqual([
      [ganyu, 1],
      [keqing, 1],
      [port, 1],
    ]);
    expect(rows[0]!.summary).toBe('MediaWiki import: revision 2002 of Ganyu by Evan');
  });

  it('creates no entry for a page it could not match', async () => {
    expect(await entryCount()).toBe(entriesBefore);
    const made = await server.db
      .selectFrom('contents')
      .select('id')
      .where('edition_id', '=', edition.id)
      .where('title', 'in', ['Xiao', 'Paimon', 'Liyue Qixing'])
      .execute();
    expect(made).toEqual([]);
  });

  it(
    'refuses a language the edition does not have, and its source language',
    async () => {
      const japanese = await importMediawiki(server, [ENGLISH_DUMP, '--edition', edition.app_sn, '--lang', 'ja-jp']);
      expect(japanese.code).toBe(1);
      expect(japanese.stderr).toContain(`--lang ja-jp: edition ${edition.app_sn} does not have this content language (its languages: zh-cn, en-us`);
      const chinese = await importMediawiki(server, [ENGLISH_DUMP, '--edition', edition.app_sn, '--lang', 'zh-CN']);
      expect(chinese.code).toBe(1);
      expect(chinese.stderr).toContain('--lang zh-cn: it is the source language');
      expect((await translationRows()).length).toBe(3);
    },
    TIMEOUT,
  );

  it(
    'publishes nothing new when run again',
    async () => {
      const again = await importMediawiki(server, [ENGLISH_DUMP, '--edition', edition.app_sn, '--lang', 'en-us', '--titles', TITLES]);
      expect(again.code, again.stderr).toBe(0);
      expect(again.report).toMatchObject({ published: 0, skipped_unchanged: 3, matched_by_link: 2, matched_by_mapping: 1 });
      expect((await translationRows()).length).toBe(3);
    },
    TIMEOUT,
  );

  it(
    'the console upload imports a dump as translations too (lang), refusing a language the edition lacks',
    async () => {
      const admin = await signUp(server, edition.app_sn, `mw_tr_admin_${dialect}`);
      await server.db
        .insertInto('user_permissions')
        .values({ user_id: admin.aid, edition_id: edition.id, permission: 'ADMIN', granted_at: 0, granted_by: null })
        .execute();
      const call = async (what: string, body: Record<string, unknown>) => {
        const response = await postJson(server, `/api/${edition.app_sn}/v1/operator/mediawiki_import/${what}`, body, admin.cookie);
        return { status: response.status, body: (await response.json()) as { retcode: number; message: string; data: MediawikiUploadStatus } };
      };
      const dump = await fs.readFile(ENGLISH_DUMP);
      const refused = await call('begin', { file_name: 'en.xml', size: dump.length, lang: 'ko-kr' });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain('lang: ko-kr: edition');
      const begun = await call('begin', { file_name: 'en.xml', size: dump.length, lang: 'en-US' });
      expect(begun.status, begun.body.message).toBe(200);
      const id = begun.body.data.upload_id;
      const sent = await server.get(`/api/${edition.app_sn}/v1/operator/mediawiki_import/chunk?upload_id=${id}&index=0`, {
        method: 'POST',
        headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(dump),
      });
      expect(sent.status).toBe(200);
      expect((await call('start', { upload_id: id })).status).toBe(200);
      const status = async () =>
        (
          (await (
            await server.get(`/api/${edition.app_sn}/v1/operator/mediawiki_import/status?upload_id=${id}`, { headers: { cookie: admin.cookie } })
          ).json()) as { data: MediawikiUploadStatus }
        ).data;
      let last = await status();
      for (let tries = 0; tries < 240 && last.state === 'importing'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        last = await status();
      }
      expect(last.message).toBe('');
      expect(last.state).toBe('finished');
      // No mapping file from the console: Liyue Harbor is unmatched this time, so Ganyu's link to Liyue is plain text now (a new version); Keqing is unchanged.
      const lines = last.report_lines.join('\n');
      expect(lines).toContain('Matched by interlanguage link: 2; by the mapping file: 0');
      expect(lines).toContain('Translations published: 1; skipped as unchanged: 1');
      expect(lines).toContain('Liyue Harbor (no interlanguage link to zh-cn; no mapping file)');
      const rows = await translationRows();
      expect(rows.length).toBe(4);
      expect(rows[3]).toMatchObject({ content_id: rows[0]!.content_id, version: 2 });
    },
    TIMEOUT,
  );
});
