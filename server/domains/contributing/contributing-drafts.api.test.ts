import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftListAnswer, DraftSaveAnswer, EntryTemplateAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryDocInput } from '../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { dialects } from '../../../tests/support/test-server.ts';
import { contributingHarness, sampleDoc, type Account, type Harness } from './contributing-harness.ts';

describe.each(dialects)('contributing drafts on %s', (dialect) => {
  let h: Harness;
  let creator: Account;

  beforeAll(async () => {
    h = await contributingHarness(dialect);
    creator = await h.account(['CREATE_C']);
  });
  afterAll(() => h.close());

  const newDraft = async (who: Account, doc: EntryDocInput = sampleDoc('')) => {
    const saved = await h.post<DraftSaveAnswer>('entry_page/draft/save', { menu_id: h.menuId, doc }, who);
    expect(saved.status, saved.body.message).toBe(200);
    return saved.body.data.draft;
  };

  it("mirrors the structure of the channel's latest entry in the template", async () => {
    const menu = await h.server.make.channel(h.editionId, { name: '武器库' });
    await h.server.make.entryPage(h.editionId, sampleDoc('旧武器'), { menuId: menu.id });
    await h.server.make.entryPage(
      h.editionId,
      sampleDoc('新武器', {
        modules: [
          {
            id: 'x',
            name: '精炼',
            group: '数据',
            components: [
              {
                component_id: 'tabs',
                layout: '',
                style: '',
                data: { tabs: [{ name: '精炼1', doc: [{ type: 'paragraph', children: [{ text: '攻击力提升' }] }] }] },
              },
              { component_id: 'table', layout: '', style: '', data: { columns: ['等级', '攻击力'], rows: [['1', '44']], sortable: true, fixed_columns: 1 } },
            ],
          },
        ],
      }),
      { menuId: menu.id },
    );
    const template = await h.get<EntryTemplateAnswer>(`get_entry_page_template?menu_id=${menu.id}`, creator);
    expect(template.status, template.body.message).toBe(200);
    const [module] = template.body.data.doc.modules;
    expect(template.body.data.doc.modules).toHaveLength(1);
    // Structure only: module, tab and column names stay; the other entry's content does not.
    expect(module).toMatchObject({
      name: '精炼',
      group: '数据',
      components: [
        { component_id: 'tabs', data: { tabs: [{ name: '精炼1', doc: [] }] } },
        { component_id: 'table', data: { columns: ['等级', '攻击力'], rows: [], sortable: true, fixed_columns: 1 } },
      ],
    });
    expect(JSON.stringify(module)).not.toContain('攻击力提升');
    expect(template.body.data.doc.filter_values).toEqual({});
  });

  it('saves, lists (newest first), copies and deletes drafts', async () => {
    const who = await h.account(['CREATE_C']);
    const a = await newDraft(who, sampleDoc('甲'));
    const b = await newDraft(who, sampleDoc('乙'));
    const copy = await h.post<DraftSaveAnswer>('entry_page/draft/copy', { draft_id: a.draft_id }, who);
    expect(copy.body.data.draft.doc.name).toBe('甲');
    expect(copy.body.data.draft.draft_id).not.toBe(a.draft_id);
    const list = await h.get<DraftListAnswer>('entry_page/draft/list?page_size=2', who);
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.list).toHaveLength(2);
    expect(list.body.data.list[0]!.menu_name).toBe('角色');
    expect((await h.post('entry_page/draft/del', { draft_id: b.draft_id }, who)).status).toBe(200);
    expect((await h.post('entry_page/draft/del', { draft_id: b.draft_id }, who)).status).toBe(404);
    expect((await h.get<DraftListAnswer>('entry_page/draft/list', who)).body.data.total).toBe(2);
  });

  it('refuses invalid drafts with a message naming the module and field, and keeps what was saved', async () => {
    const draft = await newDraft(creator, sampleDoc('好的'));
    const bad = sampleDoc('坏的');
    bad.modules![0] = { id: 'a', name: '突破材料', components: [{ component_id: 'table', layout: '', style: '', data: { columns: [], rows: [] } }] } as never;
    const refused = await h.post('entry_page/draft/save', { draft_id: draft.draft_id, menu_id: h.menuId, doc: bad }, creator);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('doc.modules[0] "突破材料".components[0].data.columns: needs a column');
    const kept = await h.get<{ draft: { doc: { name: string } } }>(`entry_page/draft?draft_id=${draft.draft_id}`, creator);
    expect(kept.body.data.draft.doc.name).toBe('好的');

    const cases: Array<[unknown, string]> = [
      [{ menu_id: h.menuId, doc: 'text' }, 'doc: '],
      [{ menu_id: 'x', doc: sampleDoc('') }, 'menu_id: must be a number'],
      [{ menu_id: h.menuId, doc: { ...sampleDoc(''), name: 'x'.repeat(101) } }, 'doc.name: at most 100 characters'],
      [{ menu_id: h.menuId, entry_page_id: -1, doc: sampleDoc('') }, 'entry_page_id: must not be negative'],
    ];
    for (const [body, message] of cases) {
      const answer = await h.post('entry_page/draft/save', body, creator);
      expect(answer.status, message).toBe(422);
      expect(answer.body.retcode, message).toBe(422);
      expect(answer.body.message, message).toContain(message);
    }
    expect((await h.post('entry_page/draft/save', { menu_id: 999_999, doc: sampleDoc('') }, creator)).status).toBe(404);
  });

  it('adds module groups and modules on the server, up to the ceilings', async () => {
    const draft = await newDraft(creator, { name: '', modules: [] });
    const group = await h.post<DraftSaveAnswer>('entry_page/create_module_group', { draft_id: draft.draft_id, name: '养成' }, creator);
    expect(group.status, group.body.message).toBe(200);
    expect(group.body.data.draft.doc.modules.map((module) => [module.name, module.group])).toEqual([['养成', '养成']]);
    expect((await h.post('entry_page/create_module_group', { draft_id: draft.draft_id, name: '养成' }, creator)).body.message).toContain(
      "module group '养成' already exists",
    );

    const batch = await h.post<DraftSaveAnswer>(
      'entry_page/batch_create_modules',
      {
        draft_id: draft.draft_id,
        group: '养成',
        modules: [
          { name: '天赋', component_ids: ['tabs', 'table'] },
          { name: '命之座', component_ids: ['rich_text'] },
        ],
      },
      creator,
    );
    expect(batch.status, batch.body.message).toBe(200);
    const modules = batch.body.data.draft.doc.modules;
    expect(modules.map((module) => module.name)).toEqual(['养成', '天赋', '命之座']);
    expect(modules[1]!.components.map((component) => component.component_id)).toEqual(['tabs', 'table']);
    expect(new Set(modules.map((module) => module.id)).size).toBe(3);

    const seven = Array.from({ length: EDITOR_LIMITS.modulesPerGroup - 3 }, (_, i) => ({ name: `模块${i}` }));
    expect((await h.post('entry_page/batch_create_modules', { draft_id: draft.draft_id, group: '养成', modules: seven }, creator)).status).toBe(200);
    const over = await h.post('entry_page/batch_create_modules', { draft_id: draft.draft_id, group: '养成', modules: [{ name: '多一个' }] }, creator);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(`module group '养成': at most ${EDITOR_LIMITS.modulesPerGroup} modules`);

    for (let i = 1; i < EDITOR_LIMITS.moduleGroups; i += 1) {
      const answer = await h.post('entry_page/create_module_group', { draft_id: draft.draft_id, name: `组${i}` }, creator);
      expect(answer.status, answer.body.message).toBe(200);
    }
    const tooMany = await h.post('entry_page/create_module_group', { draft_id: draft.draft_id, name: '第21组' }, creator);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(`at most ${EDITOR_LIMITS.moduleGroups} module groups`);
    const newGroupModules = await h.post('entry_page/batch_create_modules', { draft_id: draft.draft_id, group: '第21组', modules: [{ name: 'x' }] }, creator);
    expect(newGroupModules.body.message).toBe(`at most ${EDITOR_LIMITS.moduleGroups} module groups`);

    // A saved document over the ceilings is refused the same way.
    const crowded = { name: '', modules: Array.from({ length: 11 }, (_, i) => ({ id: `k${i}`, name: `m${i}`, group: 'g', components: [] })) };
    const saved = await h.post('entry_page/draft/save', { menu_id: h.menuId, doc: crowded }, creator);
    expect(saved.status).toBe(422);
    expect(saved.body.message).toContain(`module group 'g': at most ${EDITOR_LIMITS.modulesPerGroup} modules`);
  });

  it(`keeps at most ${EDITOR_LIMITS.draftsPerUser} drafts per user`, async () => {
    const who = await h.account(['CREATE_C']);
    const time = Math.floor(Date.now() / 1000);
    await h.server.db
      .insertInto('entry_drafts')
      .values(
        Array.from({ length: EDITOR_LIMITS.draftsPerUser }, () => ({
          edition_id: h.editionId,
          user_id: who.id,
          menu_id: h.menuId,
          doc: JSON.stringify(sampleDoc('')),
          created_at: time,
          updated_at: time,
        })),
      )
      .execute();
    const refused = await h.post('entry_page/draft/save', { menu_id: h.menuId, doc: sampleDoc('') }, who);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`at most ${EDITOR_LIMITS.draftsPerUser} drafts`);
  });
});
