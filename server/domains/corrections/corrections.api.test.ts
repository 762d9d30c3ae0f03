import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionStore } from '../accounts/permissions.ts';
import { sessionStore } from '../accounts/sessions.ts';
import { SESSION_COOKIE } from '../../api/session-cookie.ts';
import { storeImage } from '../../seed/images.ts';
import { REPORT_LIMIT } from './corrections-service.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

interface Envelope<T = Record<string, unknown>> {
  retcode: number;
  message: string;
  data: T;
}

interface ReportView {
  id: number;
  kind: string;
  status: string;
  reason: string;
  img_url: string;
  source_url: string;
  record_id: number | null;
  entry_page_id: number | null;
  reporter: { aid: number; name: string };
  reviewer: { aid: number; name: string } | null;
  review_note: string;
}

describe.each(dialects)('correction and feedback reports on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let otherEditionId: number;
  let contentId: number;
  let foreignContentId: number;
  let entryPageId: number;
  let imageUrl: string;
  let users = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
    otherEditionId = (await server.make.edition()).id;
    contentId = Number((await server.make.content(editionId)).id);
    foreignContentId = Number((await server.make.content(otherEditionId)).id);
    entryPageId = (await server.make.entryPage(editionId)).contentId;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    imageUrl = await storeImage(server.db, server.storage, png, 'image/png');
  });
  afterAll(() => server.close());

  /** A user with a session (sign-ups through the API are rate-limited per address). */
  const newAccount = async (permission?: 'AUDIT') => {
    const user = await server.make.user({ name: `rep_${dialect}_${++users}` });
    if (permission) await permissionStore(server.db).grant(Number(user.id), permission, editionId);
    const { token } = await sessionStore(server.db).create(Number(user.id), { userAgent: 'test', ip: '127.0.0.1' });
    return { cookie: `${SESSION_COOKIE}=${token}`, aid: Number(user.id) };
  };
  const post = async <T = Record<string, unknown>>(path: string, body: unknown, cookie = '') => {
    const response = await postJson(server, `/api/${appSn}/v1/content/${path}`, body, cookie);
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  };
  const report = (body: unknown, cookie: string) => post<{ id: number }>('report_error', body, cookie);
  const list = async (cookie: string, status = 'pending') => {
    const response = await server.get(`/api/${appSn}/v1/content/report_list?status=${status}&page_size=50`, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as Envelope<{ list: ReportView[]; total: number }> };
  };

  it('needs a session to report', async () => {
    for (const path of ['report_error', 'correct_error']) {
      const answer = await post(path, { feedback_type: 3, reason: 'x' });
      expect(answer.status, path).toBe(401);
      expect(answer.body.retcode, path).toBe(-100);
    }
  });

  it('takes each payload variant and stores it', async () => {
    const { cookie, aid } = await newAccount();
    const feedback = await report(
      { feedback_type: 3, reason: 'The search box is slow', reason_img_url: imageUrl, source_url: 'https://wiki.example/ys/obc/' },
      cookie,
    );
    expect(feedback.status, feedback.body.message).toBe(200);
    const record = await report(
      { content: 'Wrong drop rate', img_url: '', record_id: contentId, feedback_type: 1, source_url: `/ys/obc/content/${contentId}/detail` },
      cookie,
    );
    expect(record.status, record.body.message).toBe(200);
    const entry = await report({ entry_page_id: entryPageId, content: 'Typo in the second module', source_url: '/ys/obc/' }, cookie);
    expect(entry.status, entry.body.message).toBe(200);
    const corrected = await post<{ id: number }>('correct_error', { content_id: contentId, content: 'Outdated numbers', img_url: imageUrl }, cookie);
    expect(corrected.status, corrected.body.message).toBe(200);

    const rows = await server.db.selectFrom('correction_reports').selectAll().where('user_id', '=', aid).orderBy('id').execute();
    expect(
      rows.map((row) => [
        row.kind,
        row.feedback_type,
        row.record_id === null ? null : Number(row.record_id),
        row.entry_page_id === null ? null : Number(row.entry_page_id),
        row.img_url,
        row.status,
      ]),
    ).toEqual([
      ['feedback', 3, null, null, imageUrl, 'pending'],
      ['record', 1, contentId, null, '', 'pending'],
      ['entry', 1, null, entryPageId, '', 'pending'],
      ['record', 1, contentId, null, imageUrl, 'pending'],
    ]);
    expect(rows[0]!.reason).toBe('The search box is slow');
  });

  it('validates every field with a message naming it', async () => {
    const { cookie } = await newAccount();
    const cases: Array<[unknown, string]> = [
      [{ feedback_type: 3, reason: '   ' }, 'reason: must not be blank'],
      [{ feedback_type: 3 }, 'reason: must be text'],
      [{ feedback_type: 3, reason: 'x'.repeat(501) }, 'reason: must be at most 500 characters'],
      [{ feedback_type: 3, reason: 'ok', reason_img_url: 'https://evil.example/a.png' }, 'reason_img_url: must be the URL of a picture uploaded here'],
      [{ feedback_type: 3, reason: 'ok', reason_img_url: '/img/ab/' + 'a'.repeat(64) + '.png' }, 'reason_img_url: must be the URL of a picture uploaded here'],
      [{ feedback_type: 3, reason: 'ok', source_url: 'javascript:alert(1)' }, 'source_url: must be a web URL or a path of this site'],
      [{ feedback_type: 3, reason: 'ok', source_url: '//evil.example/' }, 'source_url: must be a web URL or a path of this site'],
      [{ content: '' }, 'content: must not be blank'],
      [{ content: 'x'.repeat(501) }, 'content: must be at most 500 characters'],
      [{ content: 'ok', img_url: 'data:image/png;base64,AAAA' }, 'img_url: must be the URL of a picture uploaded here'],
      [{ content: 'ok', img_url: 'x'.repeat(301) }, 'img_url: must be at most 300 characters'],
      [{ content: 'ok', record_id: 999_999 }, 'record_id: no content 999999 in this edition'],
      [{ content: 'ok', record_id: foreignContentId }, `record_id: no content ${foreignContentId} in this edition`],
      [{ content: 'ok', record_id: -1 }, 'record_id: must not be negative'],
      [{ content: 'ok', record_id: 'one' }, 'record_id: must be a number'],
      [{ content: 'ok', feedback_type: 7 }, 'feedback_type: must be 1, 2 or 3'],
      [{ entry_page_id: 999_999, content: 'ok' }, 'entry_page_id: no entry page 999999 in this edition'],
      [{ entry_page_id: 0, content: 'ok' }, 'entry_page_id: must be positive'],
      [{ entry_page_id: entryPageId, content: ' ' }, 'content: must not be blank'],
      [[1, 2], 'body: must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const answer = await report(body, cookie);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.body.retcode).toBe(422);
      expect(answer.body.message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    const corrected = await post('correct_error', { content: 'ok' }, cookie);
    expect(corrected.status).toBe(422);
    expect(corrected.body.message).toBe('content_id: must be a number');
    // Nothing of the refused reports was stored.
    const stored = await server.db.selectFrom('correction_reports').select('id').where('reason', '=', 'ok').execute();
    expect(stored).toHaveLength(0);
  });

  it('tells whether the viewer may report on a record or an entry', async () => {
    const { cookie } = await newAccount();
    const ask = async (body: unknown, as = cookie) => (await post<{ allow: boolean }>('is_allow_correct_error', body, as)).body.data.allow;
    expect(await ask({ content_id: contentId }, '')).toBe(false);
    expect(await ask({ content_id: contentId })).toBe(true);
    expect(await ask({ entry_page_id: entryPageId })).toBe(true);
    expect(await ask({ content_id: 999_999 })).toBe(false);
    expect(await ask({ content_id: foreignContentId })).toBe(false);
    expect(await ask({})).toBe(true);
  });

  it('limits reports per user', async () => {
    const limited = await newAccount();
    const other = await newAccount();
    for (let i = 0; i < REPORT_LIMIT.limit; i++) {
      const answer = await report({ feedback_type: 3, reason: `feedback ${i}` }, limited.cookie);
      expect(answer.status, answer.body.message).toBe(200);
    }
    // Every report was counted; then the window is held full (and the next one, should the hour
    // turn during the test), so the refusal does not depend on the clock.
    const bucket = `report:user:${limited.aid}`;
    const counted = await server.db.selectFrom('rate_limits').select('count').where('bucket', '=', bucket).execute();
    expect(counted.reduce((sum, row) => sum + Number(row.count), 0)).toBe(REPORT_LIMIT.limit);
    const hour = Math.floor(Date.now() / 1000 / 3600) * 3600;
    for (const windowStart of [hour, hour + 3600]) {
      await server.db
        .insertInto('rate_limits')
        .values({ bucket, window_start: windowStart, count: REPORT_LIMIT.limit })
        .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: REPORT_LIMIT.limit }))
        .execute();
    }
    const refused = await report({ feedback_type: 3, reason: 'one more' }, limited.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.retcode).toBe(429);
    // The window is the clock hour: in its last minute the wait is told in seconds.
    expect(refused.body.message).toMatch(/^too many reports; try again in \d+ (minutes|seconds)$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('correct_error', { content_id: contentId, content: 'x' }, limited.cookie)).status).toBe(429);
    expect((await post<{ allow: boolean }>('is_allow_correct_error', { content_id: contentId }, limited.cookie)).body.data.allow).toBe(false);
    // Another user is not affected.
    expect((await report({ feedback_type: 3, reason: 'mine' }, other.cookie)).status).toBe(200);
  });

  it('lets only reviewers see and settle the queue, crediting accepted reports in the ranking', async () => {
    const reporter = await newAccount();
    const reviewer = await newAccount('AUDIT');
    const accepted = (await report({ content: 'Wrong element', record_id: contentId, img_url: imageUrl, source_url: '/ys/obc/' }, reporter.cookie)).body.data
      .id;
    const dismissed = (await report({ feedback_type: 3, reason: 'I do not like the colour' }, reporter.cookie)).body.data.id;

    const forbidden = await list(reporter.cookie);
    expect(forbidden.status).toBe(403);
    expect((await post('report_review', { id: accepted, action: 'accept' }, reporter.cookie)).status).toBe(403);
    expect((await list('')).status).toBe(401);

    const queue = await list(reviewer.cookie);
    expect(queue.status).toBe(200);
    const mine = queue.body.data.list.filter((item) => item.reporter.aid === reporter.aid);
    expect(mine.map((item) => item.id)).toEqual([dismissed, accepted]);
    expect(mine[1]).toMatchObject({
      kind: 'record',
      reason: 'Wrong element',
      img_url: imageUrl,
      source_url: '/ys/obc/',
      record_id: contentId,
      status: 'pending',
      reviewer: null,
    });

    const before = await server.db
      .selectFrom('contribution_totals')
      .select('value')
      .where('user_id', '=', reporter.aid)
      .where('edition_id', '=', editionId)
      .executeTakeFirst();
    expect(before).toBeUndefined();
    const accept = await post<{ report: ReportView }>('report_review', { id: accepted, action: 'accept', note: 'Fixed, thanks' }, reviewer.cookie);
    expect(accept.status, accept.body.message).toBe(200);
    expect(accept.body.data.report).toMatchObject({ status: 'accepted', review_note: 'Fixed, thanks', reviewer: { aid: reviewer.aid } });
    const dismiss = await post<{ report: ReportView }>('report_review', { id: dismissed, action: 'dismiss', note: 'Not a mistake' }, reviewer.cookie);
    expect(dismiss.body.data.report.status).toBe('dismissed');

    const totals = await server.db
      .selectFrom('contribution_totals')
      .select('value')
      .where('user_id', '=', reporter.aid)
      .where('edition_id', '=', editionId)
      .executeTakeFirst();
    expect(Number(totals?.value)).toBe(1);
    const records = await server.db.selectFrom('contribution_records').select(['kind', 'content_id']).where('user_id', '=', reporter.aid).execute();
    expect(records.map((row) => [row.kind, Number(row.content_id)])).toEqual([['correction', contentId]]);

    // A report is settled once; the credit is not given twice.
    const again = await post('report_review', { id: accepted, action: 'accept' }, reviewer.cookie);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`id: report ${accepted} was already reviewed`);
    expect((await list(reviewer.cookie, 'accepted')).body.data.list.map((item) => item.id)).toContain(accepted);
    expect((await list(reviewer.cookie, 'dismissed')).body.data.list.map((item) => item.id)).toContain(dismissed);

    const bad = await post('report_review', { id: accepted, action: 'approve' }, reviewer.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('action: must be accept or dismiss');
    expect((await post('report_review', { id: 999_999, action: 'accept' }, reviewer.cookie)).status).toBe(404);
    const badStatus = await server.get(`/api/${appSn}/v1/content/report_list?status=open`, { headers: { cookie: reviewer.cookie } });
    expect(badStatus.status).toBe(422);
  });
});
