import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import type { EntryDoc, EntryModule } from '../../../../shared/contract/entry-page.ts';
import type { MergeConflictWire, MergeVersionWire } from '../../../../shared/contract/merge-conflicts.ts';
import { componentText } from '../../entry-pages/plain-text.ts';
import { MODULE_ORDER_PATH } from './doc-three-way.ts';
import type { MergeConflict } from './value-merge.ts';

/** A conflict as the reviewer's conflict view shows it: where it is, and each side as readable text. */

type Value = unknown;
const isRecord = (value: Value): value is Record<string, Value> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Readable lines of any part of a document: texts as they are, components and blocks by their text, other values as `key: value`. */
function lines(value: Value): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) return [value.join(' | ')];
    return value.flatMap(lines);
  }
  if (!isRecord(value)) return [];
  if (typeof value.component_id === 'string') {
    try {
      return [`[${value.component_id}]`, ...componentText(value as EntryComponent)];
    } catch {
      return [`[${value.component_id}]`];
    }
  }
  if ('components' in value && typeof value.name === 'string') return [`## ${value.name}`, ...lines(value.components)];
  if (typeof value.text === 'string') return [value.text + (typeof value.footnote === 'string' ? ` (${value.footnote})` : '')];
  if (value.type === 'paragraph' || value.type === 'heading') return [lines(value.children).join('')];
  if (value.type === 'list' && Array.isArray(value.items)) return value.items.map((item) => lines(item).join(''));
  if (value.type === 'image') return [`[image] ${String(value.alt ?? '')}`.trim()];
  return Object.entries(value).flatMap(([key, item]) => {
    const text = lines(item);
    return text.length <= 1 ? [`${key}: ${text[0] ?? ''}`] : [`${key}:`, ...text];
  });
}

const version = (value: Value, kind: MergeConflict['kind'], names?: Map<string, string>): MergeVersionWire => {
  if (value === undefined) return { present: false, text: '' };
  if (kind === 'text') return { present: true, text: String(value) };
  if (names && Array.isArray(value)) return { present: true, text: value.map((id) => names.get(String(id)) ?? String(id)).join('\n') };
  return { present: true, text: lines(value).join('\n') };
};

/** Positions from 1 for people; a stretch '@2' (from the base's 3rd item) as '@3'. */
const shown = (segment: string | number) => (typeof segment === 'number' ? segment + 1 : /^@\d+$/.test(segment) ? `@${Number(segment.slice(1)) + 1}` : segment);

export function presentConflict(conflict: MergeConflict, base: EntryDoc, current: EntryDoc, submitted: EntryDoc): MergeConflictWire {
  const { path, kind } = conflict;
  const wire = { id: conflict.id, kind, module_id: '', module_name: '', component: 0, component_type: '', field: path.map(shown) };
  const versions = (names?: Map<string, string>) => ({
    base: version(conflict.base, kind, names),
    current: version(conflict.current, kind, names),
    submitted: version(conflict.submitted, kind, names),
  });
  const docs = [submitted, current, base];
  if (path[0] !== 'modules') return { ...wire, ...versions() };
  if (path[1] === MODULE_ORDER_PATH[1]) {
    const names = new Map(docs.flatMap((doc) => doc.modules.map((module) => [module.id, module.name] as const)).reverse());
    return { ...wire, field: ['modules'], ...versions(names) };
  }
  const moduleId = String(path[1]);
  const find = (doc: EntryDoc): EntryModule | undefined => doc.modules.find((module) => module.id === moduleId);
  const module = find(submitted) ?? find(current) ?? find(base);
  const inModule = { ...wire, module_id: moduleId, module_name: module?.name ?? moduleId, field: path.slice(2).map(shown) };
  if (path[2] !== 'components' || typeof path[3] !== 'number') return { ...inModule, ...versions() };
  const index = path[3];
  const type = [base, current, submitted].map((doc) => find(doc)?.components[index]?.component_id).find(Boolean) ?? '';
  // The component's data keys (past 'data'); its layout or style otherwise.
  const inside = path.slice(path[4] === 'data' ? 5 : 4).map(shown);
  return { ...inModule, component: index + 1, component_type: type, field: inside, ...versions() };
}
