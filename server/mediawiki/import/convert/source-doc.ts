import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { Block } from '../../../../shared/contract/rich-text.ts';

/** Longest text of one rich-text run, blocks of one rich-text component, components of one module (shared/contract). */
const RUN_CHARS = 20_000;
const BLOCKS = 2_000;
const COMPONENTS = 40;
const NAME_CHARS = 100;

/** Cuts text to at most `max` UTF-16 units without splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}

/** An entry's name from a page title: at most 100 characters, never empty. */
export const entryName = (title: string) => cut(title.trim(), NAME_CHARS).trim() || '-';

/**
 * The document of a revision that is kept as its wikitext (older revisions; a page the converter
 * failed on): one module showing the source line by line, so history and diffs show the text.
 */
export function sourceOnlyDoc(title: string, wikitext: string): EntryDoc {
  const blocks: Block[] = wikitext.split('\n').map((line) => {
    const children = [];
    for (let at = 0; at < line.length; at += RUN_CHARS) children.push({ text: line.slice(at, at + RUN_CHARS) });
    return { type: 'paragraph' as const, children };
  });
  const components = [];
  for (let at = 0; at < blocks.length && components.length < COMPONENTS; at += BLOCKS) {
    components.push({ component_id: 'rich_text' as const, layout: '', style: '', data: { doc: blocks.slice(at, at + BLOCKS) } });
  }
  return {
    name: entryName(title),
    desc: '',
    icon_url: '',
    header_img_url: '',
    aliases: [],
    filter_values: {},
    modules: [{ id: '1', name: 'Wikitext', is_poped: false, group: '', components }],
  };
}
