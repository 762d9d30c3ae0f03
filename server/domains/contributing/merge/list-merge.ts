import { diff3MergeRegions, diffIndices } from 'node-diff3';

/**
 * Three-way merge of lists (docs/decisions/032-three-way-merge.md). `o` is the base, `a` the
 * page as it is now, `b` the submission. node-diff3 finds the regions both sides touched; inside
 * one, the two sides' own changes (two-way diffs against the base) are applied together when
 * they do not overlap, and what is left is handed to the caller: items at the same positions
 * (the same length on all three sides) to merge one by one, or a stretch both changed differently.
 */

export interface Stretch<T> {
  /** Where the stretch starts in the base. */
  oStart: number;
  o: T[];
  a: T[];
  b: T[];
}

export interface ListMergeOptions<T> {
  key: (item: T) => string;
  /**
   * Both sides inserting different items at the same place: true keeps both (the page's first);
   * false makes it a stretch both changed (text, where the order of what is said matters).
   */
  keepBothInserts: boolean;
  /** Items at one position changed on both sides; `oIndex` is the position in the base. */
  item: (o: T, a: T, b: T, oIndex: number) => T;
  /** A stretch both changed differently: what goes in its place. */
  stretch: (stretch: Stretch<T>) => T[];
}

interface Hunk<T> {
  side: 'a' | 'b';
  start: number;
  end: number;
  content: T[];
}

const hunksOf = <T>(side: 'a' | 'b', o: string[], other: string[], items: T[]): Hunk<T>[] =>
  diffIndices(o, other).map((hunk) => ({
    side,
    start: hunk.buffer1[0],
    end: hunk.buffer1[0] + hunk.buffer1[1],
    content: items.slice(hunk.buffer2[0], hunk.buffer2[0] + hunk.buffer2[1]),
  }));

/** Whether two hunks (of different sides) touch the same items of the base. */
function overlap<T>(x: Hunk<T>, y: Hunk<T>, keepBothInserts: boolean): boolean {
  const xEmpty = x.start === x.end;
  const yEmpty = y.start === y.end;
  if (xEmpty && yEmpty) return x.start === y.start && !keepBothInserts;
  if (xEmpty) return y.start < x.start && x.start < y.end;
  if (yEmpty) return x.start < y.start && y.start < x.end;
  return x.start < y.end && y.start < x.end;
}

/** Hunks in groups that touch the same items of the base (through any chain of overlaps), in order. */
function clusters<T>(hunks: Hunk<T>[], keepBothInserts: boolean): Hunk<T>[][] {
  const order = (h: Hunk<T>) => h.start * 4 + (h.start === h.end ? 0 : 2) + (h.side === 'a' ? 0 : 1);
  const groups: Hunk<T>[][] = [];
  for (const hunk of [...hunks].sort((x, y) => order(x) - order(y))) {
    const last = groups.at(-1);
    if (last?.some((member) => member.side !== hunk.side && overlap(member, hunk, keepBothInserts))) last.push(hunk);
    else groups.push([hunk]);
  }
  return groups;
}

/** One side's version of the base's items start..end: its hunks applied. */
function sideContent<T>(o: T[], start: number, end: number, hunks: Hunk<T>[]): T[] {
  const out: T[] = [];
  let at = start;
  for (const hunk of hunks) {
    out.push(...o.slice(at, hunk.start), ...hunk.content);
    at = hunk.end;
  }
  return [...out, ...o.slice(at, end)];
}

export function mergeList<T>(o: T[], a: T[], b: T[], options: ListMergeOptions<T>): T[] {
  const [ko, ka, kb] = [o.map(options.key), a.map(options.key), b.map(options.key)];
  const out: T[] = [];
  for (const region of diff3MergeRegions(ka, ko, kb)) {
    if (region.stable) {
      const source = region.buffer === 'a' ? a : region.buffer === 'b' ? b : o;
      out.push(...source.slice(region.bufferStart, region.bufferStart + region.bufferLength));
      continue;
    }
    const slice = <U>(items: U[], start: number, length: number) => items.slice(start, start + length);
    const ro = slice(o, region.oStart, region.oLength);
    const ra = slice(a, region.aStart, region.aLength);
    const rb = slice(b, region.bStart, region.bLength);
    const [rko, rka, rkb] = [slice(ko, region.oStart, region.oLength), slice(ka, region.aStart, region.aLength), slice(kb, region.bStart, region.bLength)];
    // Both made the same change: no conflict.
    if (rka.join('\u0000') === rkb.join('\u0000') && rka.length === rkb.length) {
      out.push(...ra);
      continue;
    }
    // Each side's own changes against the base, grouped where they touch the same items.
    let at = 0;
    for (const group of clusters([...hunksOf('a', rko, rka, ra), ...hunksOf('b', rko, rkb, rb)], options.keepBothInserts)) {
      const start = Math.min(...group.map((hunk) => hunk.start));
      const end = Math.max(...group.map((hunk) => hunk.end));
      out.push(...ro.slice(at, start));
      at = end;
      const go = ro.slice(start, end);
      const ga = sideContent(
        ro,
        start,
        end,
        group.filter((hunk) => hunk.side === 'a'),
      );
      const gb = sideContent(
        ro,
        start,
        end,
        group.filter((hunk) => hunk.side === 'b'),
      );
      if (group.every((hunk) => hunk.side === group[0]!.side)) out.push(...(group[0]!.side === 'a' ? ga : gb));
      else if (ga.map(options.key).join('\u0000') === gb.map(options.key).join('\u0000') && ga.length === gb.length) out.push(...ga);
      else if (go.length === ga.length && go.length === gb.length)
        out.push(...go.map((item, i) => options.item(item, ga[i]!, gb[i]!, region.oStart + start + i)));
      else out.push(...options.stretch({ oStart: region.oStart + start, o: go, a: ga, b: gb }));
    }
    out.push(...ro.slice(at));
  }
  return out;
}
