import { mulberry32 } from '../../../shared/seeded-random.ts';

/** A small seeded PRNG (mulberry32): the demo data is the same on every machine. */
export function createRandom(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;
