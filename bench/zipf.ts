/**
 * Picks index i of n with probability ∝ 1/(i+1+offset)^s (Zipf; an offset flattens the head, as
 * real character frequencies are), by binary search in its cumulative table (a Float64Array: no
 * allocation per pick). `next` is the uniform source: Math.random, or a seeded generator.
 */
export function zipf(n: number, s = 1, { offset = 0, next = Math.random }: { offset?: number; next?: () => number } = {}): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / Math.pow(i + 1 + offset, s);
  return () => {
    const target = next() * sum;
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
