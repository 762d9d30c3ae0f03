import type { EntryDoc, EntryPageWire } from './contract/entry-page.ts';

export interface EntryPageMeta {
  id: number;
  menuId: number;
  menuName: string;
  version: number;
  /** Unix seconds of the revision shown. */
  mtime: number;
}

/**
 * A document in wapi/entry_page's shape: each component's data as JSON text, as the real API
 * sends it. The server presents published pages with it, and the editor and the review page
 * preview unpublished documents with it, so a preview is exactly what readers will get.
 */
export function entryPageWire(doc: EntryDoc, meta: EntryPageMeta): EntryPageWire {
  return {
    id: meta.id,
    name: doc.name,
    desc: doc.desc,
    icon_url: doc.icon_url,
    header_img_url: doc.header_img_url,
    aliases: doc.aliases,
    modules: doc.modules.map((module) => ({
      id: module.id,
      name: module.name,
      is_poped: module.is_poped,
      // Documents stored before module groups existed have none: the default group.
      group: module.group ?? '',
      components: module.components.map((component) => ({
        component_id: component.component_id,
        layout: component.layout,
        data: JSON.stringify(component.data),
        style: component.style,
      })),
    })),
    filter_values: doc.filter_values,
    menu_id: meta.menuId,
    menu_name: meta.menuName,
    version: meta.version,
    mtime: String(meta.mtime),
  };
}

/** Entry pages the document's material widgets name (for the material map), each once. */
export function materialIdsOf(doc: EntryDoc): number[] {
  const ids = new Set<number>();
  for (const module of doc.modules) {
    for (const component of module.components) {
      if (component.component_id === 'materials') for (const item of component.data.items) ids.add(item.entry_page_id);
    }
  }
  return [...ids];
}
