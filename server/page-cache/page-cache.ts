import PQueue from 'p-queue';
import type { ChangeFeed } from '../content-changes/change-feed.ts';
import type { ContentTag } from '../content-changes/content-tags.ts';
import { PRIVATE_PAGE, sharedCachePolicy } from './cache-control.ts';
import { withOwnScripts } from './inline-scripts.ts';
import { ByteLru } from './lru.ts';
import { pageTagsOf } from './page-tags.ts';
import type { SharedPageStore } from './page-store.ts';
import { storePage, type RenderedPage, type StoredPage } from './stored-page.ts';

/** A page render for the cache: the whole body read, the app's own inline scripts marked by the render's nonce (inline-scripts.ts). */
export type CacheRender = () => Promise<RenderedPage>;

/** How long after a change a stale page is still sent while it is re-rendered (the time an edit may take to show). */
export const STALE_GRACE_MS = 5_000;
/** A page read within this long is hot: a change that makes it stale re-renders it at once. */
const HOT_WINDOW_MS = 60_000;
/** At most this many hot pages are re-rendered after one change, two at a time. */
const HOT_REFRESH_LIMIT = 32;

export interface PageCacheOptions {
  maxBytes: number;
  /** How this process hears content changes (server/content-changes/). */
  feed: ChangeFeed;
  /** The pages the machine's processes share (page-store.ts); without it each process renders its own. */
  shared?: SharedPageStore | undefined;
  /** The Content-Security-Policy of a page whose inline scripts are exactly these ('sha256-…' sources). */
  contentSecurityPolicy(scriptHashes: string[]): string;
  /** May a page under this path be kept (not one of a login-required edition)? Asked before storing, with the render that made it. */
  mayStore(pathname: string, rendered: RenderedPage): Promise<boolean>;
  now?: () => number;
  log(message: string, error?: unknown): void;
}

/**
 * What a lookup found: a current page; a stale one (a change to what it shows was heard, or its
 * moment passed) that is still sent while it is re-rendered; or an outdated one (stale longer
 * than STALE_GRACE_MS with no render under way), which only a render may answer.
 */
export interface Found {
  page: StoredPage;
  state: 'current' | 'stale' | 'outdated';
}

/** What a render for the cache gave: the stored page, or a page that may not be kept (sent once, to this reader). */
export type Filled = { page: StoredPage; rendered?: undefined } | { page?: undefined; rendered: RenderedPage };

interface Kept {
  page: StoredPage;
  pathname: string;
  render: CacheRender;
}

/**
 * The page cache of one process: pages of anonymous readers by key (cache-key.ts), bounded in
 * bytes (least recently used first out). A page is kept until a change to what it shows is
 * heard (its tags, server/page-cache/page-tags.ts) or its own moment comes, with no time-based
 * expiry: a stale page is sent while one render refreshes it, and the pages read in the last
 * minute are re-rendered as soon as a change makes them stale. One render per key at a time:
 * concurrent misses of a key wait for the render under way ("single flight").
 */
export class PageCache {
  readonly #pages: ByteLru<Kept & { bytes: number }>;
  readonly #inFlight = new Map<string, Promise<Filled>>();
  readonly #hot = new Map<string, number>();
  readonly #refreshes = new PQueue({ concurrency: 2 });
  readonly #now: () => number;
  readonly #unsubscribe: () => void;

  constructor(readonly options: PageCacheOptions) {
    this.#pages = new ByteLru(options.maxBytes);
    this.#now = options.now ?? Date.now;
    this.#unsubscribe = options.feed.clock.subscribe((tags) => this.#refreshHot(tags));
  }

  lookup(key: string): Found | undefined {
    if (!this.options.feed.live()) return undefined;
    const kept = this.#pages.get(key);
    if (!kept) return undefined;
    this.#hot.set(key, this.#now());
    return this.#judge(key, kept.page);
  }

