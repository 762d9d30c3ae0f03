import type { Corpus } from './corpus.ts';
import type { Query } from './measure.ts';
import { forms, type Forms, type Typing } from './typing.ts';

/** The keywords an entry is typed as, one way (prefixes: of the lengths the queries have). */
const keywordsOf: Record<Typing, (of: Forms, lengths: number[]) => string[]> = {
  full: (of) => [of.full],
  spaced: (of) => [of.spaced],
  initials: (of) => [of.initials],
  mixed: (of) => of.mixed,
  prefix: (of, lengths) => lengths.filter((length) => length <= of.letters.length).map((length) => of.letters.slice(0, length)),
};

interface Waiting {
  entry: number;
  views: number;
  /** Other entries typed the same way with more views. */
  better: number;
}

/**
 * The top-3 share an engine would reach that answers a typed keyword with exactly the entries
 * typed that way, most viewed first: a query counts when fewer than 3 other entries typed the same
 * way have more views than the one it was made from (ties in its favour). Homophones (xinwei:
 * 新为, 信维) and shared initials keep it below 100 %, and what the engine reaches is compared
 * with it; answers the share of each run. One pass over every entry's pinyin, untimed (~15 µs an entry).
 */
export function typingCeilings(corpus: Corpus, runs: Array<{ typing: Typing; queries: Query[] }>): number[] {
  const waiting = runs.map(({ typing, queries }) => {
    const byKeyword = new Map<string, Waiting[]>();
    for (const query of queries) {
      if (!query.intended) continue;
      const list = byKeyword.get(query.keyword) ?? [];
      list.push({ entry: query.intended.entry, views: corpus.views[query.intended.entry]!, better: 0 });
      byKeyword.set(query.keyword, list);
    }
    return { typing, byKeyword, lengths: [...new Set(queries.map((query) => query.keyword.length))] };
  });
  for (let entry = 0; entry < corpus.size; entry++) {
    const of = forms(corpus.names[entry]!);
    if (!of) continue;
    const views = corpus.views[entry]!;
    for (const { typing, byKeyword, lengths } of waiting) {
      for (const keyword of new Set(keywordsOf[typing](of, lengths))) {
        for (const query of byKeyword.get(keyword) ?? []) if (query.entry !== entry && views > query.views) query.better++;
      }
    }
  }
  return waiting.map(({ byKeyword }) => {
    const all = [...byKeyword.values()].flat();
    return all.filter((query) => query.better < 3).length / Math.max(1, all.length);
  });
}
