import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitAnswer, PreEditAnswer } from '../../../shared/contract/contributing.ts';
import type { NotificationItem, NotificationPage, NotificationSettings, WatchlistPage, WatchState } from '../../../shared/contract/notifications.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { permissionStore } from '../accounts/permissions.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from '../contributing/contributing-harness.ts';
import { openStream, until } from './notifications-harness.ts';

describe.each(dialects)('watchlists and notifications on %s', (dialect) => {
  let h: Harness;
  let reviewer: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    reviewer = await h.account(['AUDIT']);
  });
  afterAll(() => h.close());

  const newPage = async (name: string, menuId = h.menuId) => (await h.server.make.entryPage(h.editionId, sampleDoc(name), { menuId })).contentId;
  const watch = (who: Account, target_kind: string, target_id: unknown) => h.post<WatchState>('notification/watch', { target_kind, target_id }, who);
  const inbox = async (who: Account) => (await h.get<NotificationPage>('notification/list?page_size=50', who)).body.data;
  const inboxOf = (who: Account, done: (page: NotificationPage) => boolean) => until(() => inbox(who), done);
  /** `who` edits the page's first module name; the reviewer approves (with a comment) or rejects. */
  const submitEdit = async (who: Account, pageId: number, name: string) => {
    const current = (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, who)).body.data;
    const doc = { ...current.doc, modules: current.doc.modules.map((module, i) => (i === 0 ? { ...module, name } : module)) };
    const committed = await h.post<CommitAnswer>(
      'commit_content',
      { entry_page_id: pageId, base_version: current.version, doc, summary: `summary ${name}` },
      who,
    );
    expect(committed.status, committed.body.message).toBe(200);
    return committed.body.data.audit_id;
  };
  const approve = async (auditId: number, comment = '') => {
    const answer = await h.post('audit_content/update', { audit_id: auditId, action: 'approve', comment }, reviewer);
    expect(answer.status, answer.body.message).toBe(200);
  };

  it('asks anonymous visitors to sign in, and answers their state and count without', async () => {
    const pageId = await newPage('匿名');
    for (const [path, body] of [
      ['notification/watch', { target_kind: 'entry', target_id: pageId }],
      ['notification/unwatch', { target_kind: 'entry', target_id: pageId }],
      ['notification/mark_read', { all: true }],
      ['notification/set_settings', { auto_watch: false }],
    ] as const) {
      const answer = await h.post(path, body);
      expect([answer.status, answer.body.retcode], path).toEqual([401, -100]);
    }
    for (const path of ['notification/list', 'notification/watchlist', 'notification/watched', 'notification/settings']) {
      expect((await h.get(path)).body.retcode, path).toBe(-100);
    }
    expect((await h.get(`notification/watch_state?target_kind=entry&target_id=${pageId}`)).body.data).toEqual({
      target_kind: 'entry',
      target_id: pageId,
      watching: false,
      source: null,
    });
    expect((await h.get('notification/unread_count')).body.data).toEqual({ unread: 0 });
    const stream = await h.server.get(`/api/${h.appSn}/wapi/notification/stream`);
    expect(stream.status).toBe(401);
    expect(await stream.json()).toMatchObject({ retcode: -100, message: 'please sign in first' });
  });

  it('refuses bad input with the envelope', async () => {
    const who = await h.account();
    const kind = await watch(who, 'page', 1);
    expect(kind.status).toBe(422);
    expect(kind.body).toMatchObject({ retcode: 422, data: null });
    expect(kind.body.message).toContain("target_kind: must be 'entry' or 'channel'");
    expect((await watch(who, 'entry', 'x')).body.message).toContain('target_id: must be a number');
    const missing = await watch(who, 'entry', 99_999_999);
    expect([missing.status, missing.body.retcode, missing.body.message]).toEqual([404, 404, 'target_id: no entry 99999999 in this edition']);
    expect((await h.post('notification/mark_read', {}, who)).body.message).toContain('ids: give ids or all: true');
    const settings = await h.post('notification/set_settings', { settings: [{ kind: 'nope', site: true, email: 'hourly' }] }, who);
    expect(settings.status).toBe(422);
    expect(settings.body.message).toMatch(/is not a notification kind|must be 'off', 'daily' or 'weekly'/);
    expect((await h.get('notification/list?page_size=500', who)).body.message).toContain('page_size: must be at most 50');
  });

  it('follows and unfollows entries and channels', async () => {
    const who = await h.account();
    const pageId = await newPage('关注');
    expect((await watch(who, 'entry', pageId)).body.data).toEqual({ target_kind: 'entry', target_id: pageId, watching: true, source: 'manual' });
    expect((await watch(who, 'channel', h.menuId)).body.data.watching).toBe(true);
    expect((await h.get<WatchState>(`notification/watch_state?target_kind=entry&target_id=${pageId}`, who)).body.data.watching).toBe(true);
    const watched = (await h.get<{ total: number; list: Array<{ target_kind: string; name: string }> }>('notification/watched', who)).body.data;
    expect(watched.total).toBe(2);
    expect(watched.list.map((item) => [item.target_kind, item.name])).toEqual([
      ['channel', '角色'],
      ['entry', '关注'],
    ]);
    expect((await h.post<WatchState>('notification/unwatch', { target_kind: 'entry', target_id: pageId }, who)).body.data.watching).toBe(false);
    expect((await h.get<WatchState>(`notification/watch_state?target_kind=entry&target_id=${pageId}`, who)).body.data.watching).toBe(false);
  });

  it('tells watchers of the entry and of its channel, never the author nor the reviewer; the author hears of the approval', async () => {
    const pageId = await newPage('扇出');
    const author = await h.account();
    const entryWatcher = await h.account();
    const channelWatcher = await h.account();
    const both = await h.account();
    for (const who of [entryWatcher, both, author]) await watch(who, 'entry', pageId);
    for (const who of [channelWatcher, both, reviewer]) await watch(who, 'channel', h.menuId);
    await approve(await submitEdit(author, pageId, '扇出一'), 'Nice work');

    const told = await inboxOf(entryWatcher, (page) => page.total > 0);
    expect(told.unread).toBe(1);
    expect(told.list[0]).toMatchObject({
      kind: 'entry_changed',
      title: '扇出',
      actor_id: author.id,
      actor_name: author.name,
      content_id: pageId,
      version: 2,
      via: 'entry',
      comment: 'summary 扇出一',
      read: false,
    });
    expect((await inboxOf(channelWatcher, (page) => page.total > 0)).list.map((item) => [item.kind, item.via])).toEqual([['entry_changed', 'channel']]);
    expect((await inbox(both)).list.map((item) => [item.kind, item.via])).toEqual([['entry_changed', 'entry']]);
    const authorInbox = await inboxOf(author, (page) => page.total > 0);
    expect(authorInbox.list.map((item) => item.kind)).toEqual(['submission_approved']);
    expect(authorInbox.list[0]).toMatchObject({ comment: 'Nice work', actor_id: reviewer.id, actor_name: reviewer.name, content_id: pageId });
    expect((await inbox(reviewer)).list.filter((item) => item.content_id === pageId)).toEqual([]);

    const watchlist = (await h.get<WatchlistPage>('notification/watchlist', entryWatcher)).body.data;
    expect(watchlist.list[0]).toMatchObject({
      content_id: pageId,
      title: '扇出',
      version: 2,
      lang: '',
      author_id: author.id,
      author_name: author.name,
      summary: 'summary 扇出一',
      via: 'entry',
      diff: { content_id: pageId, version: 2, previous_version: 1 },
    });
    expect(watchlist.list[0]!.time).toBeGreaterThan(Date.now() - 60_000);
    expect(watchlist.list.map((item) => item.version)).toEqual([2, 1]);
  });

  it('tells thousands of watchers (in steps on SQLite), each once, and leaves no progress behind', async () => {
    const pageId = await newPage('千人');
    const now = Date.now();
    const users = await h.server.db
      .insertInto('users')
      .values(Array.from({ length: 2_500 }, (_, i) => ({ name: `many_${dialect}_${i}`, created_at: 0 })))
      .returning('id')
      .execute();
    const rows = users.map((user) => ({ user_id: Number(user.id), edition_id: h.editionId, source: 'manual', created_at: now }));
    for (let at = 0; at < rows.length; at += 500) {
      await h.server.db
        .insertInto('watches')
        .values(rows.slice(at, at + 500).map((row) => ({ ...row, target_kind: 'entry', target_id: pageId })))
        .execute();
    }
    // A thousand of them follow the channel too: told once, as followers of the entry.
    await h.server.db
      .insertInto('watches')
      .values(rows.slice(0, 1_000).map((row) => ({ ...row, target_kind: 'channel', target_id: h.menuId })))
      .execute();
    await approve(await submitEdit(await h.account(), pageId, '千人一'));
    const count = async () =>
      (
        await h.server.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('kind', '=', 'entry_changed')
          .where(
            'user_id',
            'in',
            rows.map((row) => row.user_id),
          )
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await until(count, (n) => Number(n) >= 2_500))).toBe(2_500);
    const payloads = await h.server.db.selectFrom('notifications').select('payload').where('user_id', '=', rows[0]!.user_id).execute();
    expect(payloads.map((row) => (JSON.parse(row.payload) as { via: string }).via)).toEqual(['entry']);
    expect(await h.server.db.selectFrom('activity_cursors').select('name').where('name', 'like', 'fan-out:%').execute()).toEqual([]);
  });

  it('makes authors follow what they edit, unless they switch it off', async () => {
    const pageId = await newPage('自动');
    const editor = await h.account();
    const shy = await h.account();
    const off = await h.post<NotificationSettings>('notification/set_settings', { auto_watch: false }, shy);
    expect(off.body.data.auto_watch).toBe(false);
    await approve(await submitEdit(editor, pageId, '自动一'));
    await approve(await submitEdit(shy, pageId, '自动二'));
    const state = await until(
      async () => (await h.get<WatchState>(`notification/watch_state?target_kind=entry&target_id=${pageId}`, editor)).body.data,
      (value) => value.watching,
    );
    expect(state.source).toBe('auto');
    await until(
      () => inbox(shy),
      (page) => page.total > 0,
    );
    expect((await h.get<WatchState>(`notification/watch_state?target_kind=entry&target_id=${pageId}`, shy)).body.data.watching).toBe(false);
    // The editor follows now: the shy one's change reached them.
    // Found by kind: the inbox also holds the editor's own approval, written by another subscriber whose order against this one is not fixed.
    const editorInbox = await inboxOf(editor, (page) => page.list.some((item) => item.kind === 'entry_changed'));
    expect(editorInbox.list.find((item) => item.kind === 'entry_changed')).toMatchObject({
      kind: 'entry_changed',
      actor_id: shy.id,
      version: 3,
    });
  });

  it('tells the author of a rejection with its reason', async () => {
    const author = await h.account();
    const auditId = await submitEdit(author, await newPage('拒绝'), '拒绝一');
    expect((await h.post('audit_content/update', { audit_id: auditId, action: 'reject', reason: 'Needs a source' }, reviewer)).status).toBe(200);
    const told = await inboxOf(author, (page) => page.total > 0);
    expect(told.list[0]).toMatchObject({ kind: 'submission_rejected', submission_id: auditId, comment: 'Needs a source', actor_name: reviewer.name });
  });

  it('tells the reporter their correction was handled, and the grantee of a grant', async () => {
    const reporter = await h.account();
    const pageId = await newPage('纠错');
    const sent = await postJson(h.server, `/api/${h.appSn}/v1/content/report_error`, { entry_page_id: pageId, content: 'Wrong element' }, reporter.cookie);
    const reportId = ((await sent.json()) as { data: { id: number } }).data.id;
    const reviewed = await postJson(
      h.server,
      `/api/${h.appSn}/v1/content/report_review`,
      { id: reportId, action: 'accept', note: 'Fixed, thanks' },
      reviewer.cookie,
    );
    expect(reviewed.status).toBe(200);
    const told = await inboxOf(reporter, (page) => page.total > 0);
    expect(told.list[0]).toMatchObject({
      kind: 'correction_handled',
      report_id: reportId,
      status: 'accepted',
      comment: 'Fixed, thanks',
      content_id: pageId,
      title: '纠错',
    });

    const admin = await h.account();
    await permissionStore(h.server.db).grant(admin.id, 'ADMIN', 0);
    const granted = await postJson(
      h.server,
      `/api/${h.appSn}/v1/operator/user/grant`,
      { user_id: reporter.id, permission: 'AUDIT', edition_id: h.editionId, granted: true },
      admin.cookie,
    );
    expect(granted.status).toBe(200);
    const grant = await inboxOf(reporter, (page) => page.list.some((item) => item.kind === 'grant_given'));
    expect(grant.list[0]).toMatchObject({ kind: 'grant_given', grant: 'AUDIT', actor_id: admin.id });
  });

  it('leaves out what the settings switch off: nothing written when neither site nor e-mail, hidden when e-mail only', async () => {
    const pageId = await newPage('设置');
    const quiet = await h.account();
    const mailed = await h.account();
    const loud = await h.account();
    for (const who of [quiet, mailed, loud]) await watch(who, 'entry', pageId);
    await h.post('notification/set_settings', { settings: [{ kind: 'entry_changed', site: false, email: 'off' }] }, quiet);
    const set = await h.post<NotificationSettings>('notification/set_settings', { settings: [{ kind: 'entry_changed', site: false, email: 'daily' }] }, mailed);
    expect(set.body.data.settings.find((setting) => setting.kind === 'entry_changed')).toEqual({ kind: 'entry_changed', site: false, email: 'daily' });
    expect(set.body.data.settings.find((setting) => setting.kind === 'submission_approved')).toEqual({ kind: 'submission_approved', site: true, email: 'off' });
    await approve(await submitEdit(await h.account(), pageId, '设置一'));
    await inboxOf(loud, (page) => page.total > 0);
    const rows = await h.server.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'entry_changed')
      .where('user_id', 'in', [quiet.id, mailed.id])
      .execute();
    expect(rows.map((row) => Number(row.user_id))).toEqual([mailed.id]);
    expect(await inbox(mailed)).toMatchObject({ total: 0, unread: 0, list: [] });
    expect((await inbox(quiet)).total).toBe(0);
  });

  it('counts unread notifications and marks them read by id or all', async () => {
    const pageId = await newPage('未读');
    const who = await h.account();
    await watch(who, 'entry', pageId);
    for (const name of ['未读一', '未读二', '未读三']) await approve(await submitEdit(await h.account(), pageId, name));
    const page = await inboxOf(who, (value) => value.total === 3);
    expect((await h.get('notification/unread_count', who)).body.data).toEqual({ unread: 3 });
    const marked = await h.post('notification/mark_read', { ids: [page.list[0]!.id] }, who);
    expect(marked.body.data).toEqual({ marked: 1, unread: 2 });
    expect((await inbox(who)).list.map((item: NotificationItem) => item.read)).toEqual([true, false, false]);
    expect((await h.post('notification/mark_read', { all: true }, who)).body.data).toEqual({ marked: 2, unread: 0 });
    // Someone else's ids are not theirs to mark.
    const other = await h.account();
    expect((await h.post('notification/mark_read', { ids: [page.list[1]!.id] }, other)).body.data).toEqual({ marked: 0, unread: 0 });
  });

  it('lists newest first in the order things happened, whichever subscriber wrote its notification first', async () => {
    const who = await h.account();
    // Two subscribers: the later activity's notification written before the earlier one's (a deferred fan-out).
    const row = (activityId: number, title: string) => ({
      user_id: who.id,
      edition_id: h.editionId,
      kind: 'grant_given',
      activity_id: activityId,
      payload: JSON.stringify({ title }),
      created_at_ms: Date.now(),
    });
    await h.server.db.insertInto('notifications').values(row(900_002, 'later')).execute();
    await h.server.db.insertInto('notifications').values(row(900_001, 'earlier')).execute();
    expect((await inbox(who)).list.map((item: NotificationItem) => item.title)).toEqual(['later', 'earlier']);
  });

  it('streams the unread count and new notifications to open tabs within 5 s, also from another process', async () => {
    const second = await contributingHarness(dialect, { sameDatabaseAs: h.server });
    try {
      const pageId = await newPage('实时');
      const who = await h.account();
      await watch(who, 'entry', pageId);
      const here = await openStream(h.server, h.appSn, who.cookie);
      const there = await openStream(second.server, h.appSn, who.cookie);
      expect(here.response.status).toBe(200);
      expect(here.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(here.response.headers.get('content-encoding')).toBeNull();
      expect((await here.next((event) => event.event === 'unread'))?.data).toEqual({ unread: 0 });
      expect((await there.next((event) => event.event === 'unread'))?.data).toEqual({ unread: 0 });

      const started = Date.now();
      await approve(await submitEdit(await h.account(), pageId, '实时一'));
      for (const stream of [here, there]) {
        const event = await stream.next((value) => value.event === 'notification', 5_000);
        expect(event?.data).toMatchObject({ kind: 'entry_changed', content_id: pageId, version: 2 });
        expect(event!.at - started).toBeLessThan(5_000);
        expect((await stream.next((value) => value.event === 'unread' && (value.data as { unread: number }).unread === 1))?.data).toEqual({ unread: 1 });
      }
      // Marking read in one process updates the count in the other's tab (PostgreSQL: NOTIFY; SQLite: the next check).
      const [seenHere, seenThere] = [here.events.length, there.events.length];
      await h.post('notification/mark_read', { all: true }, who);
      expect((await here.next((value) => value.event === 'unread', 5_000, seenHere))?.data).toEqual({ unread: 0 });
      if (dialect === 'postgres') expect((await there.next((value) => value.event === 'unread', 5_000, seenThere))?.data).toEqual({ unread: 0 });

      // A reconnecting tab gets what it missed after its Last-Event-ID.
      const lastId = Number(here.events.find((event) => event.event === 'notification')!.id ?? 0) - 1;
      const again = await openStream(h.server, h.appSn, who.cookie, { 'last-event-id': String(lastId) });
      expect((await again.next((event) => event.event === 'notification'))?.data).toMatchObject({ content_id: pageId });
      for (const stream of [here, there, again]) stream.close();
    } finally {
      await second.server.close();
    }
  });

  it('ends open streams when the server closes', async () => {
    const other = await contributingHarness(dialect);
    const who = await other.account();
    const stream = await openStream(other.server, other.appSn, who.cookie);
    await stream.next((event) => event.event === 'unread');
    const closing = Date.now();
    await other.close();
    expect(Date.now() - closing).toBeLessThan(5_000);
  });
});
