import type { ComponentType } from '../../../shared/contract/entry-page-components.ts';
import type { RichDoc } from '../../../shared/contract/rich-text.ts';

/**
 * Components with no MediaWiki equivalent travel as a template call, {{Almanac:<type>|...}},
 * one named parameter per value: `items.1.title=...` (arrays counted from 1), rich text as
 * wikitext in parameters named `doc`. Re-importing the call into Almanac restores the component.
 * The page's own fields (desc, icon_url, header_img_url) travel the same way as {{Almanac:entry}}.
 */

/** The template name's prefix: Template:Almanac:<type> on a MediaWiki. */
export const ALMANAC_PREFIX = 'Almanac:';
export const ENTRY_META = 'entry';

/**
 * A picture of ours in a parameter (an icon, a header picture, a voice's cover) travels as its
 * file name, `File:Hu_Tao_icon.png`, never as our storage URL: another wiki stores the picture
 * under a key of its own, and the importer resolves the name through the dump's files folder.
 */
export const FILE_VALUE_PREFIX = 'File:';

/** Values that are not text, by path (array positions as '#'). */
const TYPED_PATHS: Partial<Record<ComponentType, Record<string, 'number' | 'boolean'>>> = {
  table: { sortable: 'boolean', fixed_columns: 'number' },
  fold: { open: 'boolean' },
  gallery: { 'images.#.width': 'number', 'images.#.height': 'number' },
  materials: { 'items.#.entry_page_id': 'number', 'items.#.count': 'number', 'custom.id': 'number' },
  filter_list: { 'items.#.entry_page_id': 'number' },
  baseInfo: { star: 'number' },
};

/** Rich-text documents not named `doc` (the publisher's keys). */
const DOC_PATHS: Partial<Record<ComponentType, readonly string[]>> = { baseInfo: ['rich_text'] };

export const typeOfPath = (type: string, path: string): 'number' | 'boolean' | 'doc' | 'text' => {
  if (path === 'doc' || path.endsWith('.doc') || DOC_PATHS[type as ComponentType]?.includes(path)) return 'doc';
  return TYPED_PATHS[type as ComponentType]?.[path.replace(/\.\d+(?=\.|$)/g, '.#')] ?? 'text';
};

/** A flattened value: text to escape, a rich-text document, or a marker written as is ('[]' for an empty list, numbers, booleans). */
export type FlatValue = { kind: 'text'; value: string } | { kind: 'doc'; value: RichDoc } | { kind: 'raw'; value: string };

export const EMPTY_LIST = '[]';

/** Flattens a component's data into (key, value) pairs in the data's order. */
export function flatten(type: string, data: unknown, prefix = ''): Array<[string, FlatValue]> {
  const out: Array<[string, FlatValue]> = [];
  const walk = (value: unknown, path: string) => {
    if (typeOfPath(type, path) === 'doc' && Array.isArray(value)) {
      out.push([path, { kind: 'doc', value: value as RichDoc }]);
      return;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) out.push([path, { kind: 'raw', value: EMPTY_LIST }]);
      value.forEach((item, i) => walk(item, `${path}.${i + 1}`));
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) if (child !== undefined) walk(child, path === '' ? key : `${path}.${key}`);
      return;
    }
    if (typeof value === 'string') out.push([path, { kind: 'text', value }]);
    else out.push([path, { kind: 'raw', value: String(value) }]);
  };
  walk(data, prefix);
  return out;
}

/** Rebuilds nested data from (path, value) pairs; numbered segments make arrays. Answers undefined for a malformed path. */
export function unflatten(pairs: ReadonlyArray<[string, unknown]>): Record<string, unknown> | undefined {
  const root: Record<string, unknown> = {};
  for (const [path, value] of pairs) {
    const segments = path.split('.');
    if (segments.some((segment) => segment === '')) return undefined;
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const index = /^\d+$/.test(segment) ? Number(segment) - 1 : undefined;
      if (Array.isArray(node) !== (index !== undefined) || (index !== undefined && (index < 0 || index > 10_000))) return undefined;
      const last = i === segments.length - 1;
      const next = segments[i + 1];
      const container = () => (next !== undefined && /^\d+$/.test(next) ? [] : {});
      if (Array.isArray(node)) {
        if (last) node[index!] = value;
        else node = (node[index!] ??= container()) as Record<string, unknown> | unknown[];
      } else if (last) node[segment] = value;
      else node = (node[segment] ??= container()) as Record<string, unknown> | unknown[];
      if (!last && (node === null || typeof node !== 'object')) return undefined;
    }
  }
  return root;
}
