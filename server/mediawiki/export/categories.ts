import { mainNamespaceTitle } from './page-titles.ts';

/**
 * The filter group the importer files categories under when no channel has their name
 * (docs/decisions/018-mediawiki-import.md): '分类', or 'Category' for an edition whose language
 * is not Chinese. Values of that group are written back as plain categories.
 */
export const defaultFilterGroup = (lang: string) => (lang.toLowerCase().startsWith('zh') ? '分类' : 'Category');

/**
 * The categories of an entry revision we wrote (imported revisions keep their own text): one per
 * channel the entry is placed in, and one per filter value, named `value` in the default group
 * and `group/value` in any other (an import maps those back with --map).
 */
export function categoriesOf(channels: string[], filterValues: Record<string, string[]>, defaultGroup: string): string[] {
  const names = [...channels];
  for (const [group, values] of Object.entries(filterValues)) for (const value of values) names.push(group === defaultGroup ? value : `${group}/${value}`);
  const titles = names.map((name) => mainNamespaceTitle(name)).filter((title): title is string => title !== null);
  return [...new Set(titles)];
}

/** The category links appended to a revision's wikitext. */
export const categoryLinks = (categories: string[]) => (categories.length === 0 ? '' : `\n\n${categories.map((name) => `[[Category:${name}]]`).join('\n')}`);
