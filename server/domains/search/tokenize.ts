/**
 * Text → index tokens, and keyword → query terms, for the search index (both databases).
 *
 * Chinese has no spaces, and most of its words are two characters long: a trigram index finds
 * nothing for them and a word segmenter misses names it does not know. Every run of CJK text is
 * therefore indexed as its overlapping character bigrams (甘雨的突破 → 甘雨 雨的 的突 突破) plus
 * the run's last character on its own, at consecutive positions. Any substring of two or more
 * characters is then a phrase of bigrams, found through the index; a single character is the
 * prefix of some token. Runs of other letters and of digits are indexed as lower-case words
 * (HP55 → hp 55; prefix queries on the last word), diacritics removed and full-width forms
 * folded (NFKC), traditional characters read as simplified (script-fold.ts). A keyword is split
 * into words by Intl.Segmenter, and every word must match.
 */
import { toSimplified } from './script-fold.ts';

/** Han, kana, hangul, bopomofo: scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
const MARKS = /\p{M}/gu;

/** Longest Latin token kept (longer runs are cut; nobody types them). */
const MAX_WORD_LENGTH = 64;

/** Folds one code point the way the index compares text: NFKC, lower case, no diacritics. */
export function foldChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  // Fast paths: ASCII, and the CJK unified ideographs (nothing to fold), most of any text.
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : ch;
  if (code >= 0x4e00 && code <= 0x9fff) return ch;
  return ch.normalize('NFKD').replace(MARKS, '').normalize('NFKC').toLowerCase();
}

/** The whole text folded (names compared for the exact-name rank and suggestions), traditional as simplified. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of toSimplified(text)) out += foldChar(ch);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * 'cjk', 'word' (other letters), 'digits' or undefined (a separator), of a folded character.
 * Letters and digits make separate tokens (HP55 → hp 55, Lv.90 → lv 90).
 */
export function charKind(ch: string): 'cjk' | 'word' | 'digits' | undefined {
  const code = ch.codePointAt(0)!;
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 'word' : code >= 48 && code <= 57 ? 'digits' : undefined;
  if (code >= 0x4e00 && code <= 0x9fff) return 'cjk';
  return CJK.test(ch) ? 'cjk' : DIGIT.test(ch) ? 'digits' : WORD_CHAR.test(ch) ? 'word' : undefined;
}

export type Run = { kind: 'cjk' | 'word' | 'digits'; text: string };

/** Splits text, folded, into runs of CJK characters and of other letters/digits; the rest separates. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const raw of toSimplified(text)) {
    for (const ch of foldChar(raw)) {
      const kind = charKind(ch);
      if (!kind) {
        current = undefined;
        continue;
      }
      if (current && current.kind === kind) current.text += ch;
      else {
        current = { kind, text: ch };
        runs.push(current);
      }
    }
  }
  return runs;
}

/** Tokens of a CJK run: its bigrams, then its last character alone. */
export function cjkTokens(run: string): string[] {
  const chars = [...run];
  const tokens: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  tokens.push(chars[chars.length - 1]!);
  return tokens;
}

/** Index tokens of a text, in order (their positions are their indexes). */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const run of runsOf(text)) {
    if (run.kind === 'cjk') tokens.push(...cjkTokens(run.text));
    else tokens.push([...run.text].slice(0, MAX_WORD_LENGTH).join(''));
  }
  return tokens;
}

/**
 * One term of a query: every term must match (AND).
 * - phrase: consecutive tokens (a Chinese word or longer text, as bigrams);
 * - prefix: a token prefix (a single Chinese character, or the last Latin word being typed);
 * - word: a whole Latin word.
 * `text` is the folded text the term stands for, used to highlight it.
 */
export type QueryTerm =
  { kind: 'phrase'; tokens: string[]; text: string } | { kind: 'prefix'; token: string; text: string } | { kind: 'word'; token: string; text: string };

let segmenter: Intl.Segmenter | undefined;

/** Function characters a query may leave out when they stand alone between words. */
const PARTICLES = new Set([...'的地得了着过在和与及或是之也都把被给从对吗呢吧啊']);

/**
 * Groups of a CJK run the query requires, from the segmenter's words. Each group is a piece of
 * the query as typed, never characters glued across a gap (潮汐之杯 must not become 潮汐杯, a
 * phrase in no text). Words stand alone (甘雨|突破, every one required); consecutive
 * one-character segments are joined back together (names it does not know: 风|起|地 → 风起地);
 * a lone particle between words is left out (甘雨|的|突破), and so are particles at the edges
 * of such a run when what is left is still a word. A run that would be left with one character
 * is kept whole, particles and all, and joined to the word beside it (潮汐|之|杯 → 潮汐之杯,
 * 风|之|旅人 → 风之旅人, 旧|内容 → 旧内容).
 */
function cjkGroups(run: string): string[] {
  if ([...run].length <= 2) return [run];
  const segments = [...(segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })).segment(run)].map(({ segment }) => segment);
  const pieces: Array<{ text: string; lone: boolean }> = [];
  for (const segment of segments) {
    const single = [...segment].length === 1;
    const last = pieces[pieces.length - 1];
    if (single && last?.lone) last.text += segment;
    else pieces.push({ text: segment, lone: single });
  }
  if (pieces.length === 1) return [pieces[0]!.text];
  const groups: string[] = [];
  /** Text waiting to be joined to the next word (a lone character, with its particles). */
  let carry = '';
  pieces.forEach((piece, index) => {
    if (!piece.lone) {
      groups.push(carry + piece.text);
      carry = '';
      return;
    }
    const chars = [...piece.text];
    if (chars.length === 1 && PARTICLES.has(chars[0]!)) return;
    const trimmed = trimParticles(chars);
    if (trimmed.length > 1) {
      groups.push(trimmed.join(''));
      return;
    }
    // One character left: joined, as typed, to the next word, or at the end to the previous one.
    if (index < pieces.length - 1) carry += piece.text;
    else if (groups.length > 0) groups[groups.length - 1] += piece.text;
    else groups.push(trimmed.join(''));
  });
  return groups.length > 0 ? groups : [run];
}

/** The characters without the particles at either edge (at least one is kept). */
function trimParticles(chars: string[]): string[] {
  let start = 0;
  let end = chars.length;
  while (end - start > 1 && PARTICLES.has(chars[start]!)) start++;
  while (end - start > 1 && PARTICLES.has(chars[end - 1]!)) end--;
  return chars.slice(start, end);
}

/** At most this many terms are used (a pasted paragraph is not a query). */
const MAX_TERMS = 12;

/** The terms of a keyword; empty when it holds no letters or digits. */
export function queryTerms(keyword: string): QueryTerm[] {
  const runs = runsOf(keyword);
  const terms: QueryTerm[] = [];
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    if (run.kind !== 'cjk') {
      const token = [...run.text].slice(0, MAX_WORD_LENGTH).join('');
      terms.push(last ? { kind: 'prefix', token, text: token } : { kind: 'word', token, text: token });
      return;
    }
    for (const group of cjkGroups(run.text)) {
      const chars = [...group];
      if (chars.length === 1) terms.push({ kind: 'prefix', token: group, text: group });
      else terms.push({ kind: 'phrase', tokens: cjkTokens(group).slice(0, -1), text: group });
    }
  });
  const seen = new Set<string>();
  return terms.filter((term) => !seen.has(term.text) && seen.add(term.text)).slice(0, MAX_TERMS);
}
