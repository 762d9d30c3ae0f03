/** wikitext ⇄ entry document (issue #18): the functions the dump importer and exporter call. Types: ./types.ts. */
export { wikitextToEntryDoc } from './to-doc/convert.ts';
export { entryDocToWikitext } from './to-wikitext/write.ts';
export type * from './types.ts';
export { scanWikitext, type ScannedPage } from './scan.ts';
