import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditUpdateAnswer, CommitAnswer, PreEditAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import type { ReviewCommentAnswer, ReviewConversationAnswer } from '../../../shared/contract/review-conversation.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { rateLimiter } from '../../rate-limit/rate-limit.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from './contributing-harness.ts';
import { REVIEW_COMMENT_LIMIT } from './review-comments.ts';
import { reviewCommentsMigration } from '../../db/migrations/0026-review-comments.ts';
import type { Kysely } from 'kysely';

/** Review conversations (issue 32): comments of the author and the reviewers, the verdicts' texts, who may take part, the activities. */
describe.each(dialects)('review conversations on %s', (dialect) => {
  let h: Harness;
  let alice: Account;
  let bob: Account;
  let reviewer: Account;
  let second: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    alice = await h.account();
    bob = await h.account();
    reviewer = await h.account(['AUDIT']);
    second = await h.account(['AUDIT']);
  });
  afterAll(() => h.close());

  /** An edit (Alice's unless told) of a new page's description and a module's name, pending. */
  const submission = async (name: string, author = alice) => {
    const pageId = (await h.server.make.entryPage(h.editionId, sampleDoc(name), { menuId: h.menuId })).contentId;
    const pre = await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, author);
    const doc: EntryDoc = { ...pre.body.data.doc, desc: `${name}的新简介` };
    doc.modules = doc.modules.map((module) => (module.id === 'b' ? { ...module, name: '简介（新）' } : module));
    const sent = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc, summary: '改简介' }, author);
    expect(sent.status, sent.body.message).toBe(200);
    return sent.body.data.audit_id;
  };
  const conversation = (auditId: number, who: Account) => h.get<ReviewConversationAnswer>(`audit_content/comments?audit_id=${auditId}`, who);
  const comment = (auditId: number, who: Account, text: string, moduleId?: string) =>
    h.post<ReviewCommentAnswer>('audit_content/comment', { audit_id: auditId, text, ...(moduleId === undefined ? {} : { module_id: moduleId }) }, who);
  /** The activities of one submission, oldest first, as announced. */
  const activities = async (auditId: number) => {
    const rows = await h.server.db
      .selectFrom('activities')
      .select(['kind', 'actor_id', 'payload'])
      .where('edition_id', '=', h.editionId)
      .orderBy('id')
      .execute();
    return rows
      .map((row): Record<string, unknown> => ({
        ...(JSON.parse(row.payload) as Record<string, unknown>),
        kind: row.kind,
        actor: row.actor_id === null ? null : Number(row.actor_id),
      }))
      .filter((activity) => activity.submission_id === auditId);
  };

  it('keeps the conversation of the author and the reviewers, oldest first, per module optional, and tells who is concerned', async () => {
    const auditId = await submission('会话');
    const first = await comment(auditId, reviewer, '  简介的出处是？\n请补充。  ', 'b');
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.comment).toMatchObject({
      audit_id: auditId,
      kind: 'comment',
      role: 'reviewer',
      author: { uid: String(reviewer.id), name: reviewer.name },
      module_id: 'b',
      module_name: '简介（新）',
      text: '简介的出处是？\n请补充。',
    });
    const reply = await comment(auditId, alice, '<b>来自</b>官方设定集');
    expect(reply.body.data.comment).toMatchObject({ role: 'author', module_id: '', module_name: '', text: '<b>来自</b>官方设定集' });
    expect((await comment(auditId, second, '同意补充出处')).status).toBe(200);

    // Both sides read the same conversation, oldest first; the text comes back as it was written (plain text).
    for (const who of [alice, reviewer, second]) {
      const read = await conversation(auditId, who);
      expect(read.status, read.body.message).toBe(200);
      expect(read.body.data.comments.map((item) => [item.role, item.author.name, item.text])).toEqual([
        ['reviewer', reviewer.name, '简介的出处是？\n请补充。'],
        ['author', alice.name, '<b>来自</b>官方设定集'],
        ['reviewer', second.name, '同意补充出处'],
      ]);
      expect(read.body.data.role).toBe(who === alice ? 'author' : 'reviewer');
    }
    // The modules one may comment on, the changed one marked.
    expect((await conversation(auditId, alice)).body.data.modules).toEqual([
      { module_id: 'a', name: '基础信息', changed: false },
      { module_id: 'b', name: '简介（新）', changed: true },
    ]);

    // Each comment announced once, in its transaction: to the author and those who wrote before, never the commenter.
    const said = (await activities(auditId)).filter((activity) => activity.kind === 'review_comment');
    expect(said.map((activity) => [activity.actor, activity.module_id, activity.recipient_ids])).toEqual([
      [reviewer.id, 'b', [alice.id]],
      [alice.id, '', [reviewer.id]],
      [second.id, '', [alice.id, reviewer.id].sort((a, b) => a - b)],
    ]);
    expect(said[0]).toMatchObject({
      title: '会话',
      commenter_id: reviewer.id,
      comment_id: first.body.data.comment.comment_id,
      excerpt: '简介的出处是？\n请补充。',
    });
  });

  it('lets only the author and the reviewers take part, and checks what is written', async () => {
    const auditId = await submission('权限');
    for (const answer of [await conversation(auditId, bob), await comment(auditId, bob, '路过')]) {
      expect(answer.status).toBe(403);
      expect(answer.body.retcode).toBe(Retcode.NO_PERMISSION);
    }
    // Unknown: refused alike for others, not found for reviewers.
    expect((await conversation(999_999, bob)).body.retcode).toBe(Retcode.NO_PERMISSION);
    expect((await conversation(999_999, reviewer)).body.retcode).toBe(Retcode.NOT_FOUND);
    const anonymous = await h.get(`audit_content/comments?audit_id=${auditId}`);
    expect(anonymous.body.retcode).toBe(Retcode.LOGIN_REQUIRED);

    const blank = await comment(auditId, alice, ' \n ');
    expect(blank.status).toBe(422);
    expect(blank.body.retcode).toBe(Retcode.INVALID_PARAMS);
    expect(blank.body.message).toContain('text: must not be empty');
    const long = await comment(auditId, alice, '字'.repeat(EDITOR_LIMITS.reviewComment + 1));
    expect(long.body.message).toContain(`text: must be at most ${EDITOR_LIMITS.reviewComment} characters`);
    const unknownModule = await comment(auditId, alice, '这个模块', 'zz');
    expect(unknownModule.status).toBe(422);
    expect(unknownModule.body.message).toBe(`module_id: submission ${auditId} has no module "zz"`);
    expect((await conversation(auditId, alice)).body.data.comments).toEqual([]);
    expect((await activities(auditId)).filter((activity) => activity.kind === 'review_comment')).toEqual([]);
  });

  it('refuses a rejection without a reason, keeps the reason as the first entry, and lets the author ask why afterwards', async () => {
    const auditId = await submission('驳回');
    for (const reason of ['', '   ', undefined]) {
      const refused = await h.post('audit_content/update', { audit_id: auditId, action: 'reject', ...(reason === undefined ? {} : { reason }) }, reviewer);
      expect(refused.status).toBe(422);
      expect(refused.body.retcode).toBe(Retcode.INVALID_PARAMS);
      expect(refused.body.message).toMatch(/^reason: /);
    }
    expect((await conversation(auditId, alice)).body.data.comments).toEqual([]);

    const rejected = await h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'reject', reason: ' 缺少出处 ' }, reviewer);
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body.data.submission).toMatchObject({ status: 'rejected', reason: '缺少出处' });
    const after = await conversation(auditId, alice);
    expect(after.body.data.comments.map((item) => [item.kind, item.role, item.author.name, item.text])).toEqual([
      ['rejection', 'reviewer', reviewer.name, '缺少出处'],
    ]);
    // The author hears the rejection (with its reason) once; nobody else had written, so no review_comment.
    expect((await activities(auditId)).map((activity) => activity.kind)).toEqual(['submission_rejected']);

    // Settled, the conversation goes on: the author asks, the reviewer who rejected it is told.
    const why = await comment(auditId, alice, '哪一段缺少出处？');
    expect(why.status, why.body.message).toBe(200);
    const answer = await comment(auditId, reviewer, '第二段');
    expect(answer.status).toBe(200);
    const said = (await activities(auditId)).filter((activity) => activity.kind === 'review_comment');
    expect(said.map((activity) => activity.recipient_ids)).toEqual([[reviewer.id], [alice.id]]);
    expect((await conversation(auditId, reviewer)).body.data.comments.map((item) => item.text)).toEqual(['缺少出处', '哪一段缺少出处？', '第二段']);
  });

  it('tells earlier commenters but not the author of a rejection through the conversation', async () => {
    const auditId = await submission('驳回二');
    await comment(auditId, second, '我觉得还行');
    await h.post('audit_content/update', { audit_id: auditId, action: 'reject', reason: '重复词条' }, reviewer);
    const kinds = (await activities(auditId)).map((activity) => [activity.kind, activity.recipient_ids ?? null]);
    expect(kinds).toEqual([
      ['review_comment', [alice.id]],
      ['review_comment', [second.id]],
      ['submission_rejected', null],
    ]);
  });

  it('stores an approval comment in the conversation and passes it in submission_approved', async () => {
    const withComment = await submission('通过');
    const approved = await h.post<AuditUpdateAnswer>(
      'audit_content/update',
      { audit_id: withComment, action: 'approve', comment: ' 写得好，谢谢！ ' },
      reviewer,
    );
    expect(approved.status, approved.body.message).toBe(200);
    const read = await conversation(withComment, alice);
    expect(read.body.data.comments.map((item) => [item.kind, item.role, item.text])).toEqual([['approval', 'reviewer', '写得好，谢谢！']]);
    const approvedActivity = (await activities(withComment)).find((activity) => activity.kind === 'submission_approved');
    expect(approvedActivity).toMatchObject({ comment: '写得好，谢谢！', author_id: alice.id, reviewer_id: reviewer.id });

    const plain = await submission('通过二');
    expect((await h.post('audit_content/update', { audit_id: plain, action: 'approve' }, reviewer)).status).toBe(200);
    expect((await conversation(plain, alice)).body.data.comments).toEqual([]);
    expect((await activities(plain)).find((activity) => activity.kind === 'submission_approved')).toMatchObject({ comment: '' });

    const tooLong = await submission('通过三');
    const refused = await h.post(
      'audit_content/update',
      { audit_id: tooLong, action: 'approve', comment: '长'.repeat(EDITOR_LIMITS.reviewComment + 1) },
      reviewer,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('comment: must be at most');
  });

  it('rate-limits comments per user, and a deleted submission takes its conversation along', async () => {
    const who = await h.account();
    const auditId = await submission('限流', who);
    const limiter = rateLimiter(h.server.db);
    for (let i = 0; i < REVIEW_COMMENT_LIMIT.limit - 1; i += 1) await limiter.consume(`review_comment:user:${who.id}`, REVIEW_COMMENT_LIMIT);
    expect((await comment(auditId, who, '最后一条')).status).toBe(200);
    const limited = await comment(auditId, who, '太多了');
    expect(limited.status).toBe(429);
    expect(limited.body.retcode).toBe(Retcode.RATE_LIMITED);
    expect(limited.body.message).toContain('too many comments');
    expect((await conversation(auditId, who)).body.data.comments).toHaveLength(1);

    await h.post('entry_page/cancel_audit', { audit_id: auditId }, who);
    expect((await h.post('audit_content/delete', { audit_id: auditId }, who)).status).toBe(200);
    const left = await h.server.db.selectFrom('review_comments').select('id').where('submission_id', '=', auditId).execute();
    expect(left).toEqual([]);
  });

  it('migration 0026 copies the reasons of rejections settled before it into their conversations', async () => {
    const auditId = await submission('旧驳回');
    await h.server.db
      .updateTable('entry_submissions')
      .set({ status: 'rejected', reason: '旧的原因', reviewer_id: reviewer.id, reviewed_at: 1_700_000_000 })
      .where('id', '=', auditId)
      .execute();
    // The table as before the migration: gone (only this test's schema or file), then migrated again.
    await h.server.db.schema.dropTable('review_comments').execute();
    await reviewCommentsMigration(dialect).up(h.server.db as unknown as Kysely<unknown>);
    const read = await conversation(auditId, alice);
    expect(read.body.data.comments).toEqual([
      expect.objectContaining({
        kind: 'rejection',
        role: 'reviewer',
        author: { uid: String(reviewer.id), name: reviewer.name },
        text: '旧的原因',
        created_at: 1_700_000_000,
      }),
    ]);
  });
});
