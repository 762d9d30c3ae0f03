import type { EntryComponent } from './contract/entry-page-components.ts';
import type { EntryDoc, WireModule } from './contract/entry-page.ts';
import type { PageLanguage } from './content-language.ts';

export interface EntryPageMeta {
  id: number;
  menuId: number;
  menuName: string;
  version: number;
  /** Unix seconds of the revision shown. */
  mtime: number;
}

export interface ReaderModule extends Omit<WireModule, 'components'> {
  components: EntryComponent[];
}

/**
 * An entry page as its detail page renders it: each component's data as the structured object
 * it is (not the API's JSON text with HTML in it), so neither the server's render nor the
 * browser's parses it again. The API's shape is built on the server (server/domains/entry-pages/entry-page-presenter.ts).
 */
export interface ReaderEntryPage {
  id: number;
  name: string;
  desc: string;
  icon_url: string;
  header_img_url: string;
  aliases: string[];
  modules: ReaderModule[];
  /** {group label: [option, ...]}, as the document stores them. */
  filter_values: Record<string, string[]>;
  menu_id: number;
  menu_name: string;
  version: number;
  /** Unix seconds of the revision shown, as text. */
  mtime: string;
  /** Which language the text is in (a published page read in an edition with several content languages; absent in previews). */
  language?: PageLanguage;
}

/**
 * A document as readers get it. The detail page renders published pages with it, and the editor
 * and the review page preview unpublished documents with it, so a preview is exactly what
 * readers will get.
 */
export function readerEntryPage(doc: EntryDoc, meta: EntryPageMeta): ReaderEntryPage {
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
      components: module.components,
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
