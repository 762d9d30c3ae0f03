import type { Random } from '../../server/seed/demo/random.ts';
import { zipf } from '../zipf.ts';

/**
 * Entry names as a Chinese game wiki has them, from the seeded generator: Han characters drawn by
 * frequency (Zipf over the most common characters, most frequent first), words of 1–3 of them
 * drawn Zipf-like from a vocabulary, and names of 2–6 characters: plain words (胡桃, 雷电将军),
 * game-style names with 之 or 的 inside (潮汐之杯, 风之旅人, 深渊的回响), names that extend another
 * (风之歌 → 风之歌者), numbered sequels ("潮汐之杯 2") and mixed-script names (材料HP55). Every
 * name is unique: a duplicate would make "the intended entry in the top 3" unanswerable.
 */

/**
 * The most common Han characters, most frequent first (the order the Zipf weights follow), then a
 * few that game names favour, at the rare end.
 */
const HAN_BY_FREQUENCY = [
  ...new Set(
    '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞潮汐杯旅鸣沙渊桃雷剑魂翼星月影刃羽霜焰',
  ),
];
/**
 * Kept out of the words: the particles of game-style names (they appear only as particles) and
 * the grammatical characters that head the frequency list but rarely make a name.
 */
const NOT_IN_WORDS = new Set([...'的之了是在不有和这我以要他们就也你那么而着把它还其些被她则但或又已很没且个']);
const WORD_CHARS = HAN_BY_FREQUENCY.filter((ch) => !NOT_IN_WORDS.has(ch));
export const LATIN = ['HP', 'ATK', 'DEF', 'Lv', 'Genshin', 'Impact', 'Boss', 'DPS', 'Buff', 'Debuff', 'Combo', 'Main', 'Sub', 'CRIT', 'Energy', 'Recharge'];
/** Words of the vocabulary, and how many recent names later names may extend or number. */
const VOCABULARY = 40_000;
const RECENT = 2_000;

export interface NameGenerator {
  /** The words names and bodies are made of. */
  vocabulary: string[];
  /** A word, the common ones more often. */
  word(): string;
  /** A name generated earlier (for a body that mentions another entry). */
  recentName(): string;
  /** The name of the i-th entry, unique. */
  name(i: number): string;
  /** Aliases of an entry (nicknames, 、-separated), or ''. */
  alias(i: number): string;
}

export function createNameGenerator(random: Random): NameGenerator {
  const pickChar = zipf(WORD_CHARS.length, 1, { offset: 10, next: () => random.next() });
  const makeWord = (length: number) => {
    let text = '';
    for (let i = 0; i < length; i++) text += WORD_CHARS[pickChar()]!;
    return text;
  };
  const vocabulary = Array.from({ length: VOCABULARY }, () => {
    const roll = random.next();
    return makeWord(roll < 0.2 ? 1 : roll < 0.85 ? 2 : 3);
  });
  const pickWord = zipf(vocabulary.length, 0.7, { next: () => random.next() });
  const word = () => vocabulary[pickWord()]!;
  const seen = new Set<string>();
  // Names later ones may extend or number: Han only, unnumbered.
  const recent: string[] = [];
  let ring = 0;
  const remember = (name: string) => {
    if (recent.length < RECENT) recent.push(name);
    else recent[ring++ % RECENT] = name;
  };
  const recentName = () => (recent.length > 0 ? random.pick(recent) : word() + word());

  const plain = () => {
    let text = word();
    while (text.length < 2) text += word();
    return text.length <= 4 ? text : text.slice(0, random.int(2, 4));
  };
  const withParticle = () => {
    const first = word();
    const particle = random.next() < 0.7 ? '之' : '的';
    const second = word();
    return first + particle + second.slice(0, 6 - first.length - 1);
  };
  const extended = () => {
    let base = recentName();
    for (let tries = 0; base.length > 4 && tries < 5; tries++) base = recentName();
    if (base.length > 4) return withParticle();
    const extra = word().slice(0, 6 - base.length);
    return random.next() < 0.7 ? base + extra : extra + base;
  };

  /** One candidate of the kind the roll picks, and whether later names may build on it. */
  const candidate = (i: number): [string, boolean] => {
    if (i % 7 === 0) return [`${word()}${random.pick(LATIN)}${random.int(1, 90)}`, false];
    const roll = random.next();
    if (roll < 0.4) return [plain(), true];
    if (roll < 0.75) return [withParticle(), true];
    if (roll < 0.88) return [extended(), true];
    return [`${recentName()} ${random.int(2, 12)}`, false];
  };

  return {
    vocabulary,
    word,
    recentName,
    name(i) {
      for (let tries = 0; ; tries++) {
        const [name, reusable] = candidate(i);
        if (seen.has(name) && tries < 20) continue;
        // After 20 duplicates in a row (not seen in practice) the entry is numbered by its index.
        const unique = seen.has(name) ? `${name} ${i}` : name;
        seen.add(unique);
        if (reusable) remember(unique);
        return unique;
      }
    },
    alias(i) {
      if (i % 10 !== 0) return '';
      return random.next() < 0.7 ? plain() : `${plain()}、${plain()}`;
    },
  };
}
