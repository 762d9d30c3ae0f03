/**
 * Filter tags of an entry page: selecting a tag hides items that do not match;
 * 'all' clears the selection and is selected again whenever nothing else is; an item matches
 * only when it matches every category with a selected tag (tags of one category are
 * alternatives); when nothing matches the page shows an empty-result notice.
 * A tag is spelt 'category/option'.
 */
export type TagSelection = readonly string[];

export const ALL: TagSelection = [];

export const tagOf = (category: string, option: string) => `${category}/${option}`;

/** Whether 'all' shows as selected: it is exactly when no tag is. */
export const isAllSelected = (selection: TagSelection) => selection.length === 0;

/** Selects or unselects one tag (unselecting the last one re-selects 'all'). */
export function toggleTag(selection: TagSelection, tag: string): TagSelection {
  return selection.includes(tag) ? selection.filter((selected) => selected !== tag) : [...selection, tag];
}

/** The category part of a tag. */
const categoryOf = (tag: string) => tag.slice(0, Math.max(0, tag.indexOf('/')));

/** Whether an item with these tags stays visible under the selection. */
export function itemMatches(itemTags: readonly string[], selection: TagSelection): boolean {
  if (isAllSelected(selection)) return true;
  const byCategory = new Map<string, string[]>();
  for (const tag of selection) byCategory.set(categoryOf(tag), [...(byCategory.get(categoryOf(tag)) ?? []), tag]);
  for (const tags of byCategory.values()) {
    if (!tags.some((tag) => itemTags.includes(tag))) return false;
  }
  return true;
}

/** The items still shown, and whether the empty-result notice shows. */
export function filterItems<Item extends { tags: readonly string[] }>(items: readonly Item[], selection: TagSelection): { shown: Item[]; empty: boolean } {
  const shown = items.filter((item) => itemMatches(item.tags, selection));
  return { shown, empty: shown.length === 0 };
}
