import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditUpdateAnswer,
  CommitAnswer,
  DraftSaveAnswer,
  PreEditAnswer,
  SubmissionDetailAnswer,
  SubmissionListAnswer,
  TranslationStatusAnswer,
} from '../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { overlayTranslation } from '../translations/overlay.ts';
import { translationsService } from '../translations/translations-service.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from './contributing-harness.ts';

/** Translations through drafts, submissions and review (issue 31), over HTTP. */
describe.each(dialects)('translations through review on %s', (dialect) => {
  let h: Harness;
  let alice: Account;
  let reviewer: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    await h.server.db.updateTable('editions').set({ content_langs: 'zh-cn,zh-tw,en-us' }).where('id', '=', h.editionId).execute();
    alice = await h.account();
    reviewer = await h.account(['AUDIT']);
  });
  afterAll(() => h.close());

  const newPage = async (name: string) => (await h.server.make.entryPage(h.editionId, sampleDoc(name), { menuId: h.menuId })).contentId;
  const preEdit = (pageId: number, lang: string, who: Account = alice) =>
    h.get<PreEditAnswer>(`entry_page/pre_edit_data?entry_page_id=${pageId}${lang ? `&lang=${lang}` : ''}`, who);
  const approve = (auditId: number) => h.post<AuditUpdateAnswer>('audit_content/update', { audit_id: auditId, action: 'approve' }, reviewer);
  /** The source's document with an English name and the rich text of module b in English. */
  const english = (doc: EntryDoc, name: string): EntryDoc => ({
    ...doc,
    name,
    desc: `${name}, in English`,
    modules: doc.modules.map<EntryDoc['modules'][number]>((module) =>
      module.id === 'b'
        ? {
            ...module,
            name: 'Introduction',
            components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: `${name} body` }] }] } }],
          }
        : module,
    ),
  });

  it('saves a translation draft, submits it, and publishes it on approval without touching the source', async () => {
    const pageId = await newPage('译文');
    const start = await preEdit(pageId, 'en-us');
    expect(start.status, start.body.message).toBe(200);
    expect(start.body.data).toMatchObject({ lang: 'en-us', draft: null, locks: [], translation: { source_lang: 'zh-cn', version: 0, outdated: [] } });
    expect(start.body.data.translation!.untranslated).toEqual(['a', 'b']);
    // With no translation yet the translator starts from a copy of the source.
    expect(start.body.data.doc.name).toBe('译文');

    const saved = await h.post<DraftSaveAnswer>(
      'entry_page/draft/save',
      { entry_page_id: pageId, menu_id: h.menuId, base_version: 1, lang: 'en-us', doc: english(start.body.data.doc, 'Rendering') },
      alice,
    );
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.draft).toMatchObject({ lang: 'en-us', entry_page_id: pageId });
    // The draft resumes in its language only.
    expect((await preEdit(pageId, 'en-us')).body.data.draft?.draft_id).toBe(saved.body.data.draft.draft_id);
    expect((await preEdit(pageId, '')).body.data.draft).toBeNull();

    const committed = await h.post<CommitAnswer>('entry_page/draft/commit', { draft_id: saved.body.data.draft.draft_id, summary: 'English' }, alice);
    expect(committed.status, committed.body.message).toBe(200);
    const auditId = committed.body.data.audit_id;
    expect((await preEdit(pageId, 'en-us')).body.data.pending_audit_id).toBe(auditId);
    expect((await preEdit(pageId, '')).body.data.pending_audit_id).toBe(0);

    // The queue, its language filter, the detail and the author's list all say the language.
    const queue = await h.get<SubmissionListAnswer>('get_audit_content?status=pending&lang=en-us', reviewer);
    expect(queue.body.data.list.map((row) => [row.audit_id, row.lang])).toContainEqual([auditId, 'en-us']);
    const other = await h.get<SubmissionListAnswer>('get_audit_content?status=pending&lang=zh-tw', reviewer);
    expect(other.body.data.list.map((row) => row.audit_id)).not.toContain(auditId);
    const detail = await h.get<SubmissionDetailAnswer>(`get_audit_content?audit_id=${auditId}`, reviewer);
    expect(detail.body.data.submission.lang).toBe('en-us');
    expect(detail.body.data.conflicts).toEqual([]);
    expect(detail.body.data.preview.doc.name).toBe('Rendering');
    expect(detail.body.data.preview.doc.modules.map((module) => module.name)).toEqual(['基础信息', 'Introduction']);
    const mine = await h.get<SubmissionListAnswer>('get_my_audit_content', alice);
    expect(mine.body.data.list.find((row) => row.audit_id === auditId)?.lang).toBe('en-us');

    const approved = await approve(auditId);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.data.submission).toMatchObject({ status: 'approved', lang: 'en-us', published_version: 1 });

    const rows = await h.server.db.selectFrom('entry_translations').select(['lang', 'version', 'source_version']).where('content_id', '=', pageId).execute();
    expect(rows).toEqual([{ lang: 'en-us', version: 1, source_version: 1 }]);
    const current = (await translationsService(h.server.db).current([pageId], 'en-us')).get(pageId);
    expect(current?.doc.name).toBe('Rendering');
    expect(current?.version).toBe(1);
    // The source is as it was: still version 1, in Chinese.
    const source = (await preEdit(pageId, '')).body.data;
    expect(source).toMatchObject({ version: 1, lang: '', translation: null });
    expect(source.doc.name).toBe('译文');
    // The next translation starts from the published one, laid over the source.
    const again = (await preEdit(pageId, 'en-us')).body.data;
    expect(again.doc.name).toBe('Rendering');
    expect(again.translation).toMatchObject({ version: 1, untranslated: [], outdated: [] });
  });

  it('refuses a language the edition does not translate into, naming the field', async () => {
    const pageId = await newPage('语言');
    const save = (lang: string, entryPageId = pageId) =>
      h.post('entry_page/draft/save', { entry_page_id: entryPageId, menu_id: h.menuId, lang, doc: sampleDoc('语言') }, alice);
    for (const lang of ['xx-yy', 'zh-cn', 'ja-jp']) {
      const refused = await save(lang);
      expect(refused.status, lang).toBeGreaterThanOrEqual(400);
      expect(refused.status, lang).toBeLessThan(500);
      expect(refused.body.retcode).not.toBe(0);
      expect(refused.body.message, lang).toContain('lang');
    }
    // A new entry is written in the source language first.
    const fresh = await save('en-us', 0);
    expect(fresh.status).toBe(422);
    expect(fresh.body.message).toContain('lang: only an existing entry');
    expect((await preEdit(pageId, 'ja-jp')).status).toBe(422);
    const direct = await h.post(
      'commit_content',
      { entry_page_id: pageId, base_version: 1, lang: 'zh-cn', doc: english(sampleDoc('语言') as EntryDoc, 'Language') },
      alice,
    );
    expect(direct.status).toBe(422);
    expect(direct.body.message).toContain('lang');
    // Anonymous callers are refused before anything.
    expect((await h.get(`entry_page/pre_edit_data?entry_page_id=${pageId}&lang=en-us`)).status).toBe(401);
  });

  it('marks the translation outdated where the source changed, and lists missing and outdated translations', async () => {
    const pageId = await newPage('过时');
    const untranslated = await newPage('未译');
    const start = (await preEdit(pageId, 'en-us')).body.data;
    const sent = await h.post<CommitAnswer>(
      'commit_content',
      { entry_page_id: pageId, base_version: 1, lang: 'en-us', doc: english(start.doc, 'Outdated'), summary: '' },
      alice,
    );
    expect(sent.status, sent.body.message).toBe(200);
    expect((await approve(sent.body.data.audit_id)).status).toBe(200);

    // Someone edits the source's module a afterwards.
    const source = (await preEdit(pageId, '')).body.data.doc;
    const edited = { ...source, modules: source.modules.map((module) => (module.id === 'a' ? { ...module, name: '基础信息（新）' } : module)) };
    const edit = await h.post<CommitAnswer>('commit_content', { entry_page_id: pageId, base_version: 1, doc: edited }, reviewer);
    expect(edit.status, edit.body.message).toBe(200);
    expect((await approve(edit.body.data.audit_id)).status).toBe(200);

    const again = (await preEdit(pageId, 'en-us')).body.data;
    expect(again.translation?.outdated).toEqual(['a']);
    const current = (await translationsService(h.server.db).current([pageId], 'en-us')).get(pageId)!;
    const now = (await preEdit(pageId, '')).body.data.doc;
    expect(overlayTranslation(now, current.doc, current.sourceHashes).outdated).toEqual(['a']);

    const outdated = await h.get<TranslationStatusAnswer>(`translation_status?lang=en-us&state=outdated&menu_id=${h.menuId}`, alice);
    expect(outdated.status, outdated.body.message).toBe(200);
    expect(outdated.body.data).toMatchObject({ source_lang: 'zh-cn', langs: ['zh-tw', 'en-us'] });
    const row = outdated.body.data.list.find((item) => item.entry_page_id === pageId);
    expect(row?.langs).toEqual([{ lang: 'en-us', state: 'outdated', version: 1, outdated: ['基础信息（新）'], untranslated: [] }]);
    expect(outdated.body.data.list.map((item) => item.entry_page_id)).not.toContain(untranslated);

    const missing = await h.get<TranslationStatusAnswer>(`translation_status?lang=en-us&state=missing&page_size=50`, alice);
    expect(missing.status, missing.body.message).toBe(200);
    const ids = missing.body.data.list.map((item) => item.entry_page_id);
    expect(ids).toContain(untranslated);
    expect(ids).not.toContain(pageId);
    expect(missing.body.data.total).toBe(missing.body.data.list.length);
    expect(missing.body.data.channels.map((channel) => channel.menu_id)).toContain(h.menuId);

    // Without a language filter every non-source language is a column.
    const all = await h.get<TranslationStatusAnswer>(`translation_status?menu_id=${h.menuId}&page_size=50`, alice);
    const both = all.body.data.list.find((item) => item.entry_page_id === pageId);
    expect(both?.langs.map((state) => [state.lang, state.state])).toEqual([
      ['zh-tw', 'missing'],
      ['en-us', 'outdated'],
    ]);
    // Paged.
    const first = await h.get<TranslationStatusAnswer>(`translation_status?page_size=1`, alice);
    expect(first.body.data.list).toHaveLength(1);
    expect(first.body.data.total).toBeGreaterThan(1);

    for (const query of ['state=outdated', 'lang=zh-cn', 'lang=en-us&state=old', 'page_size=0']) {
      const refused = await h.get(`translation_status?${query}`, alice);
      expect([400, 422], query).toContain(refused.status);
      expect(refused.body.message, query).toMatch(/lang|state|page_size/);
    }
  });
});
