import type { EntryDoc, EntryModule } from '../../../../shared/contract/entry-page.ts';

/**
 * Simple checks before a submit, so the common mistakes are named at once; the server's
 * validation stays the judge (its message is shown when it refuses). No schema library here:
 * it would weigh on the editor's bundle.
 */
export type DocProblem =
  { kind: 'name' } | { kind: 'moduleName'; moduleId: string } | { kind: 'emptyField'; moduleId: string; moduleName: string; index: number; field: string };

function componentProblems(module: EntryModule): DocProblem[] {
  const problems: DocProblem[] = [];
  module.components.forEach((component, index) => {
    const empty = (field: string) => problems.push({ kind: 'emptyField', moduleId: module.id, moduleName: module.name, index, field });
    switch (component.component_id) {
      case 'tabs':
        if (component.data.tabs.some((tab) => !tab.name.trim())) empty('tabs.name');
        break;
      case 'switch':
        if (component.data.options.some((option) => !option.name.trim())) empty('options.name');
        break;
      case 'fold':
        if (!component.data.title.trim()) empty('title');
        break;
      case 'table':
        if (component.data.columns.some((column) => !column.trim())) empty('columns');
        break;
      case 'filter_list':
        if (component.data.categories.some((category) => !category.name.trim() || category.options.some((option) => !option.trim()))) empty('categories');
        if (component.data.items.some((item) => !item.name.trim())) empty('items.name');
        break;
      case 'relic_story':
        if (component.data.pieces.some((piece) => !piece.name.trim())) empty('pieces.name');
        break;
      case 'card':
        if (component.data.cards.some((card) => !card.name.trim())) empty('cards.name');
        break;
      case 'voice':
        if (component.data.items.some((item) => !item.title.trim())) empty('items.title');
        break;
      case 'gallery':
        if (component.data.images.some((image) => !image.src)) empty('images.src');
        break;
      case 'baseInfo':
        if (component.data.attr.some((line) => !line.key.trim())) empty('attr.key');
        break;
      case 'gallery_character':
        if (component.data.list.some((item) => !item.key.trim())) empty('list.key');
        if (component.data.list.some((item) => !item.img)) empty('list.img');
        break;
      case 'ascension':
        if (component.data.list.some((level) => !level.key.trim())) empty('list.key');
        break;
      case 'talent':
      case 'story':
        if (component.data.list.some((item) => !item.title.trim())) empty('list.title');
        break;
      case 'summaryList':
        if (component.data.list.some((item) => !item.name.trim())) empty('list.name');
        break;
      default:
        break;
    }
  });
  return problems;
}

/** What must be filled before the page can be sent for review. */
export function docProblems(doc: EntryDoc): DocProblem[] {
  const problems: DocProblem[] = [];
  if (!doc.name.trim()) problems.push({ kind: 'name' });
  for (const module of doc.modules) {
    if (!module.name.trim()) problems.push({ kind: 'moduleName', moduleId: module.id });
    problems.push(...componentProblems(module));
  }
  return problems;
}

export interface ChangeSummary {
  added: string[];
  changed: string[];
  removed: string[];
  /** The name, description, pictures, aliases or filters changed. */
  pageFields: boolean;
}

/** What a submission changes against the page it started from (by module id). */
export function changeSummary(base: EntryDoc, doc: EntryDoc): ChangeSummary {
  const before = new Map(base.modules.map((module) => [module.id, module]));
  const after = new Set(doc.modules.map((module) => module.id));
  const added: string[] = [];
  const changed: string[] = [];
  for (const module of doc.modules) {
    const old = before.get(module.id);
    if (!old) added.push(module.name);
    else if (JSON.stringify(old) !== JSON.stringify(module)) changed.push(module.name);
  }
  const removed = base.modules.filter((module) => !after.has(module.id)).map((module) => module.name);
  const fields = (value: EntryDoc) => JSON.stringify([value.name, value.desc, value.icon_url, value.header_img_url, value.aliases, value.filter_values]);
  return { added, changed, removed, pageFields: fields(base) !== fields(doc) };
}
