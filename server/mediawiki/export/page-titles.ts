/**
 * Page titles MediaWiki accepts, made from our entry names and aliases. MediaWiki refuses
 * `# < > [ ] | { }`, `%XX` sequences, three tildes and a leading colon, reads a prefix such as
 * `Category:` as a namespace, turns underscores into spaces and upper-cases the first letter.
 * Refused characters become their full-width twins (［ ］ ｜ ...), which read the same, and a
 * namespace-like prefix gets a full-width colon, so every entry stays a page of the main namespace.
 */

const FULL_WIDTH: Record<string, string> = { '#': '＃', '<': '＜', '>': '＞', '[': '［', ']': '］', '|': '｜', '{': '｛', '}': '｝' };

/** Names MediaWiki reads as a namespace before a colon (English canonical names and aliases). */
const NAMESPACE_PREFIXES = new Set([
  'media',
  'special',
  'talk',
  'user',
  'user talk',
  'project',
  'project talk',
  'file',
  'file talk',
  'image',
  'image talk',
  'mediawiki',
  'mediawiki talk',
  'template',
  'template talk',
  'help',
  'help talk',
  'category',
  'category talk',
  'module',
  'module talk',
]);

/** MediaWiki's longest title, in UTF-8 bytes. */
const MAX_TITLE_BYTES = 255;

function upperFirst(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toUpperCase() + text.slice(char.length);
}

function cutToBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  let out = '';
  for (const char of text) {
    if (Buffer.byteLength(out + char) > max) break;
    out += char;
  }
  return out.trim();
}

/** A main-namespace title for a name, as MediaWiki will store it; null when nothing of the name is left. */
export function mainNamespaceTitle(name: string, extraNamespaces: Iterable<string> = []): string | null {
  let title = name
    .replace(/[#<>[\]|{}]/g, (char) => FULL_WIDTH[char]!)
    .replace(/%([0-9A-Fa-f]{2})/g, '％$1')
    .replace(/~{3,}/g, (tildes) => '～'.repeat(tildes.length))
    // eslint-disable-next-line no-control-regex -- control characters are refused in titles
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[_\s\u00a0\u3000]+/g, ' ')
    .trim()
    .replace(/^:+/, (colons) => '：'.repeat(colons.length));
  const colon = title.indexOf(':');
  if (colon > 0) {
    const prefix = title.slice(0, colon).trim().toLowerCase().replace(/_/g, ' ');
    const local = new Set([...extraNamespaces].map((namespace) => namespace.toLowerCase()));
    if (NAMESPACE_PREFIXES.has(prefix) || local.has(prefix)) title = `${title.slice(0, colon)}：${title.slice(colon + 1)}`;
  }
  if (
    title === '.' ||
    title === '..' ||
    title.startsWith('./') ||
    title.startsWith('../') ||
    title.includes('/./') ||
    title.includes('/../') ||
    title.endsWith('/.') ||
    title.endsWith('/..')
  ) {
    title = title.replace(/\./g, '．');
  }
  title = upperFirst(cutToBytes(title, MAX_TITLE_BYTES));
  return title === '' ? null : title;
}

/**
 * The titles of one export: each entry and alias gets a title no other page of the export has
 * (MediaWiki would merge two pages of one title into one history). An entry whose title is
 * taken gets its id in brackets; an alias whose title is taken is left out and reported.
 */
export class TitleBook {
  private readonly taken = new Set<string>();

  constructor(private readonly namespaces: Iterable<string> = []) {}

  entryTitle(name: string, contentId: number): string {
    const title = mainNamespaceTitle(name, this.namespaces) ?? `Entry ${contentId}`;
    const unique = this.taken.has(title) ? `${title} (${contentId})` : title;
    this.taken.add(unique);
    return unique;
  }

  /** The redirect title of an alias, or null when the alias is empty or its title is already a page. */
  aliasTitle(alias: string): string | null {
    const title = mainNamespaceTitle(alias, this.namespaces);
    if (!title || this.taken.has(title)) return null;
    this.taken.add(title);
    return title;
  }
}
