import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitAnswer, DraftSaveAnswer } from '../../../shared/contract/contributing.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from './contributing-harness.ts';

/** Every call checks its permission on the server: anonymous, plain user, CREATE_C without AUDIT, AUDIT, ADMIN, suspended. */
describe.each(dialects)('contributing permissions on %s', (dialect) => {
  let h: Harness;
  let reader: Account;
  let creator: Account;
  let auditor: Account;
  let admin: Account;
  let suspended: Account;
  let pageId: number;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    reader = await h.account();
    creator = await h.account(['CREATE_C']);
    auditor = await h.account(['AUDIT']);
    admin = await h.account(['ADMIN']);
    suspended = await h.account(['CREATE_C', 'AUDIT'], 'suspended');
    pageId = (await h.server.make.entryPage(h.editionId, sampleDoc('既有词条'), { menuId: h.menuId })).contentId;
  });
  afterAll(() => h.close());

  const calls: Array<[method: 'GET' | 'POST', path: string, body?: unknown]> = [
    ['GET', 'get_entry_page_template?menu_id=1'],
    ['GET', 'entry_page/pre_edit_data?entry_page_id=1'],
    ['GET', 'entry_page/draft?draft_id=1'],
    ['POST', 'entry_page/draft/save', { menu_id: 1, doc: {} }],
    ['GET', 'entry_page/draft/list'],
    ['POST', 'entry_page/draft/commit', { draft_id: 1 }],
    ['POST', 'entry_page/draft/del', { draft_id: 1 }],
    ['POST', 'entry_page/draft/copy', { draft_id: 1 }],
    ['POST', 'entry_page/create_module_group', { draft_id: 1, name: 'x' }],
    ['POST', 'entry_page/batch_create_modules', { draft_id: 1, modules: [{ name: 'x' }] }],
    ['GET', 'entry_page/module/lock?entry_page_id=1'],
    ['POST', 'entry_page/module/lock', { entry_page_id: 1, module_id: 'a' }],
    ['POST', 'commit_content', { entry_page_id: 1, base_version: 1, doc: {} }],
    ['POST', 'entry_page/create_with_content', { menu_id: 1, doc: {} }],
    ['GET', 'get_my_audit_content'],
    ['GET', 'get_audit_content'],
    ['POST', 'audit_content/update', { audit_id: 1, action: 'approve' }],
    ['POST', 'audit_content/delete', { audit_id: 1 }],
    ['POST', 'entry_page/cancel_audit', { audit_id: 1 }],
    ['POST', 'entry_page/rollback', { entry_page_id: 1, version: 1 }],
  ];

  it('answers anonymous callers with retcode -100 on every call', async () => {
    for (const [method, path, body] of calls) {
      const answer = method === 'GET' ? await h.get(path) : await h.post(path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body.retcode, path).toBe(-100);
    }
  });

  it('answers bad input with a 4xx naming the field, never a 500', async () => {
    const garbage: unknown[] = [
      null,
      [],
      'x',
      42,
      { draft_id: 'x' },
      { audit_id: -1, action: 'approve' },
      { entry_page_id: 9e15, module_id: 'a'.repeat(33) },
      { doc: { modules: 'x' } },
    ];
    for (const [method, path] of calls) {
      const cleanPath = path.split('?')[0]!;
      const answers =
        method === 'GET'
          ? [await h.get(`${cleanPath}?menu_id=x&entry_page_id=-1&draft_id=1.5&audit_id=abc&page_size=999&status=nope`, creator)]
          : await Promise.all(garbage.map((body) => h.post(cleanPath, body, creator)));
      for (const answer of answers) {
        expect(answer.status, `${path}: ${answer.body.message}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path}: ${answer.body.message}`).toBeLessThan(500);
      }
    }
  });

  it('lets only creators start a new entry in a channel closed for creation', async () => {
    for (const who of [reader, auditor]) {
      expect((await h.get(`get_entry_page_template?menu_id=${h.closedMenuId}`, who)).status).toBe(403);
      expect((await h.post('entry_page/draft/save', { menu_id: h.closedMenuId, doc: sampleDoc('x') }, who)).status).toBe(403);
      expect((await h.post('entry_page/create_with_content', { menu_id: h.closedMenuId, doc: sampleDoc('x') }, who)).status).toBe(403);
    }
    for (const who of [creator, admin]) {
      expect((await h.get(`get_entry_page_template?menu_id=${h.closedMenuId}`, who)).status).toBe(200);
    }
    expect((await h.get('get_entry_page_template?menu_id=999999', creator)).status).toBe(404);
  });

  it('lets a plain reader create where the channel is open for creation', async () => {
    const open = await h.server.make.channel(h.editionId, {
      name: '开放',
      ch_ext: JSON.stringify([{ type: 'string', attribute_name: 'open_for_create', attribute_key: 'open_for_create', value: '1' }]),
    });
    expect((await h.get(`get_entry_page_template?menu_id=${open.id}`, reader)).status).toBe(200);
  });

  it("refuses a reader the same way for another edition's channel, an unknown one and a closed one", async () => {
    const other = await h.server.make.edition();
    const openElsewhere = await h.server.make.channel(other.id, {
      name: '别处开放',
      ch_ext: JSON.stringify([{ type: 'string', attribute_name: 'open_for_create', attribute_key: 'open_for_create', value: '1' }]),
    });
    const calls = (menuId: number) => [
      h.get(`get_entry_page_template?menu_id=${menuId}`, reader),
      h.post('entry_page/draft/save', { menu_id: menuId, doc: sampleDoc('x') }, reader),
      h.post('entry_page/create_with_content', { menu_id: menuId, doc: sampleDoc('x') }, reader),
    ];
    const answers = async (menuId: number) =>
      (await Promise.all(calls(menuId))).map(({ status, body }) => ({ status, retcode: body.retcode, message: body.message }));
    const closed = await answers(h.closedMenuId);
    expect(closed.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(await answers(openElsewhere.id)).toEqual(closed);
    expect(await answers(987_654)).toEqual(closed);

    // Someone who may create learns the channel is not one of this edition.
    for (const menuId of [openElsewhere.id, 987_654]) {
      const draft = await h.post('entry_page/draft/save', { menu_id: menuId, doc: sampleDoc('x') }, creator);
      expect(draft.status).toBe(404);
      expect(draft.body.message).toBe(`menu_id: no channel ${menuId} in this edition`);
    }
  });

  it('lets readers in good standing edit, and refuses suspended accounts', async () => {
    expect((await h.get(`entry_page/pre_edit_data?entry_page_id=${pageId}`, reader)).status).toBe(200);
    expect((await h.get(`entry_page/pre_edit_data?entry_page_id=999999`, reader)).status).toBe(404);
    for (const [method, path, body] of [
      ['GET', `entry_page/pre_edit_data?entry_page_id=${pageId}`],
      ['POST', 'entry_page/module/lock', { entry_page_id: pageId, module_id: 'a' }],
      ['POST', 'commit_content', { entry_page_id: pageId, base_version: 1, doc: sampleDoc('改') }],
      ['POST', 'entry_page/draft/save', { menu_id: h.menuId, doc: sampleDoc('x') }],
      ['GET', 'get_audit_content'],
      ['POST', 'entry_page/rollback', { entry_page_id: pageId, version: 1 }],
    ] as const) {
      const answer = method === 'GET' ? await h.get(path, suspended) : await h.post(path, body, suspended);
      // A suspended account's session no longer signs it in (401); were it to, the policies refuse it (403).
      expect([401, 403], path).toContain(answer.status);
    }
  });

  it('keeps review and rollback to AUDIT (or ADMIN) holders', async () => {
    const sent = await h.post<CommitAnswer>(
      'commit_content',
      { entry_page_id: pageId, base_version: 1, doc: sampleDoc('既有词条', { desc: '新简介' }) },
      reader,
    );
    expect(sent.status, sent.body.message).toBe(200);
    const auditId = sent.body.data.audit_id;
    for (const who of [reader, creator]) {
      expect((await h.get('get_audit_content', who)).status).toBe(403);
      expect((await h.post('audit_content/update', { audit_id: auditId, action: 'approve' }, who)).status).toBe(403);
      expect((await h.post('entry_page/rollback', { entry_page_id: pageId, version: 1 }, who)).status).toBe(403);
    }
    // The author may read their own submission; another reader may not.
    expect((await h.get(`get_audit_content?audit_id=${auditId}`, reader)).status).toBe(200);
    expect((await h.get(`get_audit_content?audit_id=${auditId}`, creator)).status).toBe(403);
    expect((await h.get('get_audit_content', auditor)).status).toBe(200);
    expect((await h.get('get_audit_content', admin)).status).toBe(200);
    const approved = await h.post('audit_content/update', { audit_id: auditId, action: 'approve' }, admin);
    expect(approved.status, approved.body.message).toBe(200);
  });

  it('keeps drafts private to their author', async () => {
    const saved = await h.post<DraftSaveAnswer>('entry_page/draft/save', { menu_id: h.menuId, doc: sampleDoc('私人草稿') }, creator);
    const draftId = saved.body.data.draft.draft_id;
    for (const who of [reader, admin]) {
      expect((await h.get(`entry_page/draft?draft_id=${draftId}`, who)).status).toBe(404);
      expect((await h.post('entry_page/draft/save', { draft_id: draftId, menu_id: h.menuId, doc: sampleDoc('偷改') }, who)).status).toBe(404);
      expect((await h.post('entry_page/draft/del', { draft_id: draftId }, who)).status).toBe(404);
      expect((await h.post('entry_page/draft/copy', { draft_id: draftId }, who)).status).toBe(404);
      expect((await h.post('entry_page/draft/commit', { draft_id: draftId }, who)).status).toBe(404);
      expect((await h.post('entry_page/create_module_group', { draft_id: draftId, name: '组' }, who)).status).toBe(404);
      expect((await h.get<{ total: number }>('entry_page/draft/list', who)).body.data.total).toBe(0);
    }
    expect((await h.get(`entry_page/draft?draft_id=${draftId}`, creator)).status).toBe(200);
  });

  it('lets only the author cancel, and deletes per the rules', async () => {
    const other = await h.server.make.entryPage(h.editionId, sampleDoc('另一个'), { menuId: h.menuId });
    const sent = await h.post<CommitAnswer>(
      'commit_content',
      { entry_page_id: other.contentId, base_version: 1, doc: sampleDoc('另一个', { desc: '改' }) },
      creator,
    );
    const auditId = sent.body.data.audit_id;
    expect((await h.post('entry_page/cancel_audit', { audit_id: auditId }, auditor)).status).toBe(403);
    expect((await h.post('audit_content/delete', { audit_id: auditId }, auditor)).status).toBe(409);
    // One who may not delete it hears "forbidden" whatever its state, never that it is pending.
    for (const who of [reader, await h.account(['CREATE_C'])]) {
      const refused = await h.post('audit_content/delete', { audit_id: auditId }, who);
      expect([refused.status, refused.body.message]).toEqual([403, 'you may not delete this submission']);
    }
    expect((await h.post('audit_content/update', { audit_id: auditId, action: 'reject', reason: '不需要' }, auditor)).status).toBe(200);
    expect((await h.post('audit_content/delete', { audit_id: auditId }, reader)).status).toBe(403);
    expect((await h.post('audit_content/delete', { audit_id: auditId }, creator)).status).toBe(200);
    expect((await h.get(`get_audit_content?audit_id=${auditId}`, auditor)).status).toBe(404);
  });
});
