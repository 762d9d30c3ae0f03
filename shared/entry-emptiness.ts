import type { EntryComponent } from './contract/entry-page-components.ts';
import type { Block, Inline, RichDoc } from './contract/rich-text.ts';

/**
 * What of an entry page readers are shown: a page starts from its channel's template (the
 * modules, table columns and tab names of the other entries, without their content), so a new
 * entry holds tables without rows, tabs without text, voice lines named '名称' and nothing else.
 * Readers never see those: empty parts are left out of the reader's render, and the editor and
 * the review page list them before the page is sent or published. Decided from the data alone.
 */

const blank = (value: string | undefined) => !value || value.trim() === '';

const inlinesHaveText = (runs: readonly Inline[]) => runs.some((run) => !blank(run.text));

function blockHasContent(block: Block): boolean {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlinesHaveText(block.children);
    case 'image':
      return !blank(block.src);
    case 'list':
      return block.items.some(inlinesHaveText);
    default:
      return true;
  }
}

/** A rich-text document with something to read: text, or a picture. */
export const richDocHasContent = (doc: RichDoc) => doc.some(blockHasContent);

/** A card's detail is JSON text of the card; '' and '{}' say nothing. */
const cardDetailBlank = (detail: string) => blank(detail) || /^\{\s*\}$/.test(detail.trim());

/**
 * The component as readers get it: its empty parts left out (tabs and switch options without
 * text, table rows without a filled cell, voice lines without text or clip, relic pieces and
 * cards with nothing but a name, pictures without a source); null when nothing is left.
 */
export function readerComponent(component: EntryComponent): EntryComponent | null {
  switch (component.component_id) {
    case 'rich_text':
      return richDocHasContent(component.data.doc) ? component : null;
    case 'fold':
      return richDocHasContent(component.data.doc) ? component : null;
    case 'tabs': {
      const tabs = component.data.tabs.filter((tab) => richDocHasContent(tab.doc));
      if (tabs.length === 0) return null;
      return tabs.length === component.data.tabs.length ? component : { ...component, data: { ...component.data, tabs } };
    }
    case 'switch': {
      const options = component.data.options.filter((option) => richDocHasContent(option.doc));
      if (options.length === 0) return null;
      return options.length === component.data.options.length ? component : { ...component, data: { ...component.data, options } };
    }
    case 'table': {
      const rows = component.data.rows.filter((row) => row.some((cell) => !blank(cell)));
      if (rows.length === 0) return null;
      return rows.length === component.data.rows.length ? component : { ...component, data: { ...component.data, rows } };
    }
    case 'filter_list':
      return component.data.items.length > 0 ? component : null;
    case 'relic_story': {
      const pieces = component.data.pieces.filter((piece) => !blank(piece.story) || !blank(piece.description) || !blank(piece.icon_url));
      if (pieces.length === 0) return null;
      return pieces.length === component.data.pieces.length ? component : { ...component, data: { ...component.data, pieces } };
    }
    case 'card': {
      const cards = component.data.cards.filter((card) => !blank(card.icon_url) || !cardDetailBlank(card.detail));
      if (cards.length === 0) return null;
      return cards.length === component.data.cards.length ? component : { ...component, data: { ...component.data, cards } };
    }
    case 'voice': {
      const items = component.data.items.filter((item) => !blank(item.text) || !blank(item.audio_url));
      if (items.length === 0) return null;
      return items.length === component.data.items.length ? component : { ...component, data: { ...component.data, items } };
    }
    case 'gallery': {
      const images = component.data.images.filter((image) => !blank(image.src));
      if (images.length === 0) return null;
      return images.length === component.data.images.length ? component : { ...component, data: { ...component.data, images } };
    }
    case 'materials':
      return component.data.items.length > 0 || !blank(component.data.custom?.name) ? component : null;
    case 'baseInfo': {
      const attr = component.data.attr.filter((line) => line.value.some((value) => !blank(value)));
      const rest = component.data.star > 0 || !blank(component.data.category) || !blank(component.data.image) || richDocHasContent(component.data.rich_text);
      if (attr.length === 0 && !rest) return null;
      return attr.length === component.data.attr.length ? component : { ...component, data: { ...component.data, attr } };
    }
    case 'gallery_character': {
      const list = component.data.list.filter((item) => !blank(item.img));
      if (list.length === 0 && blank(component.data.pic)) return null;
      return list.length === component.data.list.length ? component : { ...component, data: { ...component.data, list } };
    }
    case 'reliquary_set_effect': {
      const { single_set_effect, two_set_effect, four_set_effect } = component.data;
      return [single_set_effect, two_set_effect, four_set_effect].some((effect) => !blank(effect)) ? component : null;
    }
    case 'ascension': {
      // The first row names the columns: a level is shown when another row has a value.
      const list = component.data.list.filter((level) => level.combatList.slice(1).some((row) => row.values.some((value) => !blank(value))));
      if (list.length === 0) return null;
      return list.length === component.data.list.length ? component : { ...component, data: { ...component.data, list } };
    }
    case 'talent':
    case 'summaryList': {
      const items: ReadonlyArray<{ desc: string; icon_url: string }> = component.data.list;
      const list = items.filter((item) => !blank(item.desc) || !blank(item.icon_url));
      if (list.length === 0) return null;
      return list.length === items.length ? component : ({ ...component, data: { ...component.data, list } } as EntryComponent);
    }
    case 'story': {
      const list = component.data.list.filter((item) => !blank(item.desc));
      if (list.length === 0) return null;
      return list.length === component.data.list.length ? component : { ...component, data: { ...component.data, list } };
    }
    case 'artifact_list':
      return Object.values(component.data).some((piece) => !blank(piece.title) && (!blank(piece.desc) || !blank(piece.icon_url))) ? component : null;
    default:
      return component;
  }
}

