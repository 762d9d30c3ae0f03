import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditUpdateAnswer, CommitAnswer, PreEditAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryPageStatistics } from '../../../shared/contract/entry-page.ts';
import type { ContentPage } from '../../../shared/contract/content-lists.ts';
import type { ContributorList } from '../../../shared/contract/ranking.ts';
import type { HomeInfo } from '../../../shared/contract/home-info.ts';
import { contributingService } from '../contributing/contributing-service.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from '../contributing/contributing-harness.ts';
import { recordContribution } from '../living/ranking/contribution-ledger.ts';
import { publishTranslation } from '../translations/publish-translation.ts';
import { dialects } from '../../../tests/support/test-server.ts';

/**
 * Lists that tell the truth (#37): the latest lists name an entry's last editor and the time of
 * that edit (what they are sorted by), and an entry's contributors are the people who published
 * edits of it, each with how many (never 0).
 */
describe.each(dialects)('honest lists on %s', (dialect) => {
  let h: Harness;
  let creator: Account;
  let editor: Account;
  let reviewer: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    creator = await h.account(['CREATE_C']);
    editor = await h.account();
    reviewer = await h.account(['AUDIT']);
  });
  afterAll(() => h.close());

  const approve = async (auditId: number) => {
    const answer = await h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'approve' }, reviewer);
    expect(answer.status, answer.body.message).toBe(200);
  };
  const create = async (name: string) => {
    const sent = await h.post<CommitAnswer>('entry_page/create_with_content', { menu_id: h.menuId, doc: sampleDoc(name), summary: '新建' }, creator);
    expect(sent.status, sent.body.message).toBe(200);
    await approve(sent.body.data.audit_id);
    const row = await h.server.db.selectFrom('entry_submissions').select('entry_page_id').where('id', '=', sent.body.data.audit_id).executeTakeFirstOrThrow();
    return Number(row.entry_page_id);
  };
  const edit = async (pageId: number, who: Account, marker: string) => {
    const { doc, version } = (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, who)).body.data;
    const sent = await h.post<CommitAnswer>(
      'commit_content',
      { entry_page_id: pageId, base_version: version, doc: { ...doc, desc: `${doc.desc}${marker}` } },
      who,
    );
    expect(sent.status, sent.body.message).toBe(200);
    await approve(sent.body.data.audit_id);
  };
  const latestRevision = (pageId: number) =>
    h.server.db
      .selectFrom('entry_revisions')
      .select(['author_id', 'created_at'])
      .where('content_id', '=', pageId)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
  const json = async <T>(path: string) => {
    const response = await h.server.get(path);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };

  it('names the last editor and the time of the last edit in every latest list', async () => {
    const pageId = await create('最后编辑者');
    // Published a second later than the creation, so the edit is the later one whatever the clock.
    await h.server.db.updateTable('entry_revisions').set({ created_at: 1_000 }).where('content_id', '=', pageId).execute();
    await h.server.db.updateTable('contents').set({ updated_at: 1_000, article_time: 1_000 }).where('id', '=', pageId).execute();
    await edit(pageId, editor, '（补充）');
    const revision = await latestRevision(pageId);
    expect(Number(revision.author_id)).toBe(editor.id);
    const edited = { content_id: pageId, article_user_name: editor.name, article_time: String(revision.created_at) };

    const sn = h.appSn;
    const latest = await json<ContentPage>(`/api/${sn}/v1/content/latest`);
    expect(latest.list[0]).toMatchObject(edited);
    const recent = await json<ContentPage>(`/api/${sn}/wapi/home/recent_update`);
    expect(recent.list[0]).toMatchObject(edited);
    const home = await json<HomeInfo>(`/api/${sn}/v1/home/index/info`);
    expect(home.latestContent.list[0]).toMatchObject(edited);
    // The publisher's compatibility mount answers the same fields.
    const hoyowiki = await json<ContentPage>(
      `/hoyowiki/${(await h.server.db.selectFrom('editions').select('game').where('id', '=', h.editionId).executeTakeFirstOrThrow()).game}/wapi/home/recent_update`,
    );
    expect(hoyowiki.list[0]).toMatchObject(edited);

    // Each list is sorted by the time it shows.
    const times = latest.list.map((item) => Number(item.article_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('names an operator’s later change, else the first author, for entries without a later revision', async () => {
    const edition = await h.server.make.edition();
    const untouched = await h.server.make.content(edition.id, { author_name: '作者', article_time: 2_000, updated_at: 2_000 });
    const changed = await h.server.make.content(edition.id, { author_name: '作者', editor_name: '运营', article_time: 2_000, updated_at: 3_000 });
    // An entry page an operator changed after its last revision.
    const page = await h.server.make.entryPage(edition.id, sampleDoc('运营改过'), { authorId: creator.id });
    await h.server.db.updateTable('entry_revisions').set({ created_at: 4_000 }).where('content_id', '=', page.contentId).execute();
    await h.server.db.updateTable('contents').set({ editor_name: '运营', updated_at: 5_000 }).where('id', '=', page.contentId).execute();
    const list = (await json<ContentPage>(`/api/${edition.app_sn}/v1/content/latest`)).list;
    expect(list.map((item) => [item.content_id, item.article_user_name, item.article_time])).toEqual([
      [page.contentId, '运营', '5000'],
      [changed.id, '运营', '3000'],
      [untouched.id, '作者', '2000'],
    ]);
  });

  it('lists as contributors those who published edits, each with how many, never 0', async () => {
    const pageId = await create('贡献次数');
    await edit(pageId, editor, '（一）');
    await edit(pageId, editor, '（二）');
    // A translator's published translation is an edit of theirs.
    const translator = await h.account();
    const { doc } = (await h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}`, translator)).body.data;
    await publishTranslation(h.server.db, {
      editionId: h.editionId,
      contentId: pageId,
      lang: 'en-us',
      doc: { ...doc, name: 'Counts' },
      authorId: translator.id,
    });
    // A reader credited for an accepted correction made no edit: not a contributor of the page.
    const reporter = await h.account();
    await recordContribution(h.server.db, { editionId: h.editionId, userId: reporter.id, kind: 'correction', value: 7, contentId: pageId });

    const rows = await contributingService(h.server.db).contributors(h.editionId, pageId, 100);
    expect(new Map(rows.map((row) => [row.user_id, row.edits]))).toEqual(
      new Map([
        [creator.id, 1],
        [editor.id, 2],
        [translator.id, 1],
      ]),
    );
    for (const row of rows) expect(row.edits).toBeGreaterThan(0);
    // The creator's creation carries contribution value like an edit's.
    expect(rows.find((row) => row.user_id === creator.id)!.value).toBeGreaterThan(0);

    for (const path of [
      `/api/${h.appSn}/wapi/static/entry_page/contributors?entry_page_id=${pageId}`,
      `/api/${h.appSn}/v1/content/contribution?content_id=${pageId}`,
    ]) {
      const list = (await json<ContributorList>(path)).list;
      expect(list.map((item) => item.account_uid)).toEqual(rows.map((row) => String(row.user_id)));
      expect(list.map((item) => item.account_uid)).not.toContain(String(reporter.id));
    }
    const statistics = (await h.get<EntryPageStatistics>(`entry_page/statistics?entry_page_id=${pageId}`)).body.data;
    expect(statistics.contributor_num).toBe(3);
  });
});
