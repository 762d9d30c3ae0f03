import { pinyin } from 'pinyin-pro';
import { foldText } from './tokenize.ts';

/**
 * Pinyin keys of entry names and aliases, and the key a typed keyword stands for. Players type
 * a name's pinyin on a phone before the input method offers the characters: in full (`hutao`,
 * `hu tao`), as initials (`ht`, `ldjj` for 雷电将军), or mixed: the first syllables in full and
 * the rest as initials (`hut`), or the first characters themselves (`胡t`). A name is keyed by
 * each of those forms, from all initials to all in full (胡桃: ht, hut, hutao), so a keyword is
 * one key compared exactly, or by prefix while the last syllable is being typed.
 *
 * Characters are read as pinyin-pro reads them in context (长生 chang sheng, 行秋 xing qiu);
 * a character with other readings (重云: zhong, chong) gives the name more keys, one for each
 * other reading of one character, at most READINGS in all. Latin words and numbers in a name
 * count as syllables (HP药水: hp yao shui); ü is v (旅 lv), and u too.
 */

/** Readings of one name kept, the contextual one first. */
const READINGS = 3;
/** Syllables of a name keyed (a longer name is keyed by its first ones). */
const MAX_SYLLABLES = 12;
/** Longest key. */
export const MAX_KEY_LENGTH = 64;

const HAN = /\p{Script=Han}/u;
const LETTERS = /^[a-z]+$/;

/** Every reading of one character, pinyin-pro's most common first, remembered. */
const readingsOf = new Map<string, string[]>();
function charReadings(ch: string): string[] {
  let readings = readingsOf.get(ch);
  if (!readings) readingsOf.set(ch, (readings = pinyin(ch, { toneType: 'none', type: 'array', multiple: true, v: true }).filter((r) => LETTERS.test(r))));
  return readings;
}

/** A name's syllables as read in context: a Han character's reading, or a Latin word or number. */
function syllablesOf(folded: string): Array<{ text: string; han: string | undefined }> {
  const pieces: Array<{ text: string; han: string | undefined }> = [];
  const read = pinyin(folded, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const chars = [...folded];
  // pinyin-pro answers one reading per Han character and one piece per run of other characters.
  let at = 0;
  for (const piece of read) {
    if (at < chars.length && HAN.test(chars[at]!)) {
      pieces.push({ text: piece, han: chars[at] });
      at++;
      continue;
    }
    at += [...piece].length;
    for (const word of piece.toLowerCase().split(/[^a-z0-9]+/)) if (word) pieces.push({ text: word, han: undefined });
  }
  return pieces.filter((piece) => /^[a-z0-9]+$/.test(piece.text)).slice(0, MAX_SYLLABLES);
}

/** Readings of a name: the contextual one, then one more for each other reading of one character. */
function readingsOfName(folded: string): string[][] {
  const syllables = syllablesOf(folded);
  const readings = [syllables.map((s) => s.text)];
  // ü is typed v on pinyin keyboards (旅 lv), and u by many players (lu): both are keys.
  if (readings[0]!.some((text) => text.includes('v'))) readings.push(readings[0]!.map((text) => text.replace(/v/g, 'u')));
  syllables.forEach((syllable, index) => {
    if (!syllable.han) return;
    for (const other of charReadings(syllable.han)) {
      if (readings.length >= READINGS) return;
      if (other === syllable.text) continue;
      const reading = [...readings[0]!];
      reading[index] = other;
      readings.push(reading);
    }
  });
  return readings;
}

/** The keys of one name or alias: for each reading, its first k syllables in full and the rest as initials. */
export function pinyinKeys(name: string): string[] {
  const folded = foldText(name);
  if (!HAN.test(folded)) return [];
  const keys = new Set<string>();
  for (const syllables of readingsOfName(folded)) {
    for (let full = 0; full <= syllables.length; full++) {
      // A number is typed whole (于次 11: yc11, never yc1).
      const key = syllables.map((syllable, index) => (index < full || /^\d/.test(syllable) ? syllable : syllable[0]!)).join('');
      if (key.length <= MAX_KEY_LENGTH) keys.add(key);
    }
  }
  return [...keys];
}

/** What a keyword asks of the pinyin keys: `key`, and the Han characters a match's name must hold. */
export interface PinyinQuery {
  key: string;
  han: string[];
  /** A name's first characters then the pinyin of the rest (胡t, 今tdccs12): a name being typed, not words. */
  mixed: boolean;
}

/**
 * The pinyin key a keyword stands for, or undefined when it is not pinyin: it must hold a Latin
 * letter, and nothing but Latin letters, digits (a numbered name: chaoxizhibei2), spaces,
 * apostrophes (xi'an) and Han characters (read in full: 胡t is hut, with 胡 required in the
 * name).
 */
export function pinyinQuery(keyword: string): PinyinQuery | undefined {
  const folded = foldText(keyword);
  if (!/[a-z]/.test(folded) || !/^[a-z0-9\s'\p{Script=Han}]+$/u.test(folded)) return undefined;
  const han = [...folded].filter((ch) => HAN.test(ch));
  const key = syllablesOf(folded.replace(/[\s']+/g, ''))
    .map((syllable) => syllable.text)
    .join('');
  const mixed = /^\p{Script=Han}+[a-z]+[0-9]*$/u.test(folded);
  return key && key.length <= MAX_KEY_LENGTH ? { key, han, mixed } : undefined;
}

/**
 * How many characters at the start of a name a pinyin key stands for (hut: 2 of 胡桃, 胡桃木's
 * first two), in any of its readings; 0 when the key does not start the name's pinyin or a
 * matched syllable is not a Han character. Each syllable is matched in full, by its initial, or,
 * at the end, by the letters typed so far.
 */
export function pinyinLeadLength(name: string, key: string): number {
  const folded = foldText(name);
  const chars = [...folded];
  let best = 0;
  for (const syllables of readingsOfName(folded)) {
    let rest = key;
    let count = 0;
    for (const syllable of syllables) {
      if (rest === '') break;
      if (rest.startsWith(syllable)) rest = rest.slice(syllable.length);
      else if (syllable.startsWith(rest)) rest = '';
      else if (rest[0] === syllable[0]) rest = rest.slice(1);
      else break;
      count++;
    }
    if (rest === '' && chars.slice(0, count).every((ch) => HAN.test(ch))) best = Math.max(best, count);
  }
  return best;
}
