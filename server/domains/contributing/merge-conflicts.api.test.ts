import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditUpdateAnswer, CommitAnswer, PreEditAnswer, SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryDoc, EntryDocInput, EntryPageWire } from '../../../shared/contract/entry-page.ts';
import type { MergeResolution } from '../../../shared/contract/merge-conflicts.ts';
import { readActivity } from '../../activity/activity.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, type Account, type Harness } from './contributing-harness.ts';

/** Issue 32, no lost edits: the conflict view's data, and approving with the reviewer's resolutions. */
describe.each(dialects)('merge conflicts on approval on %s', (dialect) => {
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

  const text = (doc: EntryDoc) => {
    const component = doc.modules[1]!.components[0]!;
    if (component.component_id !== 'rich_text' || component.data.doc[0]?.type !== 'paragraph') throw new Error('not rich text');
    return component.data.doc[0].children[0]!;
  };
  const withText = (doc: EntryDoc, value: string, desc = doc.desc): EntryDoc => {
    const copy = structuredClone(doc);
    text(copy).text = value;
    return { ...copy, desc };
  };
  const newPage = async (name: string) => {
    const doc: EntryDocInput = {
      name,
      desc: '简介。',
      modules: [
        {
          id: 'a',
          name: '数据',
          components: [{ component_id: 'table' as const, layout: '', style: '', data: { columns: ['属性', '值'], rows: [['元素', '火']] } }],
        },
        {
          id: 'b',
          name: '正文',
          components: [
            {
              component_id: 'rich_text' as const,
              layout: '',
              style: '',
              data: { doc: [{ type: 'paragraph' as const, children: [{ text: '一。二。三。' }] }] },
            },
          ],
        },
      ],
    };
    return (await h.server.make.entryPage(h.editionId, doc, { menuId: h.menuId })).contentId;
  };
  const pageDoc = async (pageId: number) => (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, alice)).body.data.doc;
  const commit = async (who: Account, pageId: number, doc: EntryDoc) => {
    const sent = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc }, who);
    expect(sent.status, sent.body.message).toBe(200);
    return sent.body.data.audit_id;
  };
  const detail = async (auditId: number) => (await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${auditId}`, reviewer)).body.data;
  const approve = (auditId: number, resolutions?: Record<string, MergeResolution>) =>
    h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'approve', ...(resolutions ? { resolutions } : {}) }, reviewer);
  const published = async (pageId: number) => (await h.get<{ page: EntryPageWire }>(`entry_page?entry_page_id=${pageId}`)).body.data.page;
  const approvedActivity = async (auditId: number) => {
    const rows = await h.server.db.selectFrom('activities').selectAll().where('kind', '=', 'submission_approved').execute();
    for (const row of rows.map(readActivity)) if (row?.activity.kind === 'submission_approved' && row.activity.submission_id === auditId) return row.activity;
    return undefined;
  };

  it('merges different sentences of one paragraph changed by two editors, with no conflict', async () => {
    const pageId = await newPage('同段');
    const base = await pageDoc(pageId);
    const first = await commit(alice, pageId, withText(base, '一（甲）。二。三。'));
    const second = await commit(bob, pageId, withText(base, '一。二。三（乙）。'));
    expect((await approve(first)).status).toBe(200);
    const view = await detail(second);
    expect(view.conflicts).toEqual([]);
    expect(view.merge_conflicts).toEqual([]);
    expect(text(view.preview.doc).text).toBe('一（甲）。二。三（乙）。');
    expect((await approve(second)).status).toBe(200);
    expect((await published(pageId)).modules[1]!.components[0]!.data_doc).toEqual({
      doc: [{ type: 'paragraph', children: [{ text: '一（甲）。二。三（乙）。' }] }],
    });
    expect((await approvedActivity(second))?.changed_by_reviewer).toBe(false);
  });

  it('shows a sentence changed differently with its three versions, refuses approval until resolved, and publishes the resolution', async () => {
    const pageId = await newPage('冲突');
    const base = await pageDoc(pageId);
    const first = await commit(alice, pageId, withText(base, '一（甲）。二。三。'));
    const second = await commit(bob, pageId, withText(base, '一（乙）。二。三。', '简介（乙）。'));
    expect((await approve(first)).status).toBe(200);

    const view = await detail(second);
    expect(view.conflicts).toEqual(['正文']);
    expect(view.merge_conflicts).toHaveLength(1);
    const conflict = view.merge_conflicts[0]!;
    expect(conflict).toMatchObject({
      kind: 'text',
      module_id: 'b',
      module_name: '正文',
      component: 1,
      component_type: 'rich_text',
      field: ['doc', 1, 'children', 1, 'text'],
      base: { present: true, text: '一。二。三。' },
      current: { present: true, text: '一（甲）。二。三。' },
      submitted: { present: true, text: '一（乙）。二。三。' },
    });
    // The preview keeps the page's text there, and has the submission's other change.
    expect(text(view.preview.doc).text).toBe('一（甲）。二。三。');
    expect(view.preview.doc.desc).toBe('简介（乙）。');

    const unresolved = await approve(second);
    expect(unresolved.status).toBe(409);
    expect(unresolved.body.message).toContain('"正文"');
    expect(unresolved.body.message).toContain('resolve each conflict');
    const unknown = await approve(second, { [conflict.id]: 'submitted', 'modules/x#nothing': 'current' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toContain('"modules/x#nothing" is no conflict of this submission now');
    const badShape = await approve(second, { [conflict.id]: 'both' as never });
    expect(badShape.status).toBe(422);
    expect(badShape.body.message).toContain(`resolutions.${conflict.id}`);
    expect((await detail(second)).submission.status).toBe('pending');

    const resolved = await approve(second, { [conflict.id]: { text: '一（甲乙）。二。三。' } });
    expect(resolved.status, resolved.body.message).toBe(200);
    const page = await published(pageId);
    expect(page.desc).toBe('简介（乙）。');
    expect(page.modules[1]!.components[0]!.data_doc).toEqual({ doc: [{ type: 'paragraph', children: [{ text: '一（甲乙）。二。三。' }] }] });
    expect((await approvedActivity(second))?.changed_by_reviewer).toBe(true);
  });

  it('refuses a resolution made before the page moved again, and takes a fresh one', async () => {
    const pageId = await newPage('过时');
    const base = await pageDoc(pageId);
    const first = await commit(alice, pageId, withText(base, '一（甲）。二。三。'));
    const second = await commit(bob, pageId, withText(base, '一（乙）。二。三。'));
    const carol = await h.account();
    const third = await commit(carol, pageId, withText(base, '一（丙）。二。三。'));
    expect((await approve(first)).status).toBe(200);
    const seen = (await detail(second)).merge_conflicts[0]!;
    // Meanwhile the third is approved over the first, taking its own text.
    const thirdConflict = (await detail(third)).merge_conflicts[0]!;
    expect((await approve(third, { [thirdConflict.id]: 'submitted' })).status).toBe(200);

    const stale = await approve(second, { [seen.id]: 'submitted' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('the page changed since');
    const fresh = (await detail(second)).merge_conflicts[0]!;
    expect(fresh.id).not.toBe(seen.id);
    expect(fresh.current.text).toBe('一（丙）。二。三。');
    expect((await approve(second, { [fresh.id]: 'current' })).status).toBe(200);
    expect((await published(pageId)).modules[1]!.components[0]!.data_doc).toEqual({ doc: [{ type: 'paragraph', children: [{ text: '一（丙）。二。三。' }] }] });
    expect((await approvedActivity(third))?.changed_by_reviewer).toBe(false);
    expect((await approvedActivity(second))?.changed_by_reviewer).toBe(true);
  });

  it('refuses an edited text for a conflict that is not a text', async () => {
    const pageId = await newPage('结构');
    const base = await pageDoc(pageId);
    const removed = { ...base, modules: [base.modules[0]!] };
    const first = await commit(alice, pageId, removed);
    const second = await commit(bob, pageId, withText(base, '改。'));
    expect((await approve(first)).status).toBe(200);
    const conflict = (await detail(second)).merge_conflicts[0]!;
    expect(conflict).toMatchObject({ kind: 'module', module_id: 'b', current: { present: false, text: '' }, submitted: { present: true } });
    const misfit = await approve(second, { [conflict.id]: { text: 'x' } });
    expect(misfit.status).toBe(422);
    expect(misfit.body.message).toContain('an edited text is only for a text conflict');
    expect((await approve(second, { [conflict.id]: 'submitted' })).status).toBe(200);
    expect((await published(pageId)).modules.map((module) => module.name)).toEqual(['数据', '正文']);
  });
});
