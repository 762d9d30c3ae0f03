import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { hashedPageContentSecurityPolicy } from '../security/content-security-policy.ts';
import type { Services } from '../domains/services.ts';
import { requestContext } from '../policies/request-context.ts';
import { PageCache } from './page-cache.ts';
import { watchPageCache } from '../metrics/page-metrics.ts';
import { postgresVersionSource, sqliteVersionSource, type VersionSource } from './version-source.ts';

/**
 * The page cache of one app process: PAGE_CACHE_MB of memory, the page version read from the
 * database (SQLite: per lookup; PostgreSQL: LISTEN/NOTIFY), pages of login-required editions
 * never kept: the edition is the one the render's request context already looked up, not a
 * second lookup. close() ends its PostgreSQL listener.
 */
export async function createPageCache(options: {
  config: Pick<AppConfig, 'pageCacheMb' | 'databaseUrl' | 'databaseSchema' | 'sentry' | 'imageHosts'>;
  database: DatabaseHandle;
  services: Services;
  log: (message: string, error?: unknown) => void;
}): Promise<{ cache: PageCache; close(): Promise<void> }> {
  const { config, database, services, log } = options;
  // The listener's first connection resets before the cache exists: nothing to drop yet.
  const made: { cache?: PageCache } = {};
  let versions: VersionSource;
  if (database.sqlite) versions = sqliteVersionSource(database.sqlite);
  else if (config.databaseUrl) {
    versions = await postgresVersionSource({ url: config.databaseUrl, schema: config.databaseSchema, onReset: () => made.cache?.clear(), log });
  } else throw new Error('page cache: no SQLite connection and no DATABASE_URL to listen on');

  const cache = new PageCache({
    maxBytes: config.pageCacheMb * 1024 * 1024,
    versions,
    contentSecurityPolicy: (hashes) => hashedPageContentSecurityPolicy(config, hashes),
    async mayStore(pathname, rendered) {
      const [, ns, site] = pathname.split('/');
      if (!ns || !site) return true;
      // The render that just finished looked the edition up in its context: ask that one.
      const context = rendered.context ?? requestContext(services, undefined);
      const edition = await context.editionAt(`/${ns}/${site}/`);
      return !edition?.login_required;
    },
    log,
  });
  made.cache = cache;
  watchPageCache(() => cache.stats);
  return { cache, close: () => versions.close() };
}
