import type { RequestContext } from '../../server/policies/request-context.ts';
import type { ServerApi } from '../../server/ssr/in-process-api.ts';

declare module 'react-router' {
  /**
   * What the server hands every loader: the request's context (server/policies/request-context.ts:
   * domain services, the editions, the viewer with `can`, the channel rows, each resolved once per
   * request and shared by the root, layout and page loaders), never a second database.
   */
  interface AppLoadContext extends RequestContext {
    /** publicOrigin: PUBLIC_ORIGIN (canonical URLs, app/lib/seo/); undefined: the request's own origin. */
    config: { env: string; publicOrigin: string | undefined };
    /** This response's Content-Security-Policy nonce: every inline script carries it (app/entry.server.tsx); for the page cache, one of the render alone that marks the app's own scripts. */
    cspNonce: string | undefined;
    /** Rendered for the page cache (server/page-cache/): whole before the first byte, its own scripts allowed by hash (the nonce is taken out). */
    forPageCache: boolean;
    /** The API's declared calls for this page request, as its visitor (server/ssr/in-process-api.ts); an anonymous visitor's in a render for the page cache. */
    api: ServerApi;
  }
}

export {};
