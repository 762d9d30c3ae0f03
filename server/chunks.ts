/** The list in slices of at most `size`, in order (multi-row statements under a database's bound-parameter limit). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let at = 0; at < items.length; at += size) slices.push(items.slice(at, at + size));
  return slices;
}
