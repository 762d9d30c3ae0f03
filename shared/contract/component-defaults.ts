import type { ComponentData, ComponentType, EntryComponent } from './entry-page-components.ts';
import { ARTIFACT_SLOTS } from './artifact-slots.ts';

/**
 * The starting data of a new component of each type: the smallest data its schema accepts.
 * Where a schema needs a named item (a tab, an option, a column...), `name` names it; callers
 * pass a text of their language ('Tab 1' in the spec's words). Used by the editor when a
 * component is added and by the server's templates and batch_create_modules.
 */
export function defaultComponentData<T extends ComponentType>(type: T, name: string): ComponentData<T> {
  const data: { [K in ComponentType]: ComponentData<K> } = {
    rich_text: { doc: [] },
    tabs: { tabs: [{ name, doc: [] }] },
    switch: { label: '', options: [{ name, doc: [] }] },
    fold: { title: name, doc: [], open: false },
    filter_list: { categories: [{ name, options: [name] }], items: [] },
    table: { columns: [name], rows: [], sortable: false, fixed_columns: 0 },
    relic_story: { pieces: [{ name, slot: '', icon_url: '', description: '', story: '' }] },
    card: { cards: [{ name, icon_url: '', detail: '{}' }] },
    voice: { items: [{ title: name, text: '', audio_url: '' }] },
    gallery: { images: [{ src: '', caption: '' }] },
    materials: { items: [] },
    baseInfo: { attr: [{ key: name, value: [] }], star: 0, category: '', image: '', rich_text: [] },
    gallery_character: { pic: '', list: [] },
    reliquary_set_effect: { single_set_effect: '', two_set_effect: '', four_set_effect: '' },
    ascension: { list: [{ key: name, combatList: [] }] },
    talent: { list: [{ title: name, icon_url: '', desc: '' }] },
    summaryList: { list: [{ name, icon_url: '', desc: '' }] },
    story: { list: [{ title: name, desc: '' }] },
    artifact_list: Object.fromEntries(ARTIFACT_SLOTS.map((slot) => [slot, { title: '', icon_url: '', desc: '' }])) as ComponentData<'artifact_list'>,
  };
  return data[type];
}

/** A new component of a type with its starting data. */
export function defaultComponent(type: ComponentType, name: string): EntryComponent {
  return { component_id: type, layout: '', style: '', data: defaultComponentData(type, name) } as EntryComponent;
}
