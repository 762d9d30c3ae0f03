import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollbackAnswer } from '../../shared/contract/contributing.ts';
import type { EntryPageWire } from '../../shared/contract/entry-page.ts';
import { revisionDiff } from '../../server/entry-pages/revision-diff.ts';
import { entryPagesService } from '../../server/services/entry-pages.ts';
import { dialects } from '../support/test-server.ts';
import { contributingHarness, type Account, type Harness } from './contributing-harness.ts';
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
    const rows = await h.server.db.selectFrom('mediawiki_revisions').select(['rev_id', 'converted']).where('content_id', '=', ganyu).orderBy('rev_id').execute();
    return rows.map((row) => [Number(row.rev_id), row.converted]);
  };
  const storedDoc = async (version: number) => {
    const row = await h.server.db.selectFrom('entry_revisions').select('doc').where('content_id', '=', ganyu).where('version', '=', version).executeTakeFirstOrThrow();
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
    const last = await h.server.db.selectFrom('mediawiki_revisions').select(['rev_id', 'revision_id']).where('content_id', '=', keqing).orderBy('rev_id', 'desc').executeTakeFirstOrThrow();
    await h.server.db.updateTable('mediawiki_revisions').set({ converted: 0 }).where('rev_id', '=', last.rev_id).execute();
    await h.server.db.updateTable('entry_revisions').set({ doc: '{}' }).where('id', '=', last.revision_id).execute();

    const doc = (await entryPagesService(h.server.db).revisionDocs(h.editionId, keqing, [2])).get(2)!;
    const edition = await h.server.db.selectFrom('editions').select('base_path').where('id', '=', h.editionId).executeTakeFirstOrThrow();
    expect(JSON.stringify(doc)).toContain(`"href":"${edition.base_path}content/${ganyu}/detail"`);
    expect(JSON.stringify(doc)).not.toContain('__mediawiki__');
  });

  it('rolls back to an old imported revision as its converted document, not its source', async () => {
    const keqing = await entryIdOf(h.server, h.editionId, '刻晴');
    const kept = await h.server.db.selectFrom('mediawiki_revisions').select(['rev_id', 'converted']).where('content_id', '=', keqing).orderBy('rev_id').execute();
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
});
