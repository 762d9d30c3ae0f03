import type { FilterGroup } from '../../../shared/channel-ext.ts';

/** The chosen option of each filter group; a group left out is 'unlimited' (不限). */
export type FilterChoice = Record<string, string>;

/** Chosen options spelt 'groupLabel/optionLabel', as entries' filter values are. */
export function chosenValues(choice: FilterChoice): string[] {
  return Object.entries(choice)
    .filter(([, option]) => option !== '')
    .map(([group, option]) => `${group}/${option}`);
}

/** Drops choices of groups or options the definition does not have. */
export function validChoice(groups: FilterGroup[], choice: FilterChoice): FilterChoice {
  const valid: FilterChoice = {};
  for (const group of groups) {
    const option = choice[group.label];
    if (option && group.options.includes(option)) valid[group.label] = option;
  }
  return valid;
}
