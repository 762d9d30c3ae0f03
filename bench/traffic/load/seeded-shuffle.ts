import { mulberry32 } from '../../../shared/seeded-random.ts';

/** A deterministic shuffle (mulberry32 seeded): the same popularity order in every setup of a run. */
export function seededShuffle<T>(items: T[], seed: number): T[] {
  const next = mulberry32(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
