import { PRIVATE_PAGE, sharedCachePolicy, type SharedCachePolicy } from './cache-control.ts';
import { withOwnScripts } from './inline-scripts.ts';
import { ByteLru } from './lru.ts';
import { storePage, type RenderedPage, type StoredPage } from './stored-page.ts';
import type { VersionSource } from './version-source.ts';

/** A page render for the cache: the whole body read, the app's own inline scripts marked by the render's nonce (inline-scripts.ts). */
export type CacheRender = () => Promise<RenderedPage>;

export interface PageCacheOptions {
  maxBytes: number;
  versions: VersionSource;
  /** The Content-Security-Policy of a page whose inline scripts are exactly these ('sha256-…' sources). */
  contentSecurityPolicy(scriptHashes: string[]): string;
  /** May a page under this path be kept (not one of a login-required edition)? Asked before storing, with the render that made it. */
  mayStore(pathname: string, rendered: RenderedPage): Promise<boolean>;
  now?: () => number;
  log(message: string, error?: unknown): void;
}

/** What a lookup found: a fresh page, or one past its s-maxage that stale-while-revalidate still allows. */
export interface Found {
  page: StoredPage;
  stale: boolean;
}

/** What a render for the cache gave: the stored page, or a page that may not be kept (sent once, to this reader). */
export type Filled = { page: StoredPage; rendered?: undefined } | { page?: undefined; rendered: RenderedPage };

/**
 * The page cache: pages of anonymous readers by key (cache-key.ts), bounded in bytes (least
 * recently used first out), each valid for its own page version and lifetime. One render per
 * key at a time: concurrent misses of a key wait for the render under way ("single flight").
 */
export class PageCache {
  readonly #pages: ByteLru<StoredPage>;
  readonly #inFlight = new Map<string, Promise<Filled>>();
  readonly #now: () => number;

  constructor(readonly options: PageCacheOptions) {
    this.#pages = new ByteLru(options.maxBytes);
    this.#now = options.now ?? Date.now;
  }

  lookup(key: string): Found | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    const version = this.options.versions.current();
    const now = this.#now();
    if (version === undefined || page.version !== version || now >= page.staleUntil) {
      this.#pages.delete(key);
      return undefined;
    }
    return { page, stale: now >= page.freshUntil };
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
    const flight = this.#renderAndStore(key, pathname, render).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, flight);
    return flight;
  }

  /** Re-renders a stale page in the background, unless a render of it is under way. */
  refresh(key: string, pathname: string, render: CacheRender): void {
    if (this.rendering(key)) return;
    void this.fill(key, pathname, render).catch((error: unknown) => this.options.log('page cache: refreshing a stale page failed', error));
  }

  /** Is a render of key under way (a miss's, or a stale page's refresh)? */
  rendering(key: string): boolean {
    return this.#inFlight.has(key);
  }

  /** The CSP of a page rendered for the cache: the app's own inline scripts by hash (none outside HTML, none of an injection). */
  contentSecurityPolicyOf(page: RenderedPage): string {
    return this.options.contentSecurityPolicy([...(page.scriptHashes ?? [])]);
  }

  clear(): void {
    this.#pages.clear();
  }

  get stats() {
    return { pages: this.#pages.size, bytes: this.#pages.bytes, maxBytes: this.#pages.maxBytes };
  }

  async #renderAndStore(key: string, pathname: string, render: CacheRender): Promise<Filled> {
    // The version before the render: a write committed while it runs makes the page stale at once.
    const version = this.options.versions.current();
    const rendered = await render();
    const policy = await this.#mayKeep(rendered, pathname);
    if (!policy) {
      rendered.headers.set('cache-control', PRIVATE_PAGE);
      return { rendered };
    }
    if (version === undefined) return { rendered };
    const page = await storePage(rendered, { version, policy, csp: this.contentSecurityPolicyOf(rendered), now: this.#now() });
    this.#pages.set(key, page);
    return { page };
  }

  /** A render for this reader only (its opt-in, if any, still says whether shared caches may keep it). */
  async #renderUnkept(pathname: string, render: CacheRender): Promise<Filled> {
    const rendered = await render();
    if (!(await this.#mayKeep(rendered, pathname))) rendered.headers.set('cache-control', PRIVATE_PAGE);
    return { rendered };
  }

  /**
   * The shared-cache policy of a page that opted in (Cache-Control public, s-maxage) and may be
   * kept: a 200 that sets no cookie, outside a login-required edition. Undefined for any other
   * page, whose opt-in then is void (no shared cache may keep it).
   */
  async #mayKeep(rendered: RenderedPage, pathname: string): Promise<SharedCachePolicy | undefined> {
    const policy = sharedCachePolicy(rendered.headers.get('cache-control'));
    if (!policy) return undefined;
    if (rendered.status !== 200 || rendered.headers.has('set-cookie') || !(await this.options.mayStore(pathname, rendered))) return undefined;
    return policy;
  }
}
