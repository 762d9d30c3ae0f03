import type { DumpNamespace, NamespaceCase } from './dump/types.ts';

/** MediaWiki's canonical (English) namespace names and the usual aliases, valid on every wiki beside the local names. */
const CANONICAL: ReadonlyArray<[number, string]> = [
  [-2, 'Media'],
  [-1, 'Special'],
  [1, 'Talk'],
  [2, 'User'],
  [3, 'User talk'],
  [4, 'Project'],
  [5, 'Project talk'],
  [6, 'File'],
  [6, 'Image'],
  [7, 'File talk'],
  [7, 'Image talk'],
  [8, 'MediaWiki'],
  [9, 'MediaWiki talk'],
  [10, 'Template'],
  [11, 'Template talk'],
  [12, 'Help'],
  [13, 'Help talk'],
  [14, 'Category'],
  [15, 'Category talk'],
  [828, 'Module'],
  [829, 'Module talk'],
];

export const MAIN_NAMESPACE = 0;
export const FILE_NAMESPACE = 6;
export const CATEGORY_NAMESPACE = 14;

/** A title split into its namespace and the rest, normalised as MediaWiki does. */
export interface ParsedTitle {
  ns: number;
  /** Without the namespace prefix. */
  title: string;
  fragment: string;
}

/** Spaces instead of underscores, runs of whitespace as one space, trimmed. */
const tidy = (text: string) => text.replace(/[_\s\u00a0\u3000]+/g, ' ').trim();
const folded = (name: string) => tidy(name).toLowerCase();

function upperFirst(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const char = String.fromCodePoint(first);
  return char.toUpperCase() + text.slice(char.length);
}

/** Namespaces of one dump: names (local, canonical, aliases) → number, and each one's case rule. */
export class Namespaces {
  private readonly byName = new Map<string, number>();
  private readonly caseOf = new Map<number, NamespaceCase>();
  private readonly localName = new Map<number, string>();

  constructor(namespaces: readonly DumpNamespace[], extraNames: Record<number, string[]> = {}) {
    for (const [key, name] of CANONICAL) this.byName.set(folded(name), key);
    for (const [key, names] of Object.entries(extraNames)) for (const name of names) this.byName.set(folded(name), Number(key));
    for (const namespace of namespaces) {
      this.caseOf.set(namespace.key, namespace.case);
      if (namespace.key !== 0 && namespace.name) {
        this.byName.set(folded(namespace.name), namespace.key);
        this.localName.set(namespace.key, tidy(namespace.name));
      }
    }
  }

  /** Local names of every namespace but the main one, as the converter's site info wants them. */
  names(): Record<number, string[]> {
    const out: Record<number, string[]> = {};
    for (const [key, name] of this.localName) out[key] = [name];
    return out;
  }

  /** The title's own text normalised for namespace `ns` (first letter upper case unless the namespace is case-sensitive). */
  normalise(ns: number, title: string): string {
    const text = tidy(title);
    return (this.caseOf.get(ns) ?? 'first-letter') === 'first-letter' ? upperFirst(text) : text;
  }

  /** A link target or page title as written ("分类:Foo", "foo_bar#Intro", ":Category:X") → namespace, title and fragment. */
  parse(raw: string): ParsedTitle {
    let text = raw;
    let fragment = '';
    const hash = text.indexOf('#');
    if (hash >= 0) {
      fragment = tidy(text.slice(hash + 1));
      text = text.slice(0, hash);
    }
    text = tidy(text).replace(/^:+\s*/, '');
    let ns = MAIN_NAMESPACE;
    const colon = text.indexOf(':');
    if (colon > 0) {
      const key = this.byName.get(folded(text.slice(0, colon)));
      if (key !== undefined) {
        ns = key;
        text = text.slice(colon + 1);
      }
    }
    return { ns, title: this.normalise(ns, text), fragment };
  }

  /** The page's own title from a dump's <title> and <ns>: the prefix removed, normalised. */
  pageTitle(ns: number, raw: string): string {
    if (ns === MAIN_NAMESPACE) return this.normalise(ns, raw);
    const parsed = this.parse(raw);
    if (parsed.ns === ns) return parsed.title;
    // The prefix is not one we know: drop whatever stands before the first colon.
    const colon = raw.indexOf(':');
    return this.normalise(ns, colon >= 0 ? raw.slice(colon + 1) : raw);
  }

  /** A full title as a person reads it: the local namespace name, a colon, the title. */
  fullTitle(ns: number, title: string): string {
    if (ns === MAIN_NAMESPACE) return title;
    const name = this.localName.get(ns) ?? CANONICAL.find(([key]) => key === ns)?.[1] ?? String(ns);
    return `${name}:${title}`;
  }

  /** The namespace's name for the report ('(main)' for the main one). */
  label(ns: number): string {
    if (ns === MAIN_NAMESPACE) return '(main)';
    return this.localName.get(ns) ?? CANONICAL.find(([key]) => key === ns)?.[1] ?? String(ns);
  }
}

/** A file's MediaWiki name from a file name on disk (WikiTeam writes underscores for spaces). */
export const fileNameKey = (namespaces: Namespaces, name: string) => namespaces.normalise(FILE_NAMESPACE, name);
