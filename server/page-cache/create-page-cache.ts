import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { hashedPageContentSecurityPolicy } from '../security/content-security-policy.ts';
import type { RequestContext } from '../policies/request-context.ts';
import { PageCache } from './page-cache.ts';
import { watchPageCache } from '../metrics/page-metrics.ts';
import path from 'node:path';
import { filePageStore } from './page-store.ts';
import { postgresChangeFeed, sqliteChangeFeed, type ChangeFeed } from '../content-changes/change-feed.ts';

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * The page cache of one app process: PAGE_CACHE_MB of memory, content changes heard from the
 * database (server/content-changes/change-feed.ts: SQLite: the log read per lookup; PostgreSQL: LISTEN/NOTIFY), pages of login-required editions
 * never kept: the edition is the one the render's request context already looked up, not a
 * second lookup. close() ends its PostgreSQL listener.
 */
export async function createPageCache(options: {
  config: Pick<AppConfig, 'pageCacheMb' | 'pageStoreMb' | 'dataDir' | 'databaseUrl' | 'databaseSchema' | 'sentry' | 'imageHosts'>;
  database: DatabaseHandle;
  /** A reader's context without a session, for a render that handed none on (server/policies/request-context.ts). */
  anonymousContext: () => RequestContext;
  log: (message: string, error?: unknown) => void;
}): Promise<{ cache: PageCache; close(): Promise<void> }> {
  const { config, database, anonymousContext, log } = options;
  let feed: ChangeFeed;
  if (database.sqlite) feed = sqliteChangeFeed(database.sqlite);
  else if (config.databaseUrl) feed = await postgresChangeFeed({ url: config.databaseUrl, schema: config.databaseSchema, log });
  else throw new Error('page cache: no SQLite connection and no DATABASE_URL to listen on');

  const shared = config.pageStoreMb > 0 ? filePageStore(path.join(config.dataDir, 'cache', 'pages'), config.pageStoreMb * 1024 * 1024) : undefined;
  const cache = new PageCache({
    maxBytes: config.pageCacheMb * 1024 * 1024,
    feed,
    shared,
    contentSecurityPolicy: (hashes) => hashedPageContentSecurityPolicy(config, hashes),
    async mayStore(pathname, rendered) {
      const [, ns, site] = pathname.split('/');
      if (!ns || !site) return true;
      // The render that just finished looked the edition up in its context: ask that one.
      const context = rendered.context ?? anonymousContext();
      const edition = await context.editionAt(`/${ns}/${site}/`);
      return !edition?.login_required;
    },
    log,
  });
  watchPageCache(() => cache.stats);
  // Every process sweeps now and then (a few ms per thousand pages); a page another one removes is simply rendered again.
  const sweeper = shared ? setInterval(() => void shared.sweep().catch((error: unknown) => log('page store: sweep failed', error)), SWEEP_EVERY_MS) : undefined;
  sweeper?.unref();
  return {
    cache,
    close: async () => {
      clearInterval(sweeper);
      cache.close();
      await feed.close();
    },
  };
}
