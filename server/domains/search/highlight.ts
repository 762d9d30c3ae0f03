import { simplifiedChar } from './script-fold.ts';
import { charKind, foldChar, type QueryTerm } from './tokenize.ts';

/**
 * Highlighting of search answers: the matched words wrapped in <em>…</em>, everything else
 * HTML-escaped, so a name containing markup reads as text and never injects HTML.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/**
 * The folded text with, for each of its UTF-16 units, the original range it came from.
 * Traditional characters are read as simplified, as the index reads them, so a match marks the
 * text's own characters whichever script the reader typed. Character by character (a snippet is
 * cut from a whole body): a phrase OpenCC converts otherwise (乾隆) is rare, and a miss only
 * loses a mark.
 */
function foldWithMap(text: string) {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const f = foldChar(simplifiedChar(ch));
    for (let i = 0; i < f.length; i++) {
      from.push(offset);
      to.push(offset + ch.length);
    }
    folded += f;
    offset += ch.length;
  }
  return { folded, from, to };
}

/** Whether the character at index continues a Latin word or a number of the given kind. */
const continuesAt = (text: string, index: number, kind: ReturnType<typeof charKind>) => {
  const ch = text[index];
  return ch !== undefined && charKind(ch) === kind;
};

/** Original-text ranges [start, end) where the terms occur, sorted and merged. */
export function matchRanges(text: string, terms: QueryTerm[]): Array<[number, number]> {
  if (terms.length === 0 || text === '') return [];
  const { folded, from, to } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    const needle = term.text;
    if (!needle) continue;
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      const end = at + needle.length;
      // Latin words match whole words (or, for the word being typed, from a word start).
      const kind = charKind(needle[0]!);
      if (term.kind !== 'phrase' && kind !== 'cjk') {
        if (continuesAt(folded, at - 1, kind)) continue;
        if (term.kind === 'word' && continuesAt(folded, end, kind)) continue;
      }
      ranges.push([from[at]!, to[end - 1]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The text escaped, with <em> around every match. */
export function highlight(text: string, terms: QueryTerm[]): string {
  return wrap(text, matchRanges(text, terms));
}

/** The text escaped, with <em> around its first `count` characters (a pinyin match: hutao → <em>胡桃</em>). */
export function highlightLead(text: string, count: number): string {
  const end = [...text].slice(0, count).join('').length;
  return wrap(text, end > 0 ? [[0, end]] : []);
}

function wrap(text: string, ranges: Array<[number, number]>): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += `${escapeHtml(text.slice(at, start))}<em>${escapeHtml(text.slice(start, end))}</em>`;
    at = end;
  }
  return out + escapeHtml(text.slice(at));
}

/** Characters of context before the first match in a snippet, and the snippet's length. */
export const SNIPPET = { before: 20, length: 90 } as const;

/** Moves an index off the second half of a surrogate pair. */
const safeIndex = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
};

/**
 * A highlighted excerpt of the body around its first match ('' when the body does not match):
 * an ellipsis marks text cut at either end.
 */
export function snippet(text: string, terms: QueryTerm[]): string {
  const body = text.replace(/\s+/g, ' ').trim();
  const ranges = matchRanges(body, terms);
  const first = ranges[0];
  if (!first) return '';
  // Context before the match, unless the whole end of the body fits anyway.
  const start = safeIndex(body, Math.max(0, Math.min(first[0] - SNIPPET.before, body.length - SNIPPET.length)));
  const end = safeIndex(body, Math.min(body.length, start + SNIPPET.length));
  const inside = ranges.filter(([s]) => s < end).map(([s, e]): [number, number] => [Math.max(s, start) - start, Math.min(e, end) - start]);
  return `${start > 0 ? '…' : ''}${wrap(body.slice(start, end), inside)}${end < body.length ? '…' : ''}`;
}
