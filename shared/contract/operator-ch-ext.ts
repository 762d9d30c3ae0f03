import { chExtValue, displayTypeOf, parseChExt, parseFilterDefinition, type ChExtAttribute } from '../channel-ext.ts';
import type { ChExtInput } from './operator-channels.ts';

/**
 * Between the console's ch_ext form and the stored attribute list (JSON text readers get).
 * Plain code without the schema library: the live preview runs it in the browser.
 */

const TEXT_KEYS = ['icon', 'icon_url', 'icon_url_pc', 'icon_url_pc_hover', 'king_kong_icon', 'jump_url', 'value'] as const;
const FLAG_KEYS = ['show_in_catalog', 'home_more', 'is_latest', 'open_for_create'] as const;
/** Keys the form manages; other stored attributes are kept as they are. */
export const MANAGED_KEYS: readonly string[] = ['display_type', 'col_per_row', 'filter', ...TEXT_KEYS, ...FLAG_KEYS];

const isOn = (value: string) => value === '1' || value.toLowerCase() === 'true';

/** The form's view of stored ch_ext text. */
export function chExtToInput(text: string): ChExtInput {
  const attributes = parseChExt(text);
  const value = (key: string) => chExtValue(attributes, key);
  const special = value('value');
  return {
    display_type: displayTypeOf(attributes),
    col_per_row: Math.min(Math.max(Number.parseInt(value('col_per_row'), 10) || 0, 0), 8),
    icon: value('icon'),
    icon_url: value('icon_url'),
    icon_url_pc: value('icon_url_pc'),
    icon_url_pc_hover: value('icon_url_pc_hover'),
    king_kong_icon: value('king_kong_icon'),
    jump_url: value('jump_url'),
    filter: parseFilterDefinition(value('filter')).map((group) => ({ label: group.label, options: group.options })),
    show_in_catalog: isOn(value('show_in_catalog')),
    home_more: isOn(value('home_more')),
    is_latest: isOn(value('is_latest')),
    open_for_create: isOn(value('open_for_create')),
    value: special === 'contribute' || special === 'calendar' ? special : '',
  };
}

const attribute = (key: string, value: string): ChExtAttribute => ({ type: 'string', attribute_name: key, attribute_key: key, value });

/** Stored ch_ext text for the form's values; `previous` keeps attributes the form does not manage. */
export function inputToChExt(input: ChExtInput, previous = '[]'): string {
  const attributes: ChExtAttribute[] = [attribute('display_type', input.display_type)];
  if (input.col_per_row > 0) attributes.push(attribute('col_per_row', String(input.col_per_row)));
  for (const key of TEXT_KEYS) if (input[key] !== '') attributes.push(attribute(key, input[key]));
  if (input.filter.length > 0) {
    attributes.push(
      attribute('filter', JSON.stringify(input.filter.map((group) => ({ label: group.label, children: group.options.map((label) => ({ label })) })))),
    );
  }
  for (const key of FLAG_KEYS) if (input[key]) attributes.push(attribute(key, '1'));
  const kept = parseChExt(previous).filter((entry) => !MANAGED_KEYS.includes(entry.attribute_key));
  return JSON.stringify([...attributes, ...kept]);
}
