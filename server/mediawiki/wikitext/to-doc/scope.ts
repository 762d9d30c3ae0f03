import type { AstNodes } from 'wikiparser-node';
import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import type { Block, Inline, RichDoc } from '../../../../shared/contract/rich-text.ts';
import type { ConvertContext } from '../types.ts';
import type { Notes } from './notes.ts';
import type { Marks } from './runs.ts';

/** What one conversion shares: the caller's context, the notes, named references and categories. */
export interface Scope {
  ctx: ConvertContext;
  notes: Notes;
  /** <ref name=...> texts by name, read before the page is walked (a reuse may come before its definition). */
  refs: Map<string, string>;
  categories: Set<string>;
  /** The page's metadata restored from {{Almanac:entry}}. */
  meta: { desc?: string; icon_url?: string; header_img_url?: string };
  /** Reads nested wikitext (a table cell, a template parameter, a tab): the helpers call back through it. */
  nested: Nested;
}

export interface Nested {
  /** Blocks only (components inside become text and are noted). */
  richDoc(nodes: readonly AstNodes[]): RichDoc;
  /** One line of runs (paragraph breaks become spaces, lists become '; '-separated items). */
  runs(nodes: readonly AstNodes[], marks?: Marks): Inline[];
  /** The plain text of runs (footnotes in brackets). */
  plain(nodes: readonly AstNodes[]): string;
}

/** What the walk of a page produces, in order. */
export type Item =
  | { kind: 'section'; name: string }
  | { kind: 'block'; block: Block }
  | { kind: 'component'; component: EntryComponent }
  /** Content that maps to nothing on its own (references lists): a section of only these is dropped. */
  | { kind: 'mapped-away' };

export const componentOf = <T extends EntryComponent['component_id']>(
  type: T,
  data: Extract<EntryComponent, { component_id: T }>['data'],
  layout = '',
): EntryComponent => ({ component_id: type, layout, data, style: '' }) as EntryComponent;

/** Source text of a node for a note's sample. */
export const sourceOf = (node: AstNodes): string => String(node);
