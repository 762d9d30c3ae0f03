/** 'group/value' tags of filter values kept by group ({元素: ['火']} → ['元素/火']), as placements' ext.filter stores them. */
export function filterTags(groups: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(groups).flatMap(([group, values]) => values.map((value) => `${group}/${value}`));
}
