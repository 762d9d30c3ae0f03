import { mergeList } from './list-merge.ts';

/**
 * Three-way merge of one text, sentence by sentence: a sentence ends after 。！？!?；; or a line
 * break, or a '.' followed by a space. Two editors changing different sentences of one text both
 * get in; changing the same sentence differently, or inserting different sentences at the
 * same place, is a conflict (undefined): the text is then shown to the reviewer whole.
 */

const ENDS = new Set(['。', '！', '？', '!', '?', '；', ';', '\n']);

export function sentences(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const char of text) {
    current += char;
    if (ENDS.has(char) || (char === ' ' && current.endsWith('. '))) {
      out.push(current);
      current = '';
    }
  }
  if (current !== '') out.push(current);
  return out;
}

class TextConflict extends Error {}

export function mergeText(o: string, a: string, b: string): string | undefined {
  if (a === b) return a;
  if (o === a) return b;
  if (o === b) return a;
  try {
    return mergeList(sentences(o), sentences(a), sentences(b), {
      key: (sentence) => sentence,
      keepBothInserts: false,
      item: (base, page, submitted) => {
        if (page === submitted || base === submitted) return page;
        if (base === page) return submitted;
        throw new TextConflict();
      },
      stretch: () => {
        throw new TextConflict();
      },
    }).join('');
  } catch (error) {
    if (error instanceof TextConflict) return undefined;
    throw error;
  }
}
