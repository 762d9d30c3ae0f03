import { ARTIFACT_SLOTS } from '../../../shared/contract/artifact-slots.ts';
import type { EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { AnyCallContext } from '../../api/route.ts';

/**
 * `display_field` of get_entry_page_list items: what the publisher shows on a list card beside the
 * name. genshin.py requires it of two menus, by the publisher's menu id: artifacts (5) carry the
 * set effects and the five pieces' icons (`values[...]`: a missing key is a KeyError), enemies (7)
 * their drops (`drop_materials`, JSON text of a list). Other menus carry an empty object, which
 * every program reads (HoYoWiki.py requires the key).
 */
export const ARTIFACTS_MENU = 5;
export const ENEMIES_MENU = 7;

const componentsOf = (modules: EntryDoc['modules']): EntryComponent[] => modules.flatMap((module) => module.components);

function artifactFields(modules: EntryDoc['modules'], absolute: (url: string) => string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const slot of ARTIFACT_SLOTS) fields[`${slot}_icon_url`] = '';
  Object.assign(fields, { single_set_effect: '', two_set_effect: '', four_set_effect: '' });
  for (const component of componentsOf(modules)) {
    if (component.component_id === 'reliquary_set_effect') {
      const { single_set_effect, two_set_effect, four_set_effect } = component.data;
      Object.assign(fields, { single_set_effect, two_set_effect, four_set_effect });
    }
    if (component.component_id === 'artifact_list') for (const slot of ARTIFACT_SLOTS) fields[`${slot}_icon_url`] = absolute(component.data[slot].icon_url);
  }
  return fields;
}

const NO_DOC: EntryDoc['modules'] = [];

/** The display fields of the listed entries of a menu (by the publisher's id): a reader by entry id. */
export async function displayFields(
  context: Pick<AnyCallContext, 'services' | 'edition'>,
  publisherMenuId: number | undefined,
  entryIds: number[],
  absolute: (url: string) => string,
): Promise<(entryId: number) => Record<string, unknown>> {
  if ((publisherMenuId !== ARTIFACTS_MENU && publisherMenuId !== ENEMIES_MENU) || entryIds.length === 0) return () => ({});
  const { services, edition } = context;
  const pages = await services.entryPages.pages(edition.id, entryIds);
  const fields = new Map<number, Record<string, unknown>>();
  if (publisherMenuId === ARTIFACTS_MENU) {
    for (const page of pages) fields.set(page.id, artifactFields(page.doc.modules, absolute));
    return (id) => fields.get(id) ?? artifactFields(NO_DOC, absolute);
  }
  const drops = new Map(
    pages.map((page) => [
      page.id,
      componentsOf(page.doc.modules).flatMap((component) =>
        component.component_id === 'materials' ? component.data.items.map((item) => item.entry_page_id) : [],
      ),
    ]),
  );
  const names = new Map((await services.entryPages.briefs(edition.id, [...drops.values()].flat())).map((brief) => [brief.id, brief.name]));
  for (const [id, materialIds] of drops) {
    const materials = materialIds.flatMap((materialId) => (names.has(materialId) ? [names.get(materialId)!] : []));
    fields.set(id, { drop_materials: JSON.stringify(materials) });
  }
  return (id) => fields.get(id) ?? { drop_materials: '[]' };
}