  /**
   * After a miss here: the page another process of the machine stored (or this one before a
   * restart), taken into this process's memory when it is current or only just stale.
   */
  async lookupShared(key: string, pathname: string, render: CacheRender): Promise<Found | undefined> {
    const { shared } = this.options;
    if (!shared || this.options.maxBytes === 0 || !this.options.feed.live()) return undefined;
    const page = await shared.get(key).catch(() => undefined);
    if (!page) return undefined;
    const found = this.#judge(key, page);
    if (found.state === 'outdated') return found;
    if (!this.#pages.peek(key)) this.#pages.set(key, { page, pathname, render, bytes: page.bytes });
    this.#hot.set(key, this.#now());
    return found;
  }

  /**
   * Renders the page of key for the cache, or waits for the render of it under way. A page that
   * may not be kept is answered to its own reader only: one that waited renders for itself.
   */
  async fill(key: string, pathname: string, renderMarked: CacheRender): Promise<Filled> {
    // Its own scripts recognised by their marker, which then leaves the HTML: only their hashes are allowed.
    const render = async () => withOwnScripts(await renderMarked());
    // Off (PAGE_CACHE_MB=0): pages are still rendered for any anonymous reader, one render per request.
    if (this.options.maxBytes === 0) return this.#renderUnkept(pathname, render);
    const running = this.#inFlight.get(key);
    if (running) {
      const shared = await running.catch(() => undefined);
      return shared?.page ? shared : this.#renderUnkept(pathname, render);
    }
    const flight = this.#renderAndStore(key, pathname, renderMarked, render).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, flight);
    return flight;
  }

  /**
   * Re-renders a stale page in the background, unless a render of it is under way here, or in
   * another process of the machine (which stores it in the shared store, where this one takes it).
   */
  refresh(key: string, pathname: string, render: CacheRender): void {
    if (this.rendering(key)) return;
    void this.#refreshShared(key, pathname, render).catch((error: unknown) => this.options.log('page cache: refreshing a stale page failed', error));
  }

  /** Is a render of key under way (a miss's, or a stale page's refresh)? */
  rendering(key: string): boolean {
    return this.#inFlight.has(key);
  }

  /** The CSP of a page rendered for the cache: the app's own inline scripts by hash (none outside HTML, none of an injection). */
  contentSecurityPolicyOf(page: RenderedPage): string {
    return this.options.contentSecurityPolicy([...(page.scriptHashes ?? [])]);
  }

  /** Resolves once the re-renders of changed hot pages queued so far have finished. */
  refreshed(): Promise<void> {
    return this.#refreshes.onIdle();
  }

  close(): void {
    this.#unsubscribe();
    this.#refreshes.clear();
  }

  get stats() {
    return { pages: this.#pages.size, bytes: this.#pages.bytes, maxBytes: this.#pages.maxBytes };
  }

  #judge(key: string, page: StoredPage): Found {
    const now = this.#now();
    const since = this.#staleSince(page, now);
    if (since === undefined) return { page, state: 'current' };
    return { page, state: now - since <= STALE_GRACE_MS || this.rendering(key) ? 'stale' : 'outdated' };
  }

  /** One process of the machine re-renders a stale page; the others take its render from the shared store. */
  async #refreshShared(key: string, pathname: string, render: CacheRender): Promise<void> {
    const { shared } = this.options;
    if (!shared) {
      await this.fill(key, pathname, render);
      return;
    }
    const theirs = await shared.get(key).catch(() => undefined);
    if (theirs && this.#staleSince(theirs, this.#now()) === undefined) {
      this.#pages.set(key, { page: theirs, pathname, render, bytes: theirs.bytes });
      return;
    }
    if (!(await shared.lock(key).catch(() => true))) return;
    try {
      // Another process may have stored it between the look above and the lock.
      const stored = await shared.get(key).catch(() => undefined);
      if (stored && this.#staleSince(stored, this.#now()) === undefined) {
        this.#pages.set(key, { page: stored, pathname, render, bytes: stored.bytes });
        return;
      }
      await this.fill(key, pathname, render);
    } finally {
      await shared.unlock(key).catch(() => {});
    }
  }

  /** When the page became stale (a change heard, its moment passed); undefined while current. */
  #staleSince(page: StoredPage, now: number): number | undefined {
    const changed = this.options.feed.clock.staleSince(page.tags, page.renderedAt);
    if (changed !== undefined) return changed;
    return now >= page.expiresAt ? page.expiresAt : undefined;
  }

  /** After a change: the pages read in the last minute that it made stale are re-rendered now, not by their next reader. */
  #refreshHot(tags: readonly ContentTag[]): void {
    const now = this.#now();
    const heard = new Set(tags);
    let queued = 0;
    for (const [key, readAt] of this.#hot) {
      if (now - readAt > HOT_WINDOW_MS) {
        this.#hot.delete(key);
        continue;
      }
      const kept = this.#pages.peek(key);
      if (!kept || queued >= HOT_REFRESH_LIMIT || !kept.page.tags.some((tag) => heard.has(tag))) continue;
      queued++;
      void this.#refreshes
        .add(async () => {
          if (this.#pages.peek(key) === kept && !this.rendering(key)) await this.#refreshShared(key, kept.pathname, kept.render);
        })
        .catch((error: unknown) => this.options.log('page cache: re-rendering a changed page failed', error));
    }
  }

  async #renderAndStore(key: string, pathname: string, renderMarked: CacheRender, render: CacheRender): Promise<Filled> {
    // The moment before the render: a change heard while it runs makes the page stale at once.
    const renderedAt = this.options.feed.clock.now();
    const live = this.options.feed.live();
    const rendered = await render();
    const policy = await this.#mayKeep(rendered, pathname);
    if (!policy || !live) {
      // A page stored for this key before (an entry since deleted, now a 404) is not sent again.
      this.#pages.delete(key);
      if (!policy) rendered.headers.set('cache-control', PRIVATE_PAGE);
      return { rendered };
    }
    const now = this.#now();
    const { tags, expiresAt } = pageTagsOf(rendered.context);
    const page = await storePage(rendered, { tags, renderedAt, expiresAt, csp: this.contentSecurityPolicyOf(rendered), now });
    this.#pages.set(key, { page, pathname, render: renderMarked, bytes: page.bytes });
    await this.options.shared?.set(key, page).catch((error: unknown) => this.options.log('page cache: a page was not written to the shared store', error));
    return { page };
  }

  /** A render for this reader only (its opt-in, if any, still says whether shared caches may keep it). */
  async #renderUnkept(pathname: string, render: CacheRender): Promise<Filled> {
    const rendered = await render();
    if (!(await this.#mayKeep(rendered, pathname))) rendered.headers.set('cache-control', PRIVATE_PAGE);
    return { rendered };
  }

  /**
   * Whether a page may be kept: it opted in (Cache-Control public, s-maxage), is a 200 that sets
   * no cookie, outside a login-required edition. Any other page's opt-in is void (no shared cache
   * may keep it).
   */
  async #mayKeep(rendered: RenderedPage, pathname: string): Promise<boolean> {
    if (!sharedCachePolicy(rendered.headers.get('cache-control'))) return false;
    return rendered.status === 200 && !rendered.headers.has('set-cookie') && (await this.options.mayStore(pathname, rendered));
  }
}
