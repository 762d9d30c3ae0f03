/** What the dump reader gives: the dump's <siteinfo>, then its pages, revision by revision. */

export type NamespaceCase = 'first-letter' | 'case-sensitive';

export interface DumpNamespace {
  key: number;
  /** The local name ('' for the main namespace). */
  name: string;
  case: NamespaceCase;
}

export interface DumpSiteInfo {
  siteName: string;
  base: string;
  generator: string;
  /** The export schema version (0.10, 0.11, ...), from the root element. */
  schemaVersion: string;
  namespaces: DumpNamespace[];
}

export interface DumpRevision {
  id: number;
  parentId: number | null;
  /** Unix seconds. */
  timestamp: number;
  /** User name, or IP address of an anonymous edit; '' when hidden. */
  author: string;
  comment: string;
  minor: boolean;
  model: string;
  text: string;
  /** The text was hidden (revision deletion): text is then ''. */
  textDeleted: boolean;
  sha1: string;
}

export interface DumpPageHead {
  id: number;
  ns: number;
  /** The title as the dump spells it, namespace prefix included. */
  title: string;
  /** <redirect title="..."/>: the target as the dump spells it. */
  redirect: string | null;
}

/**
 * A page's revisions, in dump order. A page with a long history comes in several chunks (each
 * within the reader's byte budget); `final` marks the chunk holding the page's last revision.
 */
export interface DumpPageChunk {
  page: DumpPageHead;
  revisions: DumpRevision[];
  final: boolean;
  /** Bytes of wikitext in this chunk. */
  bytes: number;
}
