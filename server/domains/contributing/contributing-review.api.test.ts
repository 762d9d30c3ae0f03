import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_LIMIT } from './commit.ts';
import { rateLimiter } from '../../rate-limit/rate-limit.ts';
import type {
  AuditUpdateAnswer,
  CancelAuditAnswer,
  CommitAnswer,
  DraftWire,
  ModuleLockAnswer,
  ModuleLocksAnswer,
  PreEditAnswer,
  SubmissionDetailAnswer,
  SubmissionListAnswer,
} from '../../../shared/contract/contributing.ts';
import type { EntryDoc, EntryPageWire } from '../../../shared/contract/entry-page.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from './contributing-harness.ts';

describe.each(dialects)('contributing review, locks and conflicts on %s', (dialect) => {
  let h: Harness;
  let alice: Account;
  let bob: Account;
  let reviewer: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    alice = await h.account();
    bob = await h.account();
    reviewer = await h.account(['AUDIT']);
  });
  afterAll(() => h.close());

  const newPage = async (name: string) => (await h.server.make.entryPage(h.editionId, sampleDoc(name), { menuId: h.menuId })).contentId;
  const current = async (pageId: number, who: Account) => (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, who)).body.data;
  const commit = (who: Account, pageId: number, baseVersion: number, doc: EntryDoc) =>
    h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: baseVersion, doc }, who);
  const approve = (auditId: number) => h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'approve' }, reviewer);
  const withModule = (doc: EntryDoc, index: number, name: string): EntryDoc => ({
    ...doc,
    modules: doc.modules.map((module, i) => (i === index ? { ...module, name } : module)),
  });

  it('locks a module for one editor at a time; renew, release, expiry', async () => {
    const pageId = await newPage('锁');
    const mine = await h.post<ModuleLockAnswer>('entry_page/module/lock', { entry_page_id: pageId, module_id: 'a' }, alice);
    expect(mine.body.data).toMatchObject({ acquired: true, lock: { module_id: 'a', mine: true, user: { uid: String(alice.id) } } });
    const renewed = await h.post<ModuleLockAnswer>('entry_page/module/lock', { entry_page_id: pageId, module_id: 'a' }, alice);
    expect(renewed.body.data.acquired).toBe(true);
    const theirs = await h.post<ModuleLockAnswer>('entry_page/module/lock', { entry_page_id: pageId, module_id: 'a' }, bob);
    expect(theirs.body.data).toMatchObject({ acquired: false, lock: { mine: false, user: { uid: String(alice.id), name: alice.name } } });
    expect(theirs.body.data.lock!.expires_at).toBeGreaterThan(Date.now() / 1000);
    // Bob cannot release Alice's lock.
    await h.post('entry_page/module/lock', { entry_page_id: pageId, module_id: 'a', action: 'release' }, bob);
    const list = await h.get<ModuleLocksAnswer>(`entry_page/module/lock?entry_page_id=${pageId}`, bob);
    expect(list.body.data.locks.map((lock) => [lock.module_id, lock.mine])).toEqual([['a', false]]);
    await h.post('entry_page/module/lock', { entry_page_id: pageId, module_id: 'a', action: 'release' }, alice);
    expect((await h.post<ModuleLockAnswer>('entry_page/module/lock', { entry_page_id: pageId, module_id: 'a' }, bob)).body.data.acquired).toBe(true);
    // An expired lock is ignored and taken over.
    await h.server.db.updateTable('entry_module_locks').set({ expires_at: 1 }).where('content_id', '=', pageId).execute();
    expect((await h.get<ModuleLocksAnswer>(`entry_page/module/lock?entry_page_id=${pageId}`, alice)).body.data.locks).toEqual([]);
    expect((await h.post<ModuleLockAnswer>('entry_page/module/lock', { entry_page_id: pageId, module_id: 'a' }, alice)).body.data.acquired).toBe(true);
    expect((await h.post('entry_page/module/lock', { entry_page_id: pageId, module_id: '', action: 'grab' }, alice)).body.message).toContain(
      'module_id: must not be empty',
    );
  });

  it('merges edits of different modules and refuses a module changed on both sides', async () => {
    const pageId = await newPage('合并');
    const base = (await current(pageId, alice)).doc;
    const first = await commit(alice, pageId, 1, withModule(base, 0, '基础信息（甲）'));
    const second = await commit(bob, pageId, 1, withModule(base, 1, '简介（乙）'));
    const third = await commit(reviewer, pageId, 1, withModule(base, 0, '基础信息（丙）'));
    for (const answer of [first, second, third]) expect(answer.status, answer.body.message).toBe(200);

    expect((await approve(first.body.data.audit_id)).status).toBe(200);
    // Bob's change (another module) still applies on top of version 2.
    const detail = await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${second.body.data.audit_id}`, reviewer);
    expect(detail.body.data.conflicts).toEqual([]);
    expect(detail.body.data.current_version).toBe(2);
    expect((await approve(second.body.data.audit_id)).body.data.submission.published_version).toBe(3);
    const page = (await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${pageId}`)).body.data.page;
    expect(page.modules.map((module) => module.name)).toEqual(['基础信息（甲）', '简介（乙）']);

    // The third changed the module the first changed: named as a conflict, approval refused.
    const clash = await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${third.body.data.audit_id}`, reviewer);
    expect(clash.body.data.conflicts).toEqual(['基础信息（丙）']);
    const refused = await approve(third.body.data.audit_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('"基础信息（丙）"');
    expect((await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${third.body.data.audit_id}`, reviewer)).body.data.submission.status).toBe(
      'pending',
    );

    // A new commit from a stale base that touches a changed module is refused up front.
    const stale = await commit(alice, pageId, 1, withModule(base, 1, '简介（旧）'));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed on the page since version 1');
    // Approving twice is refused.
    expect((await approve(first.body.data.audit_id)).status).toBe(409);
    expect((await approve(999_999)).status).toBe(404);
  });

  it('credits the author by the number of changes (1 to 10)', async () => {
    const pageId = await newPage('计分');
    const doc = (await current(pageId, alice)).doc;
    const many: EntryDoc = {
      ...doc,
      desc: '新',
      aliases: ['别名'],
      modules: [...doc.modules, ...Array.from({ length: 9 }, (_, i) => ({ id: `n${i}`, name: `新模块${i}`, is_poped: false, group: '新', components: [] }))],
    };
    const carol = await h.account();
    const sent = await commit(carol, pageId, 1, many);
    await approve(sent.body.data.audit_id);
    const small = await commit(carol, pageId, 2, { ...many, desc: '再新' });
    await approve(small.body.data.audit_id);
    const rows = await h.server.db.selectFrom('contribution_records').select(['value']).where('user_id', '=', carol.id).orderBy('id').execute();
    expect(rows.map((row) => row.value)).toEqual([10, 1]);
  });

  it('keeps one pending submission per user and page, refuses empty changes, and names invalid fields', async () => {
    const pageId = await newPage('单一');
    const doc = (await current(pageId, alice)).doc;
    expect((await commit(alice, pageId, 1, doc)).body.message).toContain('nothing changed since version 1');
    const first = await commit(alice, pageId, 1, { ...doc, desc: '一' });
    expect(first.status).toBe(200);
    const second = await commit(alice, pageId, 1, { ...doc, desc: '二' });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(`audit_id ${first.body.data.audit_id}`);
    expect((await current(pageId, alice)).pending_audit_id).toBe(first.body.data.audit_id);
    expect((await commit(alice, pageId, 5, { ...doc, desc: '三' })).body.message).toContain('base_version: the page has no version 5');

    const bad = {
      ...doc,
      modules: [doc.modules[0], { ...doc.modules[1], components: [{ component_id: 'table', layout: '', style: '', data: { columns: ['a'], rows: 'x' } }] }],
    };
    const invalid = await h.post('commit_content', { entry_page_id: pageId, base_version: 1, doc: bad }, bob);
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toMatch(/^doc\.modules\[1\] "简介"\.components\[0\]\.data\.rows: /);
    const nameless = await h.post('entry_page/create_with_content', { menu_id: h.menuId, doc: { ...sampleDoc(''), name: '  ' } }, reviewer);
    expect(nameless.body.message).toBe('doc.name: must not be empty');
  });

  it('cancel_audit gives the document back as a draft', async () => {
    const pageId = await newPage('撤回');
    const doc = (await current(pageId, alice)).doc;
    const sent = await commit(alice, pageId, 1, { ...doc, desc: '撤回的改动' });
    const cancelled = await h.post<CancelAuditAnswer>('entry_page/cancel_audit', { audit_id: sent.body.data.audit_id }, alice);
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const draft = await h.get<{ draft: DraftWire }>(`entry_page/draft?draft_id=${cancelled.body.data.draft_id}`, alice);
    expect(draft.body.data.draft).toMatchObject({ entry_page_id: pageId, base_version: 1, doc: { desc: '撤回的改动' } });
    expect((await h.post('entry_page/cancel_audit', { audit_id: sent.body.data.audit_id }, alice)).status).toBe(409);
    const mine = await h.get<SubmissionListAnswer>('get_my_audit_content?status=cancelled', alice);
    expect(mine.body.data.list.map((item) => item.audit_id)).toContain(sent.body.data.audit_id);
    // The draft commits again (the cancelled one no longer counts as pending).
    expect((await h.post('entry_page/draft/commit', { draft_id: cancelled.body.data.draft_id }, alice)).status).toBe(200);
  });

  it('takes a double commit once, even when both arrive together', async () => {
    const who = await h.account(['CREATE_C']);
    const saved = await h.post<{ draft: DraftWire }>('entry_page/draft/save', { menu_id: h.menuId, doc: sampleDoc('双击') }, who);
    const draftId = saved.body.data.draft.draft_id;
    const answers = await Promise.all([1, 2].map(() => h.post('entry_page/draft/commit', { draft_id: draftId }, who)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);

    const pageId = await newPage('并发');
    const doc = (await current(pageId, who)).doc;
    const edits = await Promise.all(['一', '二'].map((desc) => commit(who, pageId, 1, { ...doc, desc })));
    expect(edits.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(edits.find((answer) => answer.status === 409)!.body.message).toContain('waiting for review');
  });

  it("moves the channel placement's filter tags only when the filter values change", async () => {
    const pageId = await newPage('筛选');
    await h.server.make.place(h.menuId, pageId, { ext: { filter: { value: ['元素/冰'] }, table: { list: [{ key: 'k', value: 'v' }] } } });
    const ext = async () =>
      JSON.parse((await h.server.db.selectFrom('channel_contents').select('ext').where('content_id', '=', pageId).executeTakeFirstOrThrow()).ext) as Record<
        string,
        unknown
      >;
    const doc = (await current(pageId, alice)).doc;
    await approve((await commit(alice, pageId, 1, { ...doc, desc: '只改简介' })).body.data.audit_id);
    expect(await ext()).toMatchObject({ filter: { value: ['元素/冰'] } });
    await approve((await commit(alice, pageId, 2, { ...doc, desc: '只改简介', filter_values: { 元素: ['火'] } })).body.data.audit_id);
    expect(await ext()).toEqual({ filter: { value: ['元素/火'] }, table: { list: [{ key: 'k', value: 'v' }] } });
  });

  it('rate-limits submissions per user', async () => {
    const who = await h.account(['CREATE_C']);
    const limiter = rateLimiter(h.server.db);
    for (let i = 0; i < SUBMISSION_LIMIT.limit - 1; i += 1) await limiter.consume(`entry_submission:user:${who.id}`, SUBMISSION_LIMIT);
    expect((await h.post('entry_page/create_with_content', { menu_id: h.menuId, doc: sampleDoc('最后一个') }, who)).status).toBe(200);
    const limited = await h.post('entry_page/create_with_content', { menu_id: h.menuId, doc: sampleDoc('太多') }, who);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toContain('too many submissions');
  });

  it('lists the queue oldest first and refuses rollback to unknown versions', async () => {
    const queue = await h.get<SubmissionListAnswer>('get_audit_content?status=pending&page_size=50', reviewer);
    const ids = queue.body.data.list.map((item) => item.audit_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const pageId = await newPage('回退');
    expect((await h.post('entry_page/rollback', { entry_page_id: pageId, version: 9 }, reviewer)).status).toBe(404);
    expect((await h.post('entry_page/rollback', { entry_page_id: pageId, version: 1 }, reviewer)).status).toBe(422);
    expect((await h.post('entry_page/rollback', { entry_page_id: 999_999, version: 1 }, reviewer)).status).toBe(404);
  });
});
