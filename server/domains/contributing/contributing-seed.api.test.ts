import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRAFT_NAME } from '../../seed/demo/contributing.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import type { AuditUpdateAnswer, DraftListAnswer, SubmissionDetailAnswer, SubmissionListAnswer } from '../../../shared/contract/contributing.ts';
import { postJson, sessionCookieOf } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/** The demo's contributing data: the reviewer account, a pending edit by the editor and a draft of theirs. */
describe.each(dialects)('demo contributing data on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedIfEmpty(server.db, server.storage);
  }, 180_000);
  afterAll(() => server.close());

  const signIn = async (login_name: string, password: string) =>
    sessionCookieOf(await postJson(server, '/api/ys_obc/v1/account/login', { login_name, password }));
  const get = async <T>(path: string, cookie: string) =>
    ((await (await server.get(`/api/ys_obc/wapi/${path}`, { headers: { cookie } })).json()) as { data: T }).data;

  it('gives the reviewer a pending edit by the editor to approve, and the editor a draft', async () => {
    const reviewer = await signIn('reviewer', 'reviewer-password');
    const editor = await signIn('editor', 'editor-password');
    const queue = await get<SubmissionListAnswer>('get_audit_content', reviewer);
    expect(queue.list).toHaveLength(1);
    const [pending] = queue.list;
    expect(pending).toMatchObject({ status: 'pending', author: { name: '演示编辑' }, summary: '补充获取途径' });
    const detail = await get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${pending!.audit_id}`, reviewer);
    expect(detail.conflicts).toEqual([]);
    expect(detail.diff.some((run) => run.kind === 'added')).toBe(true);

    const drafts = await get<DraftListAnswer>('entry_page/draft/list', editor);
    expect(drafts.list.map((draft) => draft.name)).toEqual([DEMO_DRAFT_NAME]);
    expect((await get<SubmissionListAnswer>('get_my_audit_content', editor)).total).toBe(1);

    const approved = await postJson(server, '/api/ys_obc/wapi/audit_content/update', { audit_id: pending!.audit_id, action: 'approve' }, reviewer);
    const body = (await approved.json()) as { message: string; data: AuditUpdateAnswer };
    expect(approved.status, body.message).toBe(200);
    expect(body.data.submission.published_version).toBeGreaterThan(1);
  });
});
