import type { EntryDoc, WireModule } from '../../shared/contract/entry-page.ts';
import { ByteLru } from '../page-cache/lru.ts';
import { wireComponentData } from './component-data.ts';

/**
 * A document's modules in the API's shape: each component's data as JSON text with HTML where
 * the publisher sends HTML (component-data.ts), the stored data beside it in data_doc.
 */
export function wireModules(doc: EntryDoc): WireModule[] {
  return doc.modules.map((module) => ({
    id: module.id,
    name: module.name,
    is_poped: module.is_poped,
    // Documents stored before module groups existed have none: the default group.
    group: module.group ?? '',
    components: module.components.map((component) => ({
      component_id: component.component_id,
      layout: component.layout,
      data: JSON.stringify(wireComponentData(component)),
      data_doc: component.data,
      style: component.style,
    })),
  }));
}

/** Bytes of rendered modules one process keeps (the largest demo page's are about 60 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * wireModules of published revisions, kept per process (a cache that can be lost): a revision
 * never changes, so a page's id and version name its modules for good. Rendering the HTML of a
 * large page (40 modules, 3,600 table cells) costs milliseconds; a batch of a hundred of them
 * would cost each reader a second. Least recently used out first.
 */
export function wireModulesCache(maxBytes = CACHE_BYTES) {
  const cache = new ByteLru<{ bytes: number; modules: WireModule[] }>(maxBytes);
  // variant: the language of the text ('' the source; server/domains/translations/localize.ts).
  return (page: { id: number; version: number; doc: EntryDoc }, variant = ''): WireModule[] => {
    const key = `${page.id}:${page.version}:${variant}`;
    const hit = cache.get(key);
    if (hit) return hit.modules;
    const modules = wireModules(page.doc);
    // The data texts and, about as large, the stored data they came from.
    const bytes = 2 * modules.reduce((sum, module) => sum + module.components.reduce((size, component) => size + component.data.length, 0), 0);
    cache.set(key, { bytes, modules });
    return modules;
  };
}

export type WireModulesCache = ReturnType<typeof wireModulesCache>;
