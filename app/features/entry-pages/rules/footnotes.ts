import type { RichDoc } from '../../../../shared/contract/rich-text.ts';

/** Footnote tooltip timing and placement on desktop: 200 ms delay, offset [30, 12]. */
export const FOOTNOTE_TOOLTIP = { delayMs: 200, skidding: 30, distance: 12 } as const;

/** How a footnote opens: a hover tooltip on desktop, a dialog on a tap on mobile. */
export const footnoteMode = (layout: 'pc' | 'mobile'): 'tooltip' | 'dialog' => (layout === 'pc' ? 'tooltip' : 'dialog');

export interface NumberedFootnote {
  n: number;
  text: string;
}

/**
 * Numbers a document's footnotes in reading order from `start` (1 by default): the key is
 * 'block:run' for paragraph and heading runs, 'block:item:run' for list items.
 */
export function numberFootnotes(doc: RichDoc, start = 1): Map<string, NumberedFootnote> {
  const out = new Map<string, NumberedFootnote>();
  let n = start;
  const take = (key: string, note: string | undefined) => {
    if (note === undefined || note.trim() === '') return;
    out.set(key, { n: n++, text: note });
  };
  doc.forEach((block, b) => {
    if (block.type === 'paragraph' || block.type === 'heading') block.children.forEach((run, r) => take(`${b}:${r}`, run.footnote));
    else if (block.type === 'list') block.items.forEach((item, i) => item.forEach((run, r) => take(`${b}:${i}:${r}`, run.footnote)));
  });
  return out;
}
