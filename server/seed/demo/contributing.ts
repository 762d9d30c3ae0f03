import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { entryTemplate } from '../../domains/contributing/templates.ts';
import type { Db } from '../../db/database.ts';
import { readEntryDoc } from '../../domains/entry-pages/doc.ts';

/**
 * Demo contributing data, so the review queue and "my words" have something to show: one
 * pending edit of a seeded character entry by the editor account, and one draft of a new
 * character by the same account. Runs after the demo accounts exist.
 */
export const DEMO_DRAFT_NAME = '新角色草稿';

const DEMO_TIME = Date.UTC(2026, 0, 2) / 1000;

export async function seedContributing(db: Db): Promise<void> {
  const edition = await db.selectFrom('editions').select('id').where('app_sn', '=', 'ys_obc').executeTakeFirst();
  const editor = await db.selectFrom('users').select('id').where('login_name', '=', 'editor').executeTakeFirst();
  if (!edition || !editor) return;
  const page = await db
    .selectFrom('entry_pages as p')
    .innerJoin('channels as ch', 'ch.id', 'p.menu_id')
    .innerJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
    .select(['p.content_id', 'p.menu_id', 'p.version', 'r.doc'])
    .where('p.edition_id', '=', edition.id)
    .where('ch.name', '=', '角色')
    .orderBy('p.content_id')
    .executeTakeFirst();
  if (!page || page.menu_id === null) return;

  const current = readEntryDoc(page.doc, '');
  const edited: EntryDoc = {
    ...current,
    desc: `${current.desc}（补充了获取途径）`.slice(0, 500),
    modules: [
      ...current.modules,
      {
        id: 'demo-edit',
        name: '获取途径',
        is_poped: false,
        group: current.modules.at(-1)?.group ?? '',
        components: [
          {
            component_id: 'rich_text',
            layout: '',
            style: '',
            data: { doc: [{ type: 'paragraph', children: [{ text: '限定祈愿「星河旅途」中概率提升。' }] }] },
          },
        ],
      },
    ],
  };
  await db
    .insertInto('entry_submissions')
    .values({
      edition_id: edition.id,
      user_id: editor.id,
      entry_page_id: page.content_id,
      menu_id: page.menu_id,
      base_version: page.version,
      name: edited.name,
      summary: '补充获取途径',
      doc: JSON.stringify(edited),
      reviewer_id: null,
      reviewed_at: null,
      created_at: DEMO_TIME,
    })
    .execute();

  const template = await entryTemplate(db, edition.id, page.menu_id);
  const draft: EntryDoc = { ...template.doc, name: DEMO_DRAFT_NAME, desc: '还在写的新角色' };
  await db
    .insertInto('entry_drafts')
    .values({
      edition_id: edition.id,
      user_id: editor.id,
      entry_page_id: 0,
      menu_id: page.menu_id,
      base_version: 0,
      name: draft.name,
      doc: JSON.stringify(draft),
      created_at: DEMO_TIME,
      updated_at: DEMO_TIME,
    })
    .execute();
}
