/**
 * Links to other pages of the dump become placeholder paths while a page is converted (its
 * target may come later in the dump), and real entry paths once the target's entry is known.
 * A placeholder is a path of this site, so the converted document passes our URL rules as is.
 */

const PREFIX = '/__mediawiki__/';

/** The placeholder of a link to a main-namespace title (and a fragment, kept through resolution). */
export const linkPlaceholder = (title: string, fragment: string) =>
  `${PREFIX}${encodeURIComponent(title)}${fragment ? `#${encodeURIComponent(fragment)}` : ''}`;

/** The title and fragment of a placeholder, or undefined when the href is no placeholder. */
export function readPlaceholder(href: string): { title: string; fragment: string } | undefined {
  if (!href.startsWith(PREFIX)) return undefined;
  const rest = href.slice(PREFIX.length);
  const hash = rest.indexOf('#');
  try {
    return hash < 0
      ? { title: decodeURIComponent(rest), fragment: '' }
      : { title: decodeURIComponent(rest.slice(0, hash)), fragment: decodeURIComponent(rest.slice(hash + 1)) };
  } catch {
    return undefined;
  }
}

/** What to do with a placeholder: a path to put instead, or null to drop the link (its text stays). Undefined leaves it. */
export type PlaceholderFix = (title: string, fragment: string) => string | null | undefined;

/**
 * Rewrites every placeholder href in a document (any depth, any component) with `fix`, in place.
 * Answers whether anything changed.
 */
export function fixPlaceholders(value: unknown, fix: PlaceholderFix): boolean {
  let changed = false;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (key === 'href' && typeof child === 'string') {
        const target = readPlaceholder(child);
        if (!target) continue;
        const next = fix(target.title, target.fragment);
        if (next === undefined) continue;
        if (next === null) delete record[key];
        else record[key] = next;
        changed = true;
      } else if (child !== null && typeof child === 'object') {
        visit(child);
      }
    }
  };
  visit(value);
  return changed;
}

/** The titles of the placeholders left in a document. */
export function placeholderTitles(value: unknown): Set<string> {
  const titles = new Set<string>();
  fixPlaceholders(value, (title) => {
    titles.add(title);
    return undefined;
  });
  return titles;
}
