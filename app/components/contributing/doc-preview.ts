import type { SubmissionWire } from '../../../shared/contract/contributing.ts';
import type { EntryDoc, EntryPageWire } from '../../../shared/contract/entry-page.ts';

/**
 * A submitted document in the reader's page shape (components' data as JSON text, as
 * wapi/entry_page sends them), so the reader's renderer shows it exactly as it would publish.
 */
export function previewPageOf(doc: EntryDoc, submission: Pick<SubmissionWire, 'entry_page_id' | 'menu_id' | 'menu_name' | 'created_at'>, version: number): EntryPageWire {
  return {
    id: submission.entry_page_id,
    name: doc.name,
    desc: doc.desc,
    icon_url: doc.icon_url,
    header_img_url: doc.header_img_url,
    aliases: doc.aliases,
    modules: doc.modules.map((module) => ({
      id: module.id,
      name: module.name,
      is_poped: module.is_poped,
      group: module.group,
      components: module.components.map((component) => ({
        component_id: component.component_id,
        layout: component.layout,
        data: JSON.stringify(component.data),
        style: component.style,
      })),
    })),
    filter_values: doc.filter_values,
    menu_id: submission.menu_id,
    menu_name: submission.menu_name,
    version,
    mtime: String(submission.created_at),
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
