import { chExtValue, parseChExt, parseFilterDefinition } from '../../../shared/channel-ext.ts';
import { defaultComponent } from '../../../shared/contract/component-defaults.ts';
import type { EntryTemplateAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDoc, EntryModule } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { readCurrentPage } from '../entry-pages/current-page.ts';
import { newModuleId } from './draft-edit.ts';
import { channelOf } from './pages.ts';

/** The name given to the first item of a new component (a tab, a column...): the wiki's language. */
export const DEFAULT_ITEM_NAME = '名称';

/** The modules of a new entry in a channel none of whose entries exists yet. */
const DEFAULT_STRUCTURE: Array<Pick<EntryModule, 'name' | 'group' | 'is_poped' | 'components'>> = [
  { name: '基础信息', group: '', is_poped: false, components: [defaultComponent('table', DEFAULT_ITEM_NAME)] },
  { name: '简介', group: '', is_poped: false, components: [defaultComponent('rich_text', DEFAULT_ITEM_NAME)] },
];

/** The filter categories a channel's entries are tagged with: its own definition, else its nearest ancestor's. */
async function filterCategories(db: Db, editionId: number, channelId: number): Promise<string[]> {
  for (let id: number | null = channelId, depth = 0; id !== null && depth < 10; depth += 1) {
    const channel: Awaited<ReturnType<typeof channelOf>> = await channelOf(db, editionId, id);
    const groups = parseFilterDefinition(chExtValue(parseChExt(channel.chExt), 'filter'));
    if (groups.length > 0) return groups.map((group) => group.label);
    id = channel.parentId;
  }
  return [];
}

/**
 * A component's skeleton: its type with default data, keeping what gives a page of the channel
 * its shape (a table's columns, the filter categories of a list, the names of tabs and
 * switch options) and none of its content.
 */
export function skeletonOf(component: EntryComponent): EntryComponent {
  const blank = defaultComponent(component.component_id, DEFAULT_ITEM_NAME);
  switch (component.component_id) {
    case 'table':
      return { ...blank, data: { ...component.data, rows: [] } } as EntryComponent;
    case 'filter_list':
      return { ...blank, data: { categories: component.data.categories, items: [] } } as EntryComponent;
    case 'tabs':
      return { ...blank, data: { tabs: component.data.tabs.map((tab) => ({ name: tab.name, doc: [] })) } } as EntryComponent;
    case 'switch':
      return {
        ...blank,
        data: { label: component.data.label, options: component.data.options.map((option) => ({ name: option.name, doc: [] })) },
      } as EntryComponent;
    case 'baseInfo':
      // The attribute names (生日, 所属, 元素…) without their values.
      return { ...blank, data: { ...blank.data, attr: component.data.attr.map((line) => ({ key: line.key, value: [] })) } } as EntryComponent;
    case 'ascension':
      // The levels and the row naming the columns.
      return {
        ...blank,
        data: { list: component.data.list.map((level) => ({ key: level.key, combatList: level.combatList.slice(0, 1) })) },
      } as EntryComponent;
    default:
      return blank;
  }
}

/** The structure (not the content) of a document: names, groups and component skeletons. */
export function structureOf(modules: Array<Pick<EntryModule, 'name' | 'group' | 'is_poped' | 'components'>>): EntryModule[] {
  const taken = new Set<string>();
  return modules.map((module) => ({
    id: newModuleId(taken),
    name: module.name,
    group: module.group,
    is_poped: module.is_poped,
    components: module.components.map(skeletonOf),
  }));
}

/**
 * The starting document of a new entry in a channel: no name, the channel's filter categories
 * with nothing chosen, and the module structure of the channel's most recently updated entry
 * (so a new character looks like the other characters: the same modules, table columns and tab names, without their content), else a basic two-module page.
 */
export async function entryTemplate(db: Db, editionId: number, menuId: number): Promise<EntryTemplateAnswer> {
  const channel = await channelOf(db, editionId, menuId);
  const categories = await filterCategories(db, editionId, menuId);
  const latest = await db
    .selectFrom('entry_pages as p')
    .select(['p.content_id'])
    .where('p.edition_id', '=', editionId)
    .where('p.menu_id', '=', menuId)
    .where('p.current_revision_id', 'is not', null)
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.content_id', 'desc')
    .executeTakeFirst();
  // Through readCurrentPage: an imported page not converted yet is converted on this read.
  const model = latest ? (await readCurrentPage(db, editionId, Number(latest.content_id)))?.doc : undefined;
  const modules = model && model.modules.length > 0 ? structureOf(model.modules) : structureOf(DEFAULT_STRUCTURE);
  const doc: EntryDoc = {
    name: '',
    desc: '',
    icon_url: '',
    header_img_url: '',
    aliases: [],
    filter_values: Object.fromEntries(categories.map((category) => [category, []])),
    modules,
  };
  return { menu_id: channel.id, menu_name: channel.name, doc };
}
