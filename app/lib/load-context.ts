import type { Viewer } from '../../server/policies/entry-creation.ts';
import type { Services } from '../../server/services/index.ts';

declare module 'react-router' {
  /** What the server hands every loader: domain services, never a second database. */
  interface AppLoadContext {
    services: Services;
    /** publicOrigin: PUBLIC_ORIGIN (canonical URLs, app/lib/seo/); undefined: the request's own origin. */
    config: { env: string; publicOrigin: string | undefined };
    /** This response's Content-Security-Policy nonce: every inline script carries it (app/entry.server.tsx); none for the page cache. */
    cspNonce: string | undefined;
    /** Rendered for the page cache (server/page-cache/): whole before the first byte, no nonce (its CSP lists script hashes). */
    forPageCache: boolean;
    /** The signed-in visitor and their permissions in the edition, if any. */
    viewer(editionId: number): Promise<Viewer | undefined>;
  }
}

export {};
