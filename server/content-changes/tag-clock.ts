import { contentTags, type ContentTag } from './content-tags.ts';

/** When a stored page became stale: the time its first change was heard. */
export type StaleSince = number;

/**
 * What one process has heard of content changes, by tag: each change heard advances the clock
 * (a local sequence, never the log's ids: PostgreSQL commits them out of order) and stamps its
 * tags with it. A page rendered when the clock read `seen` is stale once any of its tags is
 * stamped later; `site` (or a reset) stales every page rendered before it.
 */
export class TagClock {
  #now = 0;
  #floor = { at: 0, heardAt: 0 };
  readonly #stamps = new Map<ContentTag, { at: number; heardAt: number }>();
  readonly #listeners = new Set<(tags: readonly ContentTag[]) => void>();

  constructor(readonly clock: () => number = Date.now) {}

  /** The clock now: what a render starting now records as `seen`. */
  get now(): number {
    return this.#now;
  }

  hear(tags: readonly ContentTag[]): void {
    const stamp = { at: ++this.#now, heardAt: this.clock() };
    for (const tag of tags) {
      if (tag === contentTags.site) this.#floor = stamp;
      else this.#stamps.set(tag, stamp);
    }
    for (const listener of this.#listeners) listener(tags);
  }

  /** Every page rendered before now is stale (a reconnection: changes may have been missed). */
  reset(): void {
    this.hear([contentTags.site]);
  }

  /** When the page of these tags rendered at `seen` became stale; undefined while it is current. */
  staleSince(tags: readonly ContentTag[], seen: number): StaleSince | undefined {
    let since: number | undefined = this.#floor.at > seen ? this.#floor.heardAt : undefined;
    for (const tag of tags) {
      const stamp = this.#stamps.get(tag);
      if (stamp && stamp.at > seen && (since === undefined || stamp.heardAt < since)) since = stamp.heardAt;
    }
    return since;
  }

  /** Hears every change after this one is heard (the page cache refreshes the hot pages it made stale). */
  subscribe(listener: (tags: readonly ContentTag[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
