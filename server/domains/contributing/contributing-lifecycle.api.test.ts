import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommitAnswer,
  DraftSaveAnswer,
  DraftWire,
  EntryTemplateAnswer,
  ModuleLockAnswer,
  PreEditAnswer,
  RollbackAnswer,
  SubmissionDetailAnswer,
  SubmissionListAnswer,
  AuditUpdateAnswer,
} from '../../../shared/contract/contributing.ts';
import type { EntryDoc, EntryPageHistory, EntryPageWire } from '../../../shared/contract/entry-page.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, type Account, type Harness } from './contributing-harness.ts';

/** The whole path: template → autosave → commit → approve → visible and searchable → edit → lock conflict → reject → rollback. */
describe.each(dialects)('contributing lifecycle on %s', (dialect) => {
  let h: Harness;
  let creator: Account;
  let reviewer: Account;
  let reader: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    creator = await h.account(['CREATE_C']);
    reviewer = await h.account(['AUDIT']);
    reader = await h.account();
  });
  afterAll(() => h.close());

  it('takes a new entry from the template to a published, searchable page, then through edit, conflict, rejection and rollback', async () => {
    // Template: the channel's filter categories, the default two modules (no entry in the channel yet).
    const template = await h.get<EntryTemplateAnswer>(`get_entry_page_template?menu_id=${h.menuId}`, creator);
    expect(template.status, template.body.message).toBe(200);
    expect(template.body.data.menu_name).toBe('角色');
    expect(template.body.data.doc.name).toBe('');
    expect(template.body.data.doc.filter_values).toEqual({ 元素: [] });
    expect(template.body.data.doc.modules.map((module) => [module.name, module.components.map((c) => c.component_id)])).toEqual([
      ['基础信息', ['table']],
      ['简介', ['rich_text']],
    ]);

    // Autosave: first without a name, then again with content.
    const doc: EntryDoc = structuredClone(template.body.data.doc);
    const first = await h.post<DraftSaveAnswer>('entry_page/draft/save', { menu_id: h.menuId, doc }, creator);
    expect(first.status, first.body.message).toBe(200);
    const draftId = first.body.data.draft.draft_id;
    doc.name = '炎之旅者';
    doc.desc = '来自远方的旅者';
    doc.filter_values = { 元素: ['火'] };
    const table = doc.modules[0]!.components[0]!;
    if (table.component_id !== 'table') throw new Error('expected a table');
    table.data = {
      columns: ['属性', '值'],
      rows: [
        ['元素', '火'],
        ['武器', '单手剑'],
      ],
      sortable: false,
      fixed_columns: 0,
    };
    const second = await h.post<DraftSaveAnswer>('entry_page/draft/save', { draft_id: draftId, menu_id: h.menuId, doc }, creator);
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data.draft.draft_id).toBe(draftId);
    const resumed = await h.get<{ draft: DraftWire }>(`entry_page/draft?draft_id=${draftId}`, creator);
    expect(resumed.body.data.draft.doc.name).toBe('炎之旅者');

    // Commit: the draft becomes a pending submission and is gone.
    const commit = await h.post<CommitAnswer>('entry_page/draft/commit', { draft_id: draftId, summary: '新建词条' }, creator);
    expect(commit.status, commit.body.message).toBe(200);
    const auditId = commit.body.data.audit_id;
    expect((await h.get(`entry_page/draft?draft_id=${draftId}`, creator)).status).toBe(404);
    const mine = await h.get<SubmissionListAnswer>('get_my_audit_content', creator);
    expect(mine.body.data.list.map((item) => [item.audit_id, item.status, item.name])).toEqual([[auditId, 'pending', '炎之旅者']]);

    // The reviewer sees it in the queue with a diff against an empty page, and approves it.
    const queue = await h.get<SubmissionListAnswer>('get_audit_content', reviewer);
    expect(queue.body.data.list.map((item) => item.audit_id)).toContain(auditId);
    const detail = await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${auditId}`, reviewer);
    expect(detail.body.data.current_version).toBe(0);
    expect(detail.body.data.diff.some((run) => run.kind === 'added' && run.lines.some((line) => line.includes('炎之旅者')))).toBe(true);
    const approved = await h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'approve' }, reviewer);
    expect(approved.status, approved.body.message).toBe(200);
    const pageId = approved.body.data.submission.entry_page_id;
    expect(pageId).toBeGreaterThan(0);
    expect(approved.body.data.submission).toMatchObject({ status: 'approved', published_version: 1, reviewer: { uid: String(reviewer.id) } });

    // Visible to anyone, listed in its channel, searchable, and the author credited.
    const page = await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${pageId}`);
    expect(page.body.data.page).toMatchObject({ name: '炎之旅者', menu_id: String(h.menuId), version: '1', filter_values: { 元素: { values: ['火'] } } });
    const channelList = await h.server.get(`/api/${h.appSn}/v1/content/channel?channel_id=${h.menuId}`);
    expect(JSON.stringify(await channelList.json())).toContain('炎之旅者');
    const search = (await (await h.server.get(`/api/${h.appSn}/wapi/search?keyword=${encodeURIComponent('炎之旅者')}`)).json()) as {
      data: { list: Array<{ entry_page_id: string }> };
    };
    expect(search.data.list.map((hit) => Number(hit.entry_page_id))).toContain(pageId);
    const credit = await h.server.db.selectFrom('contribution_records').select(['user_id', 'value', 'kind']).where('user_id', '=', creator.id).execute();
    expect(credit.map((row) => [Number(row.user_id), row.kind])).toEqual([[creator.id, 'entry_edit']]);
    expect(credit[0]!.value).toBeGreaterThanOrEqual(1);

    // Another user edits: pre_edit_data, a lock on the first module.
    const editor = reader;
    const pre = await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, editor);
    expect(pre.status, pre.body.message).toBe(200);
    expect(pre.body.data).toMatchObject({ version: 1, draft: null, pending_audit_id: 0, locks: [] });
    const moduleA = pre.body.data.doc.modules[0]!;
    const moduleB = pre.body.data.doc.modules[1]!;
    const lock = await h.post<ModuleLockAnswer>('entry_page/module/lock', { entry_page_id: pageId, module_id: moduleA.id }, editor);
    expect(lock.body.data.acquired).toBe(true);

    // The creator, meanwhile, changes the locked module: refused, their draft kept.
    const theirs: EntryDoc = structuredClone(pre.body.data.doc);
    theirs.modules[0]!.name = '基础资料';
    const clash = await h.post<DraftSaveAnswer>('entry_page/draft/save', { entry_page_id: pageId, menu_id: h.menuId, base_version: 1, doc: theirs }, creator);
    expect(clash.status, clash.body.message).toBe(200);
    const refused = await h.post('entry_page/draft/commit', { draft_id: clash.body.data.draft.draft_id }, creator);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('being edited by someone else');
    expect(refused.body.message).toContain('基础资料');
    expect((await h.get(`entry_page/draft?draft_id=${clash.body.data.draft.draft_id}`, creator)).status).toBe(200);

    // The lock holder's edit goes to review and is rejected with a reason.
    const edited: EntryDoc = structuredClone(pre.body.data.doc);
    edited.modules[1] = { ...moduleB, name: '故事' };
    const sent = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc: edited, summary: '改名' }, editor);
    expect(sent.status, sent.body.message).toBe(200);
    const noReason = await h.post('audit_content/update', { audit_id: sent.body.data.audit_id, action: 'reject', reason: '  ' }, reviewer);
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toContain('reason');
    const rejected = await h.post<AuditUpdateAnswer>(
      'audit_content/update',
      { audit_id: sent.body.data.audit_id, action: 'reject', reason: '名称不准确' },
      reviewer,
    );
    expect(rejected.body.data.submission).toMatchObject({ status: 'rejected', reason: '名称不准确', published_version: 0 });
    expect((await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${pageId}`)).body.data.page.version).toBe('1');

    // A second, accepted edit (version 2), then a rollback to version 1 (version 3).
    const again = await h.post<CommitAnswer>(
      'commit_content',
      { entry_page_id: pageId, base_version: 1, doc: { ...edited, desc: '改过的简介' }, summary: '再改' },
      editor,
    );
    expect(again.status, again.body.message).toBe(200);
    const ok = await h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: again.body.data.audit_id, action: 'approve' }, reviewer);
    expect(ok.body.data.submission.published_version).toBe(2);
    expect((await h.get<ModuleLockAnswer & { locks: unknown[] }>(`entry_page/module/lock?entry_page_id=${pageId}`, editor)).body.data.locks).toEqual([]);
    expect((await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${pageId}`)).body.data.page.desc).toBe('改过的简介');

    const rollback = await h.post<RollbackAnswer>('entry_page/rollback', { entry_page_id: pageId, version: 1 }, reviewer);
    expect(rollback.status, rollback.body.message).toBe(200);
    expect(rollback.body.data.version).toBe(3);
    const after = await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${pageId}`);
    expect(after.body.data.page).toMatchObject({ version: '3', desc: '来自远方的旅者' });
    const history = await h.get<EntryPageHistory>(`entry_page/history?entry_page_id=${pageId}`);
    expect(history.body.data.list.map((item) => [item.version, item.summary])).toEqual([
      [3, '回退到版本 1'],
      [2, '再改'],
      [1, '新建词条'],
    ]);
  });
});
