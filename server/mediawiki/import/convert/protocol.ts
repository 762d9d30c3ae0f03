import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { UnmappedNote, WikiLinkTarget } from '../../wikitext/types.ts';
import type { DumpNamespace } from '../dump/types.ts';

/** One page to convert, or only to scan (its redirect and categories, for a conversion after the import). */
export interface ConvertJob {
  key: number;
  title: string;
  text: string;
  scan?: boolean | undefined;
}

/** A converted page, plus the main-namespace titles it links to (written as placeholders). A scanned page has no doc. */
export interface ConvertOutcome {
  key: number;
  doc: EntryDoc | null;
  categories: string[];
  redirect: WikiLinkTarget | null;
  unmapped: UnmappedNote[];
  links: string[];
}

/** What a converter needs to know of the dump, given once. */
export interface ConverterSetup {
  /** URL of the module exporting wikitextToEntryDoc (the real converter, or a test's). */
  converterModule: string;
  namespaces: DumpNamespace[];
  /** Stored files: MediaWiki file name (normalised) → our image URL. */
  files: Array<[string, string]>;
}
