import type { EntryDoc } from '../../../shared/contract/entry-page.ts';

/**
 * The interface between MediaWiki wikitext and our entry document (issue #18), which the dump
 * importer (server/mediawiki/import) and the exporter (server/mediawiki/export) code against.
 * The functions are exported by ./index.ts:
 *
 *   wikitextToEntryDoc(wikitext, ctx): ConvertedPage   (never throws on any input)
 *   entryDocToWikitext(doc, ctx): string
 */

/** An internal link's target: a page title as MediaWiki normalises it (spaces, not underscores; first letter upper case), namespace prefix kept when not the main namespace. */
export interface WikiLinkTarget {
  title: string;
  /** The part after '#', if any. */
  fragment?: string;
}

/** What the dump's <siteinfo> says about namespaces, beside MediaWiki's English defaults (optional). */
export interface WikiSiteInfo {
  /** Namespace number → its local names and aliases, e.g. {6: ['文件', '图像'], 14: ['分类']}. */
  namespaces?: Record<number, string[]>;
}

export interface ConvertContext {
  /** The page's title (becomes the document's name). */
  title: string;
  /** An internal link → our href for it (a path of this site), or null when the target is not imported (kept as plain text + noted). */
  resolveLink(target: WikiLinkTarget): string | null;
  /** A [[File:x.png]] (name without the namespace) → our stored image URL (/img/...), or null (kept visible as text + noted). */
  resolveFile(name: string): string | null;
  site?: WikiSiteInfo;
}

export type UnmappedKind = 'template' | 'parser-function' | 'tag' | 'file' | 'link' | 'magic-word' | 'table' | 'list' | 'markup' | 'limit';

/** Something the document could not express; its text stays visible in the document. */
export interface UnmappedNote {
  kind: UnmappedKind;
  /** The template, tag, function, file or link name (or a short label for 'table'/'list'/'markup'/'limit'). */
  name: string;
  /** The source text of its first occurrence, cut to 200 characters. */
  sample: string;
  /** How many times it occurs on the page (one note per kind and name). */
  count: number;
}

export interface ConvertedPage {
  /** Passes checkEntryDoc (server/domains/entry-pages/doc.ts) for any input. aliases and filter_values are left empty (the importer fills them from redirects and categories). */
  doc: EntryDoc;
  /** [[Category:X]] names in page order, without the namespace, deduplicated. */
  categories: string[];
  /** Set when the page is a redirect (#REDIRECT [[Target]]); doc is then an empty page named as the title. */
  redirect: WikiLinkTarget | null;
  unmapped: UnmappedNote[];
}

export interface ExportContext {
  /** One of our hrefs (as resolveLink gave) → the title of the page it links to, or null (written as an external link). */
  entryTitle(href: string): string | null;
  /** One of our image URLs → the file name to write in [[File:...]], or null (written as an external link). */
  fileName(url: string): string | null;
}

export type WikitextToEntryDoc = (wikitext: string, ctx: ConvertContext) => ConvertedPage;
export type EntryDocToWikitext = (doc: EntryDoc, ctx: ExportContext) => string;
