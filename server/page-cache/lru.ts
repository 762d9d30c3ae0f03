/**
 * A least-recently-used map bounded by bytes: reading an entry makes it the newest; storing
 * past the bound drops the oldest until it fits. An entry larger than the bound is not kept.
 * (A Map keeps insertion order, so its first key is the least recently used.)
 */
export class ByteLru<V extends { bytes: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** The entry without making it the newest. */
  peek(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores value under key; false when it is larger than the whole bound. */
  set(key: string, value: V): boolean {
    this.delete(key);
    if (value.bytes > this.maxBytes) return false;
    this.#entries.set(key, value);
    this.#bytes += value.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
