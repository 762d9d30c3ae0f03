import { contentTags, type ContentTag } from './content-tags.ts';

/** The wall clock to the microsecond (the same on every process of a machine): a render and a change in one millisecond are still ordered. */
const preciseNow = () => performance.timeOrigin + performance.now();

/**
 * What one process has heard of content changes, by tag: when (its wall clock) it last heard a
 * change of each. A page whose render began at `renderedAt` is stale once one of its tags was
 * heard at or after that moment; `site` stales every page. A change is heard after its commit
 * (from the log or its NOTIFY), and this process's own also before it: a render that began
 * in between read the rows before the commit, and hearing it again makes that page stale.
 *
 * Wall-clock times, not a sequence of this process, so that a page rendered by another process
 * of the machine (the shared page store) is judged the same way; the changes of the last day
 * are read from the log at start with the time they were written (plus a margin for their
 * commit), so a page stored before a restart is still known current or stale.
 */
export class TagClock {
  #floor = 0;
  readonly #heard = new Map<ContentTag, number>();
  readonly #listeners = new Set<(tags: readonly ContentTag[]) => void>();

  constructor(readonly now: () => number = preciseNow) {}

  /** Hears a change now (at = its moment, for one read from the log at start). */
  hear(tags: readonly ContentTag[], at = this.now()): void {
    for (const tag of tags) {
      if (tag === contentTags.site) this.#floor = Math.max(this.#floor, at);
      else if ((this.#heard.get(tag) ?? 0) < at) this.#heard.set(tag, at);
    }
    for (const listener of this.#listeners) listener(tags);
  }

  /** Every page rendered before now is stale (changes may have been missed). */
  reset(): void {
    this.hear([contentTags.site]);
  }

  /** When the page of these tags whose render began at renderedAt became stale; undefined while it is current. */
  staleSince(tags: readonly ContentTag[], renderedAt: number): number | undefined {
    let since: number | undefined = this.#floor >= renderedAt ? this.#floor : undefined;
    for (const tag of tags) {
      const at = this.#heard.get(tag);
      if (at !== undefined && at >= renderedAt && (since === undefined || at < since)) since = at;
    }
    return since;
  }

  /** Hears every change from now on (the page cache re-renders the hot pages it made stale). */
  subscribe(listener: (tags: readonly ContentTag[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
