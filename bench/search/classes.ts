import type { Random } from '../../server/seed/demo/random.ts';
import type { Corpus } from './corpus.ts';
import type { Query } from './measure.ts';
import { LATIN } from './names.ts';
import { isHanName, traditional, typed, type Typing } from './typing.ts';

export type Weighting = 'views' | 'uniform';

export interface QueryClass {
  label: string;
  /** /wapi/search unless said. */
  route?: string;
  /**
   * How the timed run draws its entries. 'views': by page views (players look up popular
   * entries), and a second run draws them uniformly for the top-3 share alone.
   */
  weighting: Weighting;
  /** One query, or undefined when the corpus has no entry of the kind. */
  make(weighting: Weighting): Query | undefined;
  /** Whether to check that the results hold every page whose name contains the keyword. */
  checkContaining?: boolean;
  /** How the keyword types the name, for the top-3 ceiling (ceiling.ts). */
  typing?: Typing;
}

const PARTICLE = /[之的]/;
const NUMBERED = / \d+$/;

/** The classes of issue 6 (words, names, Latin, suggestions) and of issue #29 (as Chinese players type). */
export function queryClasses(corpus: Corpus, random: Random): QueryClass[] {
  const twoChar = corpus.vocabulary.filter((word) => word.length === 2);
  const word =
    (make: () => string): QueryClass['make'] =>
    () => ({ keyword: make() });
  /** A query made from an entry drawn as asked among those `accept` lets through. */
  const fromEntry =
    (accept: (name: string) => boolean, keyword: (name: string) => string): QueryClass['make'] =>
    (weighting) => {
      const entry = corpus.draw(random, weighting, accept);
      if (entry === undefined) return undefined;
      const name = corpus.names[entry]!;
      return { keyword: keyword(name), intended: { entry, id: corpus.ids[entry]!, name } };
    };
  const typing = (way: Typing) => ({ typing: way, make: fromEntry(isHanName, (name) => typed(name, way, random)) });
  return [
    { label: '2-character word', weighting: 'uniform', make: word(() => random.pick(twoChar)) },
    {
      label: '3–6-character word',
      weighting: 'uniform',
      make: word(() =>
        [...random.pick(corpus.names)]
          .filter((ch) => /\p{Script=Han}/u.test(ch))
          .slice(0, 3 + random.int(0, 3))
          .join(''),
      ),
    },
    { label: `very common word (${corpus.common})`, weighting: 'uniform', make: word(() => corpus.common) },
    { label: 'two words', weighting: 'uniform', make: word(() => `${random.pick(twoChar)} ${random.pick(twoChar)}`) },
    {
      label: 'Latin word / prefix',
      weighting: 'uniform',
      make: word(() => {
        const latin = random.pick(LATIN);
        return random.int(0, 1) === 0 ? latin.toLowerCase() : latin.slice(0, 3);
      }),
    },
    {
      label: 'exact name',
      weighting: 'uniform',
      make: fromEntry(
        () => true,
        (name) => name,
      ),
      checkContaining: true,
    },
    {
      label: 'suggestion (1–2 characters)',
      route: '/wapi/search_suggestion',
      weighting: 'uniform',
      make: word(() => random.pick(twoChar).slice(0, random.int(1, 2))),
    },
    {
      label: 'full name with 之/的 (潮汐之杯)',
      weighting: 'views',
      make: fromEntry(
        (name) => isHanName(name) && PARTICLE.test(name),
        (name) => name,
      ),
      checkContaining: true,
    },
    {
      label: 'full name, number unspaced (潮汐之杯2)',
      weighting: 'views',
      make: fromEntry(
        (name) => isHanName(name) && PARTICLE.test(name) && NUMBERED.test(name),
        (name) => name.replace(' ', ''),
      ),
      checkContaining: true,
    },
    { label: 'full pinyin (hutao)', weighting: 'views', ...typing('full') },
    { label: 'spaced pinyin (hu tao)', weighting: 'views', ...typing('spaced') },
    { label: 'initials (ht)', weighting: 'views', ...typing('initials') },
    { label: 'mixed (胡t)', weighting: 'views', ...typing('mixed') },
    { label: 'traditional (names that differ)', weighting: 'views', make: fromEntry((name) => traditional(name) !== name, traditional) },
    { label: 'suggestion, pinyin prefix (hut)', route: '/wapi/search_suggestion', weighting: 'views', ...typing('prefix') },
  ];
}
