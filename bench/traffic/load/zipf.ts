import { seededRandom } from '../common/seeded-random.ts';

/**
 * Picks index i of n with probability ∝ 1/(i+1)^s (Zipf), by binary search in its cumulative
 * table (a Float64Array: no allocation per pick).
 */
export function zipf(n: number, s = 1): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / Math.pow(i + 1, s);
  return () => {
    const target = Math.random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** A deterministic shuffle (mulberry32 seeded): the same popularity order in every setup of a run. */
export function seededShuffle<T>(items: T[], seed: number): T[] {
  const next = seededRandom(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
