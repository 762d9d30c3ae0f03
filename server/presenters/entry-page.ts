import type { EntryPageHistory, EntryPageWire } from '../../shared/contract/entry-page.ts';
import type { EntryPageRecord, RevisionRecord } from '../services/entry-pages.ts';

/** data.page of wapi/entry_page: the current revision, each component's data as JSON text. */
export function presentEntryPage(page: EntryPageRecord): EntryPageWire {
  const { doc } = page;
  return {
    id: page.id,
    name: doc.name,
    desc: doc.desc,
    icon_url: doc.icon_url,
    header_img_url: doc.header_img_url,
    aliases: doc.aliases,
    modules: doc.modules.map((module) => ({
      id: module.id,
      name: module.name,
      is_poped: module.is_poped,
      group: module.group ?? '',
      components: module.components.map((component) => ({
        component_id: component.component_id,
        layout: component.layout,
        data: JSON.stringify(component.data),
        style: component.style,
      })),
    })),
    filter_values: doc.filter_values,
    menu_id: page.menuId,
    menu_name: page.menuName,
    version: page.version,
    mtime: String(page.mtime),
  };
}

export function presentHistory(history: { rows: RevisionRecord[]; total: number }): EntryPageHistory {
  return {
    list: history.rows.map((row) => ({
      id: row.id,
      version: row.version,
      summary: row.summary,
      user: { uid: row.authorId === null ? '' : String(row.authorId), name: row.authorName },
      ctime: String(row.createdAt),
    })),
    total: String(history.total),
  };
}
