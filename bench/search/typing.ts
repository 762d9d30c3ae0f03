import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import type { Random } from '../../server/seed/demo/random.ts';

/**
 * How a Chinese player types an entry's name without its characters: pinyin in full (hutao),
 * spaced (hu tao), initials (ht), the first characters then the initials of the rest (胡t), a
 * pinyin prefix while the suggestions list updates (hut), or the name in traditional characters
 * (Taiwan's standard). A number after the name is typed after the letters (潮汐之杯 2 → chaoxizhibei2).
 * ü is typed v, as on every pinyin keyboard (lü → lv).
 */

export type Typing = 'full' | 'spaced' | 'initials' | 'mixed' | 'prefix';

/** A name of Han characters only, optionally numbered ("潮汐之杯 2"). */
const HAN_NAME = /^(\p{Script=Han}{2,})(?: (\d+))?$/u;

export const isHanName = (name: string) => HAN_NAME.test(name);

/** Every way of typing a Han name (isHanName), else undefined. */
export interface Forms {
  full: string;
  spaced: string;
  initials: string;
  /** For k = 1 … length − 1: the first k characters, then the initials of the rest. */
  mixed: string[];
  /** The full pinyin without the number (what a prefix is cut from). */
  letters: string;
  /** Where the first syllable ends in `letters`, and where the second does. */
  secondSyllable: [number, number];
}

export function forms(name: string): Forms | undefined {
  const match = HAN_NAME.exec(name);
  if (!match) return undefined;
  const han = match[1]!;
  const suffix = match[2] ?? '';
  const v = (syllable: string) => syllable.replace(/ü/g, 'v');
  const full = pinyin(han, { toneType: 'none', type: 'array' }).map(v);
  const initials = pinyin(han, { toneType: 'none', type: 'array', pattern: 'first' }).map(v);
  const letters = full.join('');
  return {
    full: letters + suffix,
    spaced: full.join(' ') + (suffix ? ` ${suffix}` : ''),
    initials: initials.join('') + suffix,
    mixed: Array.from({ length: han.length - 1 }, (_, k) => han.slice(0, k + 1) + initials.slice(k + 1).join('') + suffix),
    letters,
    secondSyllable: [full[0]!.length, full[0]!.length + full[1]!.length],
  };
}

/** The keyword a player types for a Han name (isHanName) in that way. */
export function typed(name: string, typing: Typing, random: Random): string {
  const of = forms(name)!;
  if (typing === 'mixed') return of.mixed[random.next() < 0.7 ? 0 : random.int(0, of.mixed.length - 1)]!;
  // A prefix ends inside the second syllable: hu|t, hu|ta, hu|tao.
  if (typing === 'prefix') return of.letters.slice(0, random.int(of.secondSyllable[0] + 1, of.secondSyllable[1]));
  return of[typing];
}

let convert: ((text: string) => string) | undefined;

/** The name in traditional characters (OpenCC, cn → tw). */
export const traditional = (name: string) => (convert ??= OpenCC.Converter({ from: 'cn', to: 'tw' }))(name);
