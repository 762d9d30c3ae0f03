import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import type { ReaderEntryPage, ReaderModule } from '../../../../shared/entry-page-wire.ts';

/**
 * The islands prototype (docs/decisions/030-lighter-first-view.md): which components of an entry
 * page need JavaScript. These have state or handlers (tabs, folds, filters, sortable tables,
 * dialogs, the voice player); rich text does where it holds a footnote or a spoiler. The others
 * are markup the server renders once and the browser keeps as it is.
 */
const INTERACTIVE = new Set<string>(['tabs', 'switch', 'fold', 'filter_list', 'table', 'relic_story', 'card', 'voice']);

export function isIsland(component: EntryComponent): boolean {
  if (INTERACTIVE.has(component.component_id)) return true;
  const text = JSON.stringify(component.data);
  return text.includes('"spoiler":true') || /"footnote":"[^"]/.test(text);
}

/** A static component as the browser gets it: its type, no data (its markup is in the page). */
export interface StaticComponent {
  component_id: string;
  data: null;
}

export type SlimComponent = EntryComponent | StaticComponent;

export interface SlimModule extends Omit<ReaderModule, 'components'> {
  components: SlimComponent[];
  /** No island in it: the whole module is markup kept as it is. */
  static: boolean;
}

export interface SlimEntryPage extends Omit<ReaderEntryPage, 'modules'> {
  modules: SlimModule[];
}

/** The page with the data of static components left out (modules as readers see them: readerModules first). */
export function slimPage(page: ReaderEntryPage, shown: ReaderModule[]): SlimEntryPage {
  return {
    ...page,
    modules: shown.map((module) => {
      const components = module.components.map((component): SlimComponent =>
        isIsland(component) ? component : { component_id: component.component_id, data: null },
      );
      return { ...module, components, static: components.every((component) => component.data === null) };
    }),
  };
}

export const isStatic = (component: SlimComponent): component is StaticComponent => component.data === null;
