import type { AppLoadContext } from 'react-router';
import { readerEntryPage, type ReaderEntryPage } from '../../../shared/entry-page-wire.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { materialMapOf, type MaterialMap } from './rules/material-map.ts';
import { preloadWidgets } from './widgets/registry.tsx';
import { localizePages } from '../../../server/domains/translations/localize.ts';

export interface EntryPageData {
  /** Each component's data as an object: parsed once, when the stored document was read. */
  page: ReaderEntryPage;
  /** Entry pages the page's material widgets name, by id (the entry pages batch). */
  materials: MaterialMap;
}

/**
 * An entry page for its detail page, or undefined when the content is no entry page. Resolves
 * the material map (the batch call is skipped when no material is named) and loads the code
 * of the page's widget types, so the server renders every widget's full text.
 */
export async function loadEntryPage(context: AppLoadContext, edition: Edition, id: number, readerLanguage?: string): Promise<EntryPageData | undefined> {
  const stored = await context.services.entryPages.page(edition.id, id);
  if (!stored) return undefined;
  // The text in the reader's language over the source's structure (issue 31); one language: as stored, no query.
  const [localized] = await localizePages(context.services.translations, edition, [stored], readerLanguage);
  const { page: record, language } = localized!;
  const components = record.doc.modules.flatMap((module) => module.components);
  const materialIds = components.flatMap((component) => (component.component_id === 'materials' ? component.data.items.map((item) => item.entry_page_id) : []));
  const [briefs] = await Promise.all([
    materialIds.length > 0 ? context.services.entryPages.briefs(edition.id, materialIds) : Promise.resolve([]),
    preloadWidgets(components.map((component) => component.component_id)),
  ]);
  const page = readerEntryPage(record.doc, { id: record.id, menuId: record.menuId, menuName: record.menuName, version: record.version, mtime: record.mtime });
  return { page: { ...page, language }, materials: materialMapOf(briefs) };
}
