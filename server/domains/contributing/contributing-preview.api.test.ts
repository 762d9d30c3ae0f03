import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditUpdateAnswer, CommitAnswer, PreEditAnswer, SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryDoc, EntryPageHistory, EntryPageStatistics, EntryPageWire } from '../../../shared/contract/entry-page.ts';
import type { ContributorList } from '../../../shared/contract/ranking.ts';
import { contributingService } from './contributing-service.ts';
import { recordContribution } from '../living/ranking/contribution-ledger.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from './contributing-harness.ts';

/** The review page's preview agrees with the live page; the contributors agree with the history. */
describe.each(dialects)('contributing previews and contributors on %s', (dialect) => {
  let h: Harness;
  let creator: Account;
  let alice: Account;
  let bob: Account;
  let reviewer: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    creator = await h.account(['CREATE_C']);
    alice = await h.account();
    bob = await h.account();
    reviewer = await h.account(['AUDIT']);
  });
  afterAll(() => h.close());

  const detail = async (auditId: number) => (await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${auditId}`, reviewer)).body.data;
  const approve = (auditId: number) => h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'approve' }, reviewer);
  const livePage = async (pageId: number) => (await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${pageId}`)).body.data.page;
  const renamed = (doc: EntryDoc, index: number, name: string): EntryDoc => ({
    ...doc,
    modules: doc.modules.map((module, i) => (i === index ? { ...module, name } : module)),
  });

  it('previews a new entry as version 1 while pending, and as the published version once approved', async () => {
    const sent = await h.post<CommitAnswer>('entry_page/create_with_content', { menu_id: h.menuId, doc: sampleDoc('预览新词条'), summary: '新建' }, creator);
    expect(sent.status, sent.body.message).toBe(200);
    const pending = await detail(sent.body.data.audit_id);
    expect(pending.submission.entry_page_id).toBe(0);
    expect(pending.preview.version).toBe(1);
    expect(pending.preview.doc.name).toBe('预览新词条');

    expect((await approve(sent.body.data.audit_id)).status).toBe(200);
    const settled = await detail(sent.body.data.audit_id);
    const live = await livePage(settled.submission.entry_page_id);
    expect(settled.submission).toMatchObject({ status: 'approved', published_version: 1 });
    expect(settled.preview.version).toBe(Number(live.version));
    expect(settled.preview.doc.modules.map((module) => module.name)).toEqual(live.modules.map((module) => module.name));
    expect(settled.current_version).toBe(1);
  });

  it('previews a pending edit merged onto the page as it is now, and after approval the revision it became', async () => {
    const pageId = (await h.server.make.entryPage(h.editionId, sampleDoc('合并预览'), { menuId: h.menuId })).contentId;
    const base = (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, alice)).body.data.doc;
    const first = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc: renamed(base, 0, '基础信息（甲）') }, alice);
    const second = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc: renamed(base, 1, '简介（乙）') }, bob);
    expect((await approve(first.body.data.audit_id)).status).toBe(200);

    // Bob's edit was made on version 1; approving it now publishes version 3 with Alice's change kept.
    const pending = await detail(second.body.data.audit_id);
    expect(pending.preview.version).toBe(3);
    expect(pending.preview.doc.modules.map((module) => module.name)).toEqual(['基础信息（甲）', '简介（乙）']);
    // The submitted document itself is unchanged.
    expect(pending.doc.modules.map((module) => module.name)).toEqual(['基础信息', '简介（乙）']);

    expect((await approve(second.body.data.audit_id)).status).toBe(200);
    const settled = await detail(second.body.data.audit_id);
    const live = await livePage(pageId);
    expect(settled.preview.version).toBe(3);
    expect(Number(live.version)).toBe(3);
    expect(settled.preview.doc.modules.map((module) => module.name)).toEqual(live.modules.map((module) => module.name));
    // Its diff is what the approval published: Bob's module, not Alice's reverted.
    const added = settled.diff.filter((run) => run.kind === 'added').flatMap((run) => run.lines);
    const removed = settled.diff.filter((run) => run.kind === 'removed').flatMap((run) => run.lines);
    expect(added.join('\n')).toContain('简介（乙）');
    expect(removed.join('\n')).not.toContain('基础信息（甲）');

    // A later edit by someone else does not change what the settled one shows.
    const third = await h.post<CommitAnswer>(
      'commit_content',
      { entry_page_id: pageId, base_version: 3, doc: { ...settled.preview.doc, desc: '更新' } },
      alice,
    );
    await approve(third.body.data.audit_id);
    const again = await detail(second.body.data.audit_id);
    expect(again.preview.version).toBe(3);
    expect(again.current_version).toBe(4);
  });

  it('lists as contributors every editor of the history, not a reader credited without an edit', async () => {
    const pageId = (await h.server.make.entryPage(h.editionId, sampleDoc('贡献者'), { menuId: h.menuId, authorId: alice.id })).contentId;
    const base = (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, bob)).body.data.doc;
    const edit = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc: renamed(base, 1, '简介（改）') }, bob);
    expect((await approve(edit.body.data.audit_id)).status).toBe(200);
    // A reviewer's rollback is a revision of theirs too.
    expect((await h.post('entry_page/rollback', { entry_page_id: pageId, version: 1 }, reviewer)).status).toBe(200);
    // A reader credited for an accepted correction, without a revision: no edit, so not a contributor.
    const reporter = await h.account();
    await recordContribution(h.server.db, { editionId: h.editionId, userId: reporter.id, kind: 'correction', value: 2, contentId: pageId });

    const history = (await h.get<EntryPageHistory>(`entry_page/history?entry_page_id=${pageId}`)).body.data;
    const editors = new Set(history.list.map((revision) => String(revision.user.uid)));
    const contributors = (await h.get<ContributorList>(`static/entry_page/contributors?entry_page_id=${pageId}`)).body.data.list;
    const uids = contributors.map((contributor) => contributor.account_uid);
    for (const editor of editors) expect(uids).toContain(editor);
    expect(new Set(uids)).toEqual(editors);
    // The entry's statistics count the same people.
    const statistics = (await h.get<EntryPageStatistics>(`entry_page/statistics?entry_page_id=${pageId}`)).body.data;
    expect(statistics.contributor_num).toBe(uids.length);
    // Bob's approved edit carries value; Alice (page author by seed) and the reviewer only revisions.
    expect(contributors[0]?.account_uid).toBe(String(bob.id));

    // The contributors page adds how many edits each published, never 0.
    const rows = await contributingService(h.server.db).contributors(h.editionId, pageId, 100);
    expect(new Map(rows.map((row) => [row.user_id, row.edits]))).toEqual(
      new Map([
        [alice.id, 1],
        [bob.id, 1],
        [reviewer.id, 1],
      ]),
    );
  });
});
