import type { Random } from '../../server/seed/demo/random.ts';

/** How a name is compared for "contains": NFKC, lower case, without spaces (潮汐之杯2 is in "潮汐之杯 2"). */
const foldName = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * What the queries need of each generated entry, and nothing more (a million entries fit in
 * ~100 MB): its name, content id and page views, and every folded name in one string
 * (newline-separated, with each name's start) to find the names that contain a query by indexOf.
 */
export class Corpus {
  readonly names: string[] = [];
  readonly ids: Int32Array;
  readonly views: Int32Array;
  private readonly starts: Int32Array;
  private readonly chunks: string[] = [];
  private chunk: string[] = [];
  private folded = '';
  private length = 0;
  private cumulativeViews: Float64Array | undefined;

  constructor(
    capacity: number,
    /** The words names and texts are made of (the word classes draw from them). */
    readonly vocabulary: string[],
    /** A word in about half the entries' text. */
    readonly common: string,
  ) {
    this.ids = new Int32Array(capacity);
    this.views = new Int32Array(capacity);
    this.starts = new Int32Array(capacity + 1);
  }

  get size(): number {
    return this.names.length;
  }

  add(name: string, id: number, views: number): void {
    const i = this.names.length;
    this.names.push(name);
    this.ids[i] = id;
    this.views[i] = views;
    const folded = foldName(name);
    this.starts[i] = this.length;
    this.length += folded.length + 1;
    this.starts[i + 1] = this.length;
    this.chunk.push(folded);
    if (this.chunk.length >= 10_000) this.flush();
  }

  private flush(): void {
    if (this.chunk.length > 0) this.chunks.push(`${this.chunk.join('\n')}\n`);
    this.chunk = [];
  }

  /** The entries (indices) whose folded name contains the folded query. */
  containing(query: string): number[] {
    if (this.chunk.length > 0 || this.chunks.length > 0) {
      this.flush();
      this.folded += this.chunks.join('');
      this.chunks.length = 0;
    }
    const needle = foldName(query);
    const found: number[] = [];
    if (!needle) return found;
    for (let at = this.folded.indexOf(needle); at !== -1; at = this.folded.indexOf(needle, at + 1)) {
      const entry = this.entryAt(at);
      if (found[found.length - 1] !== entry) found.push(entry);
    }
    return found;
  }

  /** The entry whose folded name holds character offset `at`. */
  private entryAt(at: number): number {
    let low = 0;
    let high = this.names.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /**
   * An entry (index) passing `accept`, drawn in proportion to its page views (as players look
   * entries up) or uniformly; undefined when 10,000 draws find none.
   */
  draw(random: Random, weighting: 'views' | 'uniform', accept: (name: string) => boolean = () => true): number | undefined {
    for (let tries = 0; tries < 10_000; tries++) {
      const entry = weighting === 'uniform' ? Math.floor(random.next() * this.names.length) : this.byViews(random);
      if (accept(this.names[entry]!)) return entry;
    }
    return undefined;
  }

  private byViews(random: Random): number {
    if (!this.cumulativeViews) {
      this.cumulativeViews = new Float64Array(this.names.length);
      let sum = 0;
      // One view more each: an entry nobody viewed yet can still be looked up, rarely.
      for (let i = 0; i < this.names.length; i++) this.cumulativeViews[i] = sum += this.views[i]! + 1;
    }
    const cumulative = this.cumulativeViews;
    const target = random.next() * cumulative[cumulative.length - 1]!;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! <= target) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
