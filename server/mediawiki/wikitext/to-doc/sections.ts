import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import type { EntryModule } from '../../../../shared/contract/entry-page.ts';
import type { Block } from '../../../../shared/contract/rich-text.ts';
import { componentOf, type Item } from './scope.ts';

const MODULE_NAME_MAX = 100;

interface Section {
  name: string;
  lead: boolean;
  components: EntryComponent[];
  mappedAway: boolean;
}

/**
 * The page's items as modules: the text before the first heading is a module named after the
 * page, each '==' section a module; blocks in a row make one rich-text component, tables,
 * galleries, tabs and infoboxes components of their own. A section holding only a reference list
 * (shown by our footnotes) is left out, as is an empty lead.
 */
export function modulesOf(items: readonly Item[], title: string): EntryModule[] {
  const sections: Section[] = [];
  let section: Section = { name: title, lead: true, components: [], mappedAway: false };
  let blocks: Block[] = [];
  const flush = () => {
    if (blocks.length > 0) section.components.push(componentOf('rich_text', { doc: blocks }));
    blocks = [];
  };
  const close = () => {
    flush();
    if (section.components.length > 0 || (!section.lead && !section.mappedAway)) sections.push(section);
  };
  for (const item of items) {
    if (item.kind === 'section') {
      close();
      section = { name: item.name, lead: false, components: [], mappedAway: false };
    } else if (item.kind === 'block') blocks.push(item.block);
    else if (item.kind === 'component') {
      flush();
      section.components.push(item.component);
    } else section.mappedAway = true;
  }
  close();
  return sections.map((s, i) => ({
    id: String(i + 1),
    name: (s.name.trim() || '-').slice(0, MODULE_NAME_MAX),
    is_poped: false,
    group: '',
    components: s.components,
  }));
}
