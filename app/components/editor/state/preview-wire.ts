import type { EntryDoc, EntryPageWire } from '../../../../shared/contract/entry-page.ts';

/**
 * The page as the reader's renderer takes it (wapi/entry_page's shape), from the editor's
 * document: each component's data becomes JSON text, as the API sends it.
 */
export function docToPageWire(doc: EntryDoc, meta: { id: number; menu_id: number; menu_name: string; version: number }): EntryPageWire {
  return {
    id: meta.id,
    name: doc.name,
    desc: doc.desc,
    icon_url: doc.icon_url,
    header_img_url: doc.header_img_url,
    aliases: doc.aliases,
    filter_values: doc.filter_values,
    menu_id: meta.menu_id,
    menu_name: meta.menu_name,
    version: meta.version,
    mtime: String(Math.floor(Date.now() / 1000)),
    modules: doc.modules.map((module) => ({
      id: module.id,
      name: module.name,
      is_poped: module.is_poped,
      group: module.group,
      components: module.components.map((component) => ({ component_id: component.component_id, layout: component.layout, style: component.style, data: JSON.stringify(component.data) })),
    })),
  };
}

/** Entry page ids the page's materials components name (for the preview's material map). */
export function materialIdsOf(doc: EntryDoc): number[] {
  const ids = doc.modules.flatMap((module) => module.components.flatMap((component) => (component.component_id === 'materials' ? component.data.items.map((item) => item.entry_page_id) : [])));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}
