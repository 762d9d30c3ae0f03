import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollbackAnswer } from '../../shared/contract/contributing.ts';
import type { EntryDoc, EntryPageWire } from '../../shared/contract/entry-page.ts';
import type { ImportReport } from '../../server/mediawiki/import/report.ts';
import { revisionDiff } from '../../server/domains/entry-pages/revision-diff.ts';
import { entryPagePlainText } from '../../server/domains/entry-pages/plain-text.ts';
import { entryTemplate } from '../../server/domains/contributing/templates.ts';
import { entryPagesService } from '../../server/domains/entry-pages/entry-pages-service.ts';
import { dialects } from '../support/test-server.ts';
import { contributingHarness, type Account, type Harness } from '../../server/domains/contributing/contributing-harness.ts';
import { entryIdOf, importMediawiki, LIYUE_DUMP } from './mediawiki-import-harness.ts';

const TIMEOUT = 180_000;

/**
 * The import converts only each page's last revision; the older ones are kept as their wikitext
 * and converted the first time something reads them (history diffs, rollback), then stored.
 */
describe.each(dialects)('imported revisions converted on demand on %s', (dialect) => {
  let h: Harness;
  let reviewer: Account;
  let ganyu: number;

  const converted = async () => {
    const rows = await h.server.db
      .selectFrom('mediawiki_revisions')
      .select(['rev_id', 'converted'])
      .where('content_id', '=', ganyu)
      .orderBy('rev_id')
      .execute();
    return rows.map((row) => [Number(row.rev_id), row.converted]);
  };
  const storedDoc = async (version: number) => {
    const row = await h.server.db
      .selectFrom('entry_revisions')
      .select('doc')
      .where('content_id', '=', ganyu)
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    return row.doc;
  };

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    reviewer = await h.account(['AUDIT']);
    const run = await importMediawiki(h.server, [LIYUE_DUMP, '--edition', h.appSn, '--workers', '0']);
    expect(run.code, run.stderr).toBe(0);
    ganyu = await entryIdOf(h.server, h.editionId, '甘雨');
  }, TIMEOUT);
  afterAll(() => h.close());

  it('converts an old revision when the history diffs it, stores it, and leaves the wikitext as it was', async () => {
    expect(await converted()).toEqual([
      [1001, 0],
      [1005, 0],
      [1009, 1],
    ]);
    // Kept as wikitext: the stored document shows the source.
    expect(await storedDoc(1)).toContain("'''甘雨'''");

    const docs = await entryPagesService(h.server.db).revisionDocs(h.editionId, ganyu, [1, 2]);
    const first = docs.get(1)!;
    const second = docs.get(2)!;
    expect(first.name).toBe('甘雨');
    expect(JSON.stringify(first)).not.toContain("'''");
    expect(JSON.stringify(first)).toContain('璃月七星的秘书');
    // 2's section became a module of its own, as the import converts a last revision.
    expect(second.modules.map((module) => module.name)).toContain('命之座');
    expect(revisionDiff(first, second).some((run) => run.kind === 'added' && run.lines.some((line) => line.includes('仙麟座')))).toBe(true);

    expect(await converted()).toEqual([
      [1001, 1],
      [1005, 1],
      [1009, 1],
    ]);
    expect(JSON.parse(await storedDoc(1))).toEqual(first);
    const wikitext = await h.server.db.selectFrom('mediawiki_revisions').select('wikitext').where('rev_id', '=', 1001).executeTakeFirstOrThrow();
    expect(wikitext.wikitext).toBe("'''甘雨'''是璃月七星的秘书。\n\n[[分类:角色]]");
    // A second read is a plain read of what was stored.
    expect((await entryPagesService(h.server.db).revisionDocs(h.editionId, ganyu, [1])).get(1)).toEqual(first);
  });

  it('resolves the links of a revision converted on demand to the entries the import made, and stores no placeholder', async () => {
    const keqing = await entryIdOf(h.server, h.editionId, '刻晴');
    // 刻晴's second revision links to [[甘雨]]: kept as wikitext (as if it were an older one), it is converted on reading.
    const last = await h.server.db
      .selectFrom('mediawiki_revisions')
      .select(['rev_id', 'revision_id'])
      .where('content_id', '=', keqing)
      .orderBy('rev_id', 'desc')
      .executeTakeFirstOrThrow();
    await h.server.db.updateTable('mediawiki_revisions').set({ converted: 0 }).where('rev_id', '=', last.rev_id).execute();
    await h.server.db.updateTable('entry_revisions').set({ doc: '{}' }).where('id', '=', last.revision_id).execute();

    const doc = (await entryPagesService(h.server.db).revisionDocs(h.editionId, keqing, [2])).get(2)!;
    const edition = await h.server.db.selectFrom('editions').select('base_path').where('id', '=', h.editionId).executeTakeFirstOrThrow();
    expect(JSON.stringify(doc)).toContain(`"href":"${edition.base_path}content/${ganyu}/detail"`);
    expect(JSON.stringify(doc)).not.toContain('__mediawiki__');
  });

  it('rolls back to an old imported revision as its converted document, not its source', async () => {
    const keqing = await entryIdOf(h.server, h.editionId, '刻晴');
    const kept = await h.server.db
      .selectFrom('mediawiki_revisions')
      .select(['rev_id', 'converted'])
      .where('content_id', '=', keqing)
      .orderBy('rev_id')
      .execute();
    expect(kept[0]!.converted).toBe(0);

    const rollback = await h.post<RollbackAnswer>('entry_page/rollback', { entry_page_id: keqing, version: 1 }, reviewer);
    expect(rollback.status, rollback.body.message).toBe(200);
    expect(rollback.body.data.version).toBe(3);
    const page = await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${keqing}`);
    expect(page.body.data.page.version).toBe('3');
    expect(page.body.data.page.modules.map((module) => module.name)).not.toContain('Wikitext');
    expect(JSON.stringify(page.body.data.page.modules)).not.toContain("'''");
    const after = await h.server.db.selectFrom('mediawiki_revisions').select('converted').where('rev_id', '=', kept[0]!.rev_id).executeTakeFirstOrThrow();
    expect(after.converted).toBe(1);
  });

  /** Puts a page back as the import's first pass leaves it: its last revision kept as its wikitext, shown as text, with the page's aliases and filter values. */
  const asWritten = async (contentId: number) => {
    const current = await h.server.db
      .selectFrom('entry_pages as p')
      .innerJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
      .select(['r.id', 'r.doc'])
      .where('p.content_id', '=', contentId)
      .executeTakeFirstOrThrow();
    const doc = JSON.parse(current.doc) as EntryDoc;
    const source: EntryDoc = {
      ...doc,
      desc: '',
      icon_url: '',
      modules: [
        {
          id: '1',
          name: 'Wikitext',
          is_poped: false,
          group: '',
          components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: 'source' }] }] } }],
        },
      ],
    };
    await h.server.db
      .updateTable('entry_revisions')
      .set({ doc: JSON.stringify(source) })
      .where('id', '=', current.id)
      .execute();
    await h.server.db.updateTable('mediawiki_revisions').set({ converted: 0 }).where('revision_id', '=', current.id).execute();
    return { revisionId: Number(current.id), doc };
  };
  const isConverted = async (revisionId: number) =>
    (await h.server.db.selectFrom('mediawiki_revisions').select('converted').where('revision_id', '=', revisionId).executeTakeFirstOrThrow()).converted;
  const lastReport = async () => {
    const row = await h.server.db
      .selectFrom('mediawiki_imports')
      .select(['id', 'report', 'options', 'status'])
      .where('edition_id', '=', h.editionId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { ...row, report: JSON.parse(row.report) as ImportReport };
  };

  it('converts a page whose last revision the import has not converted yet when it is read, with its aliases and filter values, and adds its notes to the import report', async () => {
    const { revisionId, doc } = await asWritten(ganyu);
    const template = (report: ImportReport) => report.unmapped.find((group) => group.kind === 'template' && group.name === '未知模板')?.count ?? 0;
    const before = template((await lastReport()).report);
    const page = await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${ganyu}`);
    expect(page.status).toBe(200);
    expect(page.body.data.page.modules.map((module) => module.name)).toEqual(doc.modules.map((module) => module.name));
    expect(page.body.data.page.aliases).toEqual(['Ganyu']);
    expect(page.body.data.page.filter_values).toEqual({ 分类: { values: ['冰元素', '五星角色'] } });
    expect(await isConverted(revisionId)).toBe(1);
    expect(template((await lastReport()).report)).toBe(before + 1);
  });

  it('indexes a page not converted yet by its names only, never its source, and gives the new-entry template from its converted document', async () => {
    const { doc } = await asWritten(ganyu);
    expect(await entryPagePlainText(h.server.db, ganyu)).toBe('');
    // Read (and so converted and stored), its text is the document's.
    await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${ganyu}`);
    const text = await entryPagePlainText(h.server.db, ganyu);
    expect(text).not.toContain('source');
    for (const module of doc.modules) expect(text).toContain(module.name);
    const page = await h.server.db.selectFrom('entry_pages').select(['menu_id']).where('content_id', '=', ganyu).executeTakeFirstOrThrow();
    await h.server.db
      .updateTable('entry_pages')
      .set({ updated_at: Math.floor(Date.now() / 1000) + 60 })
      .where('content_id', '=', ganyu)
      .execute();
    await asWritten(ganyu);
    const template = await entryTemplate(h.server.db, h.editionId, Number(page.menu_id));
    expect(template.doc.modules.map((module) => module.name)).toEqual(doc.modules.map((module) => module.name));
  });

  it('rolls back to an old imported revision with the page filter values and aliases (from its categories and redirects)', async () => {
    const before = await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${ganyu}`);
    expect(before.body.data.page.aliases).toEqual(['Ganyu']);
    const rollback = await h.post<RollbackAnswer>('entry_page/rollback', { entry_page_id: ganyu, version: 2 }, reviewer);
    expect(rollback.status, rollback.body.message).toBe(200);
    const after = await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${ganyu}`);
    expect(after.body.data.page.modules.map((module) => module.name)).toContain('命之座');
    expect(after.body.data.page.aliases).toEqual(['Ganyu']);
    expect(after.body.data.page.filter_values).toEqual(before.body.data.page.filter_values);
  });

  it('does not store a conversion made while an import into the edition runs (a link target may not be imported yet)', async () => {
    const port = await entryIdOf(h.server, h.editionId, '璃月港');
    const { revisionId } = await asWritten(port);
    const run = await lastReport();
    const options = { ...(JSON.parse(run.options) as Record<string, unknown>), owner: { host: os.hostname(), pid: process.pid } };
    await h.server.db
      .updateTable('mediawiki_imports')
      .set({ status: 'running', options: JSON.stringify(options), updated_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', run.id)
      .execute();
    try {
      const page = await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${port}`);
      expect(page.body.data.page.modules.map((module) => module.name)).not.toContain('Wikitext');
      expect(page.body.data.page.aliases).toEqual(['璃月']);
      expect(await isConverted(revisionId)).toBe(0);
    } finally {
      await h.server.db.updateTable('mediawiki_imports').set({ status: run.status, options: run.options }).where('id', '=', run.id).execute();
    }
    await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${port}`);
    expect(await isConverted(revisionId)).toBe(1);
  });
});
