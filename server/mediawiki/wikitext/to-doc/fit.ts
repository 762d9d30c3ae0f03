import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import { ENTRY_PAGE_LIMITS, type EntryModule } from '../../../../shared/contract/entry-page.ts';
import type { Block, Inline, RichDoc } from '../../../../shared/contract/rich-text.ts';
import { EDITOR_LIMITS } from '../../../../shared/limits.ts';
import { componentText } from '../../../domains/entry-pages/plain-text.ts';
import type { Notes } from './notes.ts';
import { componentOf } from './scope.ts';
import { chunks } from '../../../chunks.ts';

/** The rich-text contract's ceilings (shared/contract/rich-text.ts). */
const RICH = { text: 20_000, paragraphRuns: 500, headingRuns: 50, listItems: 200, itemRuns: 100, blocks: 2_000 } as const;
const GROUP_NAME_MAX = 50;

/** Runs of text over the ceiling become several runs with the same marks (the footnote on the last). */
function splitLongRuns(runs: Inline[]): Inline[] {
  if (runs.every((run) => run.text.length <= RICH.text)) return runs;
  return runs.flatMap((run) => {
    if (run.text.length <= RICH.text) return [run];
    const pieces: Inline[] = [];
    for (let i = 0; i < run.text.length; i += RICH.text) pieces.push({ ...run, text: run.text.slice(i, i + RICH.text), footnote: undefined });
    const last = pieces.at(-1)!;
    if (run.footnote !== undefined) last.footnote = run.footnote;
    return pieces.map((piece) => Object.fromEntries(Object.entries(piece).filter(([, value]) => value !== undefined)) as Inline);
  });
}

/** Runs beyond a ceiling join the last run kept, as its text (their marks are lost: noted). */
function capRuns(runs: Inline[], max: number, notes: Notes, what: string): Inline[] {
  if (runs.length <= max) return runs;
  notes.add(
    'limit',
    what,
    runs
      .map((run) => run.text)
      .join('')
      .slice(0, 200),
  );
  const kept = runs.slice(0, max);
  const last = { ...kept[max - 1]! };
  const rest = runs.slice(max - 1);
  last.text = rest
    .map((run) => run.text + (run.footnote ? ` (${run.footnote})` : ''))
    .join('')
    .slice(0, RICH.text);
  delete last.footnote;
  kept[max - 1] = last;
  return kept;
}

/** A rich-text document within the block ceilings (paragraphs and lists split, over-long runs cut into several). */
function fitBlocks(doc: RichDoc, notes: Notes): RichDoc {
  return doc.flatMap((block): Block[] => {
    switch (block.type) {
      case 'paragraph':
        return chunks(splitLongRuns(block.children), RICH.paragraphRuns).map((children) => ({ type: 'paragraph', children }));
      case 'heading':
        return [{ ...block, children: capRuns(splitLongRuns(block.children), RICH.headingRuns, notes, 'heading runs') }];
      case 'list': {
        const items = block.items.map((item) => capRuns(splitLongRuns(item), RICH.itemRuns, notes, 'list item runs'));
        return chunks(items, RICH.listItems).map((part) => ({ type: 'list', ordered: block.ordered, items: part }));
      }
      case 'image':
        return [block];
    }
  });
}

/** A document with at most the ceiling's blocks (for tabs and folds, whose documents cannot split). */
function capDoc(doc: RichDoc, notes: Notes): RichDoc {
  const fitted = fitBlocks(doc, notes);
  if (fitted.length <= RICH.blocks) return fitted;
  notes.add('limit', 'rich text blocks', '');
  return fitted.slice(0, RICH.blocks);
}

function fitComponent(component: EntryComponent, notes: Notes): EntryComponent[] {
  switch (component.component_id) {
    case 'rich_text':
      return chunks(fitBlocks(component.data.doc, notes), RICH.blocks).map((doc) => componentOf('rich_text', { doc }, component.layout));
    case 'tabs':
      return [{ ...component, data: { tabs: component.data.tabs.map((tab) => ({ ...tab, doc: capDoc(tab.doc, notes) })) } }];
    case 'fold':
      return [{ ...component, data: { ...component.data, doc: capDoc(component.data.doc, notes) } }];
    case 'switch':
      return [{ ...component, data: { ...component.data, options: component.data.options.map((option) => ({ ...option, doc: capDoc(option.doc, notes) })) } }];
    default:
      return [component];
  }
}

/** Modules past the page's ceiling: their readable text, in one rich-text module (noted). */
function overflowModule(modules: EntryModule[], notes: Notes): EntryModule {
  notes.add(
    'limit',
    'modules per page',
    modules
      .map((module) => module.name)
      .join(', ')
      .slice(0, 200),
  );
  const doc: Block[] = [];
  for (const module of modules) {
    doc.push({ type: 'heading', level: 2, children: [{ text: module.name }] });
    for (const component of module.components) {
      for (const line of componentText(component)) if (line.trim() !== '') doc.push({ type: 'paragraph', children: splitLongRuns([{ text: line }]) });
    }
  }
  return { ...modules[0]!, components: [componentOf('rich_text', { doc: doc.slice(0, RICH.blocks) })] };
}

/**
 * Modules within the page's ceilings (the editor's and the contracts'): components over 40 continue
 * in a module of the same name, modules past 200 are folded into the last as text, and each run of
 * ten modules is a module group (the first the default group, the others named after their first
 * module). Ids are the modules' positions.
 */
export function fitModules(modules: EntryModule[], notes: Notes): EntryModule[] {
  let out: EntryModule[] = [];
  for (const module of modules) {
    const components = module.components.flatMap((component) => fitComponent(component, notes));
    const parts = components.length === 0 ? [[]] : chunks(components, ENTRY_PAGE_LIMITS.componentsPerModule);
    for (const part of parts) out.push({ ...module, components: part });
  }
  if (out.length > ENTRY_PAGE_LIMITS.modules)
    out = [...out.slice(0, ENTRY_PAGE_LIMITS.modules - 1), overflowModule(out.slice(ENTRY_PAGE_LIMITS.modules - 1), notes)];
  const groups = new Set<string>();
  return out.map((module, i) => {
    const chunk = Math.floor(i / EDITOR_LIMITS.modulesPerGroup);
    let group = '';
    if (chunk > 0) {
      const first = out[chunk * EDITOR_LIMITS.modulesPerGroup]!;
      group = first.name.slice(0, GROUP_NAME_MAX);
      if (i === chunk * EDITOR_LIMITS.modulesPerGroup) {
        for (let n = 2; groups.has(group) || group === ''; n++) group = `${first.name.slice(0, GROUP_NAME_MAX - 6)} (${n})`;
        groups.add(group);
      } else group = [...groups].at(-1)!;
    }
    return { ...module, id: String(i + 1), group };
  });
}