interface ModuleLike {
  components: EntryComponent[];
}

/**
 * The modules readers are shown, each with its components as readers get them
 * (readerComponent); a module none of whose components has anything left is left out.
 * Modules already whole are passed through as they are (the same objects).
 */
export function readerModules<M extends ModuleLike>(modules: readonly M[]): M[] {
  const shown: M[] = [];
  for (const module of modules) {
    const components = module.components.flatMap((component) => readerComponent(component) ?? []);
    if (components.length === 0) continue;
    const whole = components.length === module.components.length && components.every((component, index) => component === module.components[index]);
    shown.push(whole ? module : { ...module, components });
  }
  return shown;
}

/** A tab or switch option readers will not see, inside a module they will. */
export interface HiddenPart {
  module: string;
  name: string;
}

export interface EmptinessReport {
  /** Names of the modules readers will not see, in page order. */
  modules: string[];
  /** Tabs and switch options readers will not see, in modules they will. */
  parts: HiddenPart[];
}

/** What of a document readers will not see because it is empty (for the editor's and the reviewer's previews). */
export function emptinessReport(doc: { modules: ReadonlyArray<ModuleLike & { name: string }> }): EmptinessReport {
  const report: EmptinessReport = { modules: [], parts: [] };
  for (const module of doc.modules) {
    if (!module.components.some((component) => readerComponent(component) !== null)) {
      report.modules.push(module.name);
      continue;
    }
    for (const component of module.components) {
      if (component.component_id === 'tabs') {
        for (const tab of component.data.tabs) if (!richDocHasContent(tab.doc)) report.parts.push({ module: module.name, name: tab.name });
      } else if (component.component_id === 'switch') {
        for (const option of component.data.options) if (!richDocHasContent(option.doc)) report.parts.push({ module: module.name, name: option.name });
      }
    }
  }
  return report;
}

/** True when nothing of the document is hidden from readers for being empty. */
export const nothingHidden = (report: EmptinessReport) => report.modules.length === 0 && report.parts.length === 0;
