import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailState, EmailVerifyAnswer, UnsubscribeAnswer } from '../../../shared/contract/email.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { SESSION_COOKIE } from '../../api/session-cookie.ts';
import { sessionStore } from '../accounts/sessions.ts';
import { smtpMailer } from '../../mail/mailer.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { freePort } from '../../../tests/support/free-port.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/support/smtp-server.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { emailService } from './email-service.ts';
import { DIGEST_PERIOD_MS } from './digests.ts';

interface Envelope<T> {
  retcode: number;
  message: string;
  data: T;
}

const ORIGIN = 'https://wiki.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * E-mail over HTTP against a real SMTP server (smtp-server, started here) on both databases: the
 * address's verification link, the daily and weekly digests (exactly the notifications since the
 * last one, in the reader's language), unsubscribing without signing in, and SMTP refusing or
 * down (no cursor moves, no 500).
 */
describe.each(dialects)('e-mail on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let editionId = 0;
  let users = 0;
  const base = '/api/ys_obc/v1';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(dialect, { env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN, MAIL_FROM: 'Almanac <wiki@wiki.example>' } });
    editionId = (await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/', name: '原神观测枢' })).id;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** A fresh account signed in (factory accounts: sign-ups are limited per address). */
  const account = async () => {
    const name = `mail_${dialect}_${++users}`;
    const user = await server.make.user({ name });
    const { token } = await sessionStore(server.db).create(Number(user.id), { userAgent: 'test', ip: '203.0.113.7' });
    return { id: Number(user.id), name, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown, cookie = '', target = server) => {
    const response =
      method === 'GET'
        ? await target.get(`${base}/${path}`, cookie ? { headers: { cookie } } : {})
        : await postJson(target, `${base}/${path}`, body ?? {}, cookie);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
  const tokenIn = (mail: ReceivedMail, path: string) => {
    const match = new RegExp(`${ORIGIN.replace(/\./g, '\\.')}/ys/obc/${path}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text);
    if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
    return match[1]!;
  };
  /** Sets and verifies an address through the API, as a person would: the link from the mail, opened signed out. */
  const verifiedAddress = async (who: { cookie: string }, address: string, language: 'zh-CN' | 'en-US') => {
    const set = await call<EmailState>('POST', 'account/email/set', { address, language }, who.cookie);
    expect(set.status, set.body.message).toBe(200);
    const mail = await smtp.next(address);
    const verified = await call<EmailVerifyAnswer>('POST', 'email/verify', { token: tokenIn(mail, 'email/verify') });
    expect(verified.status, verified.body.message).toBe(200);
    return mail;
  };
  /** The digests as housekeeping runs them, at a time of the test's choosing, through the same SMTP server. */
  const runDigests = async (nowMs: number, smtpUrl = smtp.url) => {
    const mailer = smtpMailer({ smtpUrl, from: 'Almanac <wiki@wiki.example>' });
    try {
      return await emailService(server.db, { mailer, publicOrigin: ORIGIN }).digests.run(nowMs);
    } finally {
      mailer.close();
    }
  };
  // Notification settings and notifications written straight into their tables: A1's subscriber
  // (activities → notifications) and settings calls were not in the tree when this test was written.
  const setting = (userId: number, kind: string, email: 'off' | 'daily' | 'weekly') =>
    server.db
      .insertInto('notification_settings')
      .values({ user_id: userId, edition_id: editionId, kind, site: 1, email })
      .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'kind']).doUpdateSet({ email }))
      .execute();
  let activity = 1000;
  const notify = async (userId: number, kind: string, atMs: number, payload: Record<string, unknown>) => {
    const row = await server.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        edition_id: editionId,
        kind,
        activity_id: ++activity,
        payload: JSON.stringify({ title: '', actor_name: '', content_id: null, comment: '', changed_by_reviewer: false, ...payload }),
        created_at_ms: atMs,
        read_at_ms: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const cursor = (userId: number, frequency: string) =>
    server.db.selectFrom('email_digest_cursors').selectAll().where('user_id', '=', userId).where('frequency', '=', frequency).executeTakeFirst();

  it('verifies an address by the link mailed to it: once, only the newest link, and the state says so', async () => {
    const who = await account();
    const empty = await call<EmailState>('GET', 'account/email', undefined, who.cookie);
    expect(empty.body.data).toEqual({ configured: true, address: null, pending: null, language: 'zh-CN' });

    const set = await call<EmailState>('POST', 'account/email/set', { address: ' Reader.One@Example.COM ', language: 'en-US' }, who.cookie);
    expect(set.status, set.body.message).toBe(200);
    expect(set.body.data).toMatchObject({ address: null, pending: 'Reader.One@example.com', language: 'en-US' });
    const mail = await smtp.next('Reader.One@example.com');
    expect(mail.to).toEqual(['Reader.One@example.com']);
    expect(mail.from).toContain('wiki@wiki.example');
    expect(mail.subject).toBe('Verify your e-mail address on 原神观测枢');
    expect(mail.text).toContain(`Hello ${who.name},`);
    expect(mail.html).toContain('<a href="https://wiki.example/ys/obc/email/verify?token=');
    const token = tokenIn(mail, 'email/verify');
    // Only its hash is kept.
    const stored = await server.db.selectFrom('email_verifications').select('token_hash').where('user_id', '=', who.id).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    // Opened signed out (another device): verified.
    const verified = await call<EmailVerifyAnswer>('POST', 'email/verify', { token });
    expect(verified.status, verified.body.message).toBe(200);
    expect(verified.body.data.address).toBe('Reader.One@example.com');
    expect((await call<EmailState>('GET', 'account/email', undefined, who.cookie)).body.data).toMatchObject({
      address: 'Reader.One@example.com',
      pending: null,
    });
    // Single use.
    const again = await call<EmailVerifyAnswer>('POST', 'email/verify', { token });
    expect(again.status).toBe(422);
    expect(again.body.retcode).toBe(Retcode.INVALID_PARAMS);
    expect(again.body.message).toMatch(/^token: /);

    // A change: the verified address stays until the new one is verified, and only the newest link works.
    await call('POST', 'account/email/set', { address: 'second@example.com' }, who.cookie);
    const first = tokenIn(await smtp.next('second@example.com'), 'email/verify');
    await call('POST', 'account/email/set', { address: 'third@example.com' }, who.cookie);
    const third = await smtp.next('third@example.com');
    expect((await call<EmailState>('GET', 'account/email', undefined, who.cookie)).body.data).toMatchObject({
      address: 'Reader.One@example.com',
      pending: 'third@example.com',
    });
    expect((await call('POST', 'email/verify', { token: first })).status).toBe(422);
    // A set without a language writes in the reader's cookie language: here none, so zh-CN.
    expect(third.subject).toBe('请验证你在原神观测枢的邮箱地址');
    expect((await call('POST', 'email/verify', { token: tokenIn(third, 'email/verify') })).status).toBe(200);

    // Expired links do not verify.
    await call('POST', 'account/email/set', { address: 'fourth@example.com' }, who.cookie);
    const fourth = tokenIn(await smtp.next('fourth@example.com'), 'email/verify');
    await server.db.updateTable('email_verifications').set({ expires_at: 1 }).where('user_id', '=', who.id).where('used_at', 'is', null).execute();
    expect((await call('POST', 'email/verify', { token: fourth })).status).toBe(422);

    // Removing forgets both.
    const removed = await call<EmailState>('POST', 'account/email/remove', {}, who.cookie);
    expect(removed.body.data).toMatchObject({ address: null, pending: null });
  });

  it('refuses bad input with the envelope: an invalid address, a malformed token, no sign-in, too many mails', async () => {
    const who = await account();
    const bad = await call<EmailState>('POST', 'account/email/set', { address: 'not an address' }, who.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMS);
    expect(bad.body.message).toMatch(/^address: must be an e-mail address/);
    const long = await call<EmailState>('POST', 'account/email/set', { address: `${'a'.repeat(250)}@example.com` }, who.cookie);
    expect(long.body.message).toMatch(/^address: must be at most 254 characters/);
    const language = await call<EmailState>('POST', 'account/email/set', { address: 'a@example.com', language: 'fr-FR' }, who.cookie);
    expect(language.body.message).toMatch(/^language: /);
    const token = await call('POST', 'email/verify', { token: 'short' });
    expect(token.status).toBe(422);
    expect(token.body.message).toMatch(/^token: must be the token of a verification link/);
    const anonymous = await call('POST', 'account/email/set', { address: 'a@example.com' });
    expect(anonymous.body.retcode).toBe(Retcode.LOGIN_REQUIRED);
    expect(smtp.to('a@example.com')).toHaveLength(0);

    // Five verification mails an hour per account: the sixth is refused with 429 and not sent.
    for (let n = 1; n <= 5; n++) expect((await call('POST', 'account/email/set', { address: `n${n}@example.com` }, who.cookie)).status).toBe(200);
    const sixth = await call('POST', 'account/email/set', { address: 'n6@example.com' }, who.cookie);
    expect(sixth.status).toBe(429);
    expect(sixth.body.retcode).toBe(Retcode.RATE_LIMITED);
    for (let n = 1; n <= 5; n++) await smtp.next(`n${n}@example.com`);
    expect(smtp.to('n6@example.com')).toHaveLength(0);
  });

  it('mails each digest with exactly the notifications since the last one of its frequency, in the reader language', async () => {
    const zh = await account();
    const en = await account();
    await verifiedAddress(zh, 'zh@example.com', 'zh-CN');
    await verifiedAddress(en, 'en@example.com', 'en-US');
    const t0 = Date.now() + 10 * DAY;
    for (const who of [zh, en]) {
      await setting(who.id, 'entry_changed', 'daily');
      await setting(who.id, 'submission_rejected', 'daily');
      await setting(who.id, 'submission_approved', 'weekly');
      await setting(who.id, 'grant_given', 'off');
    }
    // Older than a day before the first run: before the first digest's period, never sent.
    const ancient = await notify(zh.id, 'entry_changed', t0 - 3 * DAY, { title: '很久以前的词条', content_id: 1 });
    const changed = await notify(zh.id, 'entry_changed', t0 - 2 * HOUR, { title: '甘雨 <b>', content_id: 370, actor_name: '旅行者' });
    const rejected = await notify(zh.id, 'submission_rejected', t0 - HOUR, { title: '刻晴', content_id: 371, comment: '来源不足 & <script>' });
    const approved = await notify(zh.id, 'submission_approved', t0 - HOUR, { title: '胡桃', content_id: 372 });
    await notify(zh.id, 'grant_given', t0 - HOUR, { grant: 'AUDIT' });
    // Written within the last minute: may still have a sibling with a smaller id committing; the next run takes it.
    const fresh = await notify(zh.id, 'entry_changed', t0 - 10_000, { title: '刚刚更新', content_id: 373 });
    await notify(en.id, 'entry_changed', t0 - HOUR, { title: 'Ganyu', content_id: 370, actor_name: 'Traveler' });

    expect(await runDigests(t0)).toEqual({ sent: 3, failed: 0 });
    const [zhDaily, zhWeekly] = smtp.to('zh@example.com').slice(-2);
    const enDaily = smtp.to('en@example.com').at(-1)!;
    expect(zhDaily!.subject).toBe('原神观测枢每日通知摘要：2 条新通知');
    expect(zhDaily!.text).toContain('你关注的词条「甘雨 <b>」有了新版本（旅行者）');
    expect(zhDaily!.text).toContain(`${ORIGIN}/ys/obc/content/370/detail`);
    expect(zhDaily!.text).toContain('你对「刻晴」的编辑未通过审核');
    expect(zhDaily!.text).toContain('“来源不足 & <script>”');
    expect(zhDaily!.text).not.toContain('很久以前的词条');
    expect(zhDaily!.text).not.toContain('刚刚更新');
    expect(zhDaily!.text).not.toContain('AUDIT');
    expect(zhDaily!.text).not.toContain('胡桃');
    // No markup of anyone's in the HTML: escaped.
    expect(zhDaily!.html).toContain('甘雨 &#60;b&#62;');
    expect(zhDaily!.html).toContain('来源不足 &#38; &#60;script&#62;');
    expect(zhDaily!.html).not.toContain('<script>');
    expect(zhDaily!.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/wiki\.example\/email\/unsubscribe\/[0-9]+\.[0-9]+\.all\.[A-Za-z0-9_-]{32}>$/);
    expect(zhDaily!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(zhWeekly!.subject).toBe('原神观测枢每周通知摘要：1 条新通知');
    expect(zhWeekly!.text).toContain('你对「胡桃」的编辑已通过审核');
    expect(enDaily.subject).toBe('原神观测枢 daily digest: 1 new notification');
    expect(enDaily.text).toContain('An entry you follow, “Ganyu”, has a new version (by Traveler)');
    expect(enDaily.text).toContain('Unsubscribe from all e-mail digests');

    expect(await cursor(zh.id, 'daily')).toMatchObject({ last_notification_id: rejected, last_sent_at_ms: t0, claimed_until_ms: 0, sending_last_id: 0 });
    expect(await cursor(zh.id, 'weekly')).toMatchObject({ last_notification_id: approved });
    const recorded = await server.db.selectFrom('email_digests').selectAll().where('user_id', '=', zh.id).orderBy('id').execute();
    expect(recorded.map((row) => [row.frequency, row.first_notification_id, row.last_notification_id, row.count])).toEqual([
      ['daily', changed, rejected, 2],
      ['weekly', approved, approved, 1],
    ]);
    expect(ancient).toBeLessThan(changed);

    // An hour later: not due again, nothing sent.
    await notify(zh.id, 'entry_changed', t0 + 30 * 60_000, { title: '之后的更新', content_id: 374 });
    expect(await runDigests(t0 + HOUR)).toEqual({ sent: 0, failed: 0 });

    // A day later: exactly what happened since (the fresh one left for settling, and the later one), nothing twice.
    const before = smtp.to('zh@example.com').length;
    expect(await runDigests(t0 + DAY)).toEqual({ sent: 1, failed: 0 });
    const next = smtp.to('zh@example.com').slice(before);
    expect(next).toHaveLength(1);
    expect(next[0]!.subject).toBe('原神观测枢每日通知摘要：2 条新通知');
    expect(next[0]!.text).toContain('刚刚更新');
    expect(next[0]!.text).toContain('之后的更新');
    expect(next[0]!.text).not.toContain('甘雨');
    expect(next[0]!.text).not.toContain('刻晴');
    expect((await cursor(zh.id, 'daily'))?.last_notification_id).toBeGreaterThan(fresh);
    // The weekly one waits its week.
    expect((await cursor(zh.id, 'weekly'))?.last_sent_at_ms).toBe(t0);
    expect(DIGEST_PERIOD_MS.weekly).toBe(7 * DAY);
  });

  it('keeps the cursor when SMTP refuses or is down, answers no 500, and sends the same notifications at the next run', async () => {
    const who = await account();
    await verifiedAddress(who, 'flaky@example.com', 'en-US');
    await setting(who.id, 'entry_changed', 'daily');
    const t0 = Date.now() + 40 * DAY;
    const one = await notify(who.id, 'entry_changed', t0 - HOUR, { title: 'Xiao', content_id: 380 });
    smtp.refuse = true;
    try {
      const refused = await runDigests(t0);
      expect(refused.failed).toBeGreaterThanOrEqual(1);
    } finally {
      smtp.refuse = false;
    }
    const closedPort = await freePort();
    const down = await runDigests(t0, `smtp://almanac:secret@127.0.0.1:${closedPort}`);
    expect(down.sent).toBe(0);
    expect(down.failed).toBeGreaterThanOrEqual(1);
    const kept = await cursor(who.id, 'daily');
    expect(kept?.last_notification_id ?? 0).toBeLessThan(one);
    expect(kept).toMatchObject({ last_sent_at_ms: 0, claimed_until_ms: 0, sending_last_id: 0 });
    expect(await server.db.selectFrom('email_digests').select('id').where('user_id', '=', who.id).execute()).toHaveLength(0);

    // Back up: the same notification goes out, once.
    const two = await notify(who.id, 'entry_changed', t0 - 30 * 60_000, { title: 'Zhongli', content_id: 381 });
    await runDigests(t0 + 60_000);
    const mails = smtp.to('flaky@example.com').filter((mail) => mail.subject.includes('digest'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Xiao');
    expect(mails[0]!.text).toContain('Zhongli');
    expect((await cursor(who.id, 'daily'))?.last_notification_id).toBe(two);

    // A server whose SMTP is down: asking for a verification mail answers 503 with the envelope, and counts nothing against the account.
    const offline = await startTestServer(dialect, { sameDatabaseAs: server, env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}`, PUBLIC_ORIGIN: ORIGIN } });
    try {
      const answer = await call<EmailState>('POST', 'account/email/set', { address: 'other@example.com' }, who.cookie, offline);
      expect(answer.status).toBe(503);
      expect(answer.body.retcode).toBe(Retcode.SERVICE_UNAVAILABLE);
      expect(answer.body.message).toMatch(/could not be sent/);
      expect((await call<EmailState>('GET', 'account/email', undefined, who.cookie, offline)).body.data).toMatchObject({ address: 'flaky@example.com' });
    } finally {
      await offline.close();
    }
  });

  it('resends exactly the range a crash left unfinished, with the same Message-ID', async () => {
    const who = await account();
    await verifiedAddress(who, 'crash@example.com', 'en-US');
    await setting(who.id, 'entry_changed', 'daily');
    const t0 = Date.now() + 60 * DAY;
    const one = await notify(who.id, 'entry_changed', t0 - HOUR, { title: 'Nahida', content_id: 390 });
    expect((await runDigests(t0)).sent).toBe(1);
    const sent = smtp.to('crash@example.com').at(-1)!;
    // As if the process died after the SMTP server took the mail and before the commit: the range stays, the lease ran out.
    await server.db
      .updateTable('email_digest_cursors')
      .set({ last_notification_id: one - 1, last_sent_at_ms: 0, sending_last_id: one, claimed_until_ms: t0 })
      .where('user_id', '=', who.id)
      .where('frequency', '=', 'daily')
      .execute();
    await notify(who.id, 'entry_changed', t0 - 30 * 60_000, { title: 'Furina', content_id: 391 });
    expect((await runDigests(t0 + 11 * 60_000)).sent).toBe(1);
    const again = smtp.to('crash@example.com').at(-1)!;
    expect(again.headers.get('message-id')).toBe(sent.headers.get('message-id'));
    expect(again.text).toContain('Nahida');
    expect(again.text).not.toContain('Furina');
    expect(await cursor(who.id, 'daily')).toMatchObject({ last_notification_id: one, sending_last_id: 0 });
  });

  it('unsubscribes without signing in: a kind from its link, all by one click (RFC 8058), and the next digest does not come', async () => {
    const who = await account();
    await verifiedAddress(who, 'leaving@example.com', 'zh-CN');
    await setting(who.id, 'entry_changed', 'daily');
    await setting(who.id, 'submission_rejected', 'daily');
    const t0 = Date.now() + 80 * DAY;
    await notify(who.id, 'entry_changed', t0 - HOUR, { title: '纳西妲', content_id: 400 });
    await notify(who.id, 'submission_rejected', t0 - HOUR, { title: '芙宁娜', content_id: 401 });
    await runDigests(t0);
    const mail = smtp.to('leaving@example.com').at(-1)!;
    const tokens = [...mail.text.matchAll(/email\/unsubscribe\?token=([A-Za-z0-9_.-]+)/g)].map((match) => match[1]!);
    const kindToken = tokens.find((token) => token.includes('.entry_changed.'))!;
    expect(kindToken).toBeDefined();

    const info = await call<UnsubscribeAnswer>('GET', `email/unsubscribe?token=${kindToken}`);
    expect(info.status, info.body.message).toBe(200);
    expect(info.body.data).toEqual({ scope: 'entry_changed', address: 'l***@example.com', subscribed: true });
    const done = await call<UnsubscribeAnswer>('POST', 'email/unsubscribe', { token: kindToken });
    expect(done.body.data).toMatchObject({ scope: 'entry_changed', subscribed: false });
    expect((await call<UnsubscribeAnswer>('GET', `email/unsubscribe?token=${kindToken}`)).body.data.subscribed).toBe(false);

    // A forged signature, or another user's id under this one's signature: refused.
    const [user, edition, scope] = kindToken.split('.');
    const forged = await call('POST', 'email/unsubscribe', { token: `${user}.${edition}.all.${'A'.repeat(32)}` });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toMatch(/^token: not a valid unsubscribe link/);
    expect((await call('POST', 'email/unsubscribe', { token: `${Number(user) + 1}.${edition}.${scope}.${kindToken.split('.')[3]}` })).status).toBe(422);

    // The next day: only the kind still mailed comes.
    await notify(who.id, 'entry_changed', t0 + HOUR, { title: '不该出现', content_id: 402 });
    await notify(who.id, 'submission_rejected', t0 + HOUR, { title: '还会收到', content_id: 403 });
    await runDigests(t0 + DAY);
    const second = smtp.to('leaving@example.com').at(-1)!;
    expect(second.text).toContain('还会收到');
    expect(second.text).not.toContain('不该出现');

    // One click from the mail program: every digest stops; the GET of the same address goes to the page.
    const oneClick = /^<(.+)>$/.exec(second.headers.get('list-unsubscribe')!)![1]!.replace(ORIGIN, '');
    const page = await server.get(oneClick, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/ys\/obc\/email\/unsubscribe\?token=/);
    const posted = await server.get(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    const settings = await server.db.selectFrom('notification_settings').select(['kind', 'email']).where('user_id', '=', who.id).execute();
    expect(settings.every((row) => row.email === 'off')).toBe(true);
    expect(
      (
        await server.get('/email/unsubscribe/1.1.all.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(404);

    const count = smtp.to('leaving@example.com').length;
    await notify(who.id, 'submission_rejected', t0 + DAY + HOUR, { title: '退订之后', content_id: 404 });
    expect(await runDigests(t0 + 2 * DAY)).toMatchObject({ sent: 0 });
    expect(smtp.to('leaving@example.com')).toHaveLength(count);
  });

  it('says e-mail is not configured without SMTP_URL, and sends nothing', async () => {
    const plain = await startTestServer(dialect, { sameDatabaseAs: server });
    try {
      const who = await account();
      const state = await call<EmailState>('GET', 'account/email', undefined, who.cookie, plain);
      expect(state.body.data).toEqual({ configured: false, address: null, pending: null, language: 'zh-CN' });
      const set = await call<EmailState>('POST', 'account/email/set', { address: 'nobody@example.com' }, who.cookie, plain);
      expect(set.status).toBe(503);
      expect(set.body.retcode).toBe(Retcode.SERVICE_UNAVAILABLE);
      expect(set.body.message).toMatch(/not configured/);
      expect(smtp.to('nobody@example.com')).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
