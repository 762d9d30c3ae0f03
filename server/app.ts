import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import { sql } from 'kysely';
import { logCodeSender } from './domains/accounts/log-code-sender.ts';
import type { CodeSender } from './domains/accounts/realname.ts';
import { apiErrorHandler, registerApi, rewriteApiUrl } from './api/plugin.ts';
import type { AppConfig } from './config/env.ts';
import type { DatabaseHandle } from './db/database.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { purgeOnContentChange } from './content-changes/http-purge.ts';
import { registerImageRoute } from './domains/media/image-route.ts';
import { registerMediaRoute } from './domains/media/media-file-route.ts';
import { registerCalendarFeedRoute } from './domains/living/calendar/feed-route.ts';
import { registerQrRoute } from './domains/editions/footer-qr-route.ts';
import { registerSeoRoutes } from './domains/seo/seo-routes.ts';
import { registerInstallRoutes } from './domains/installable/install-routes.ts';
import { createServices } from './domains/services.ts';
import { serverApi } from './ssr/in-process-api.ts';
import { pageLoadContext } from './ssr/load-context.ts';
import { requestContext } from './policies/request-context.ts';
import { readSessionToken } from './api/session-cookie.ts';
import { registerPages, type PageOptions } from './ssr/react-router.ts';
import { registerBuildAssets } from './ssr/build-assets.ts';
import { createPageCache } from './page-cache/create-page-cache.ts';
import { registerRequestGuards } from './security/request-guards.ts';
import { registerPublisherCors } from './security/publisher-cors.ts';
import { pageSecurityHeaders, registerSecurityHeaders } from './security/security-headers.ts';
import type { FileStorage } from './storage/storage.ts';
import { redisRateLimiter } from './rate-limit/redis-rate-limit.ts';
import { loggedFallback, withFallback } from './rate-limit/fallback-rate-limit.ts';
import { rateLimiter } from './rate-limit/rate-limit.ts';
import { connectRedis } from './redis/redis-client.ts';
import { allowMediaHosts } from '../shared/safe-url.ts';
import { registerOverloadProtection } from './overload/overload-protection.ts';
import { earlyAnswers } from './early-answers.ts';
import { registerHealthRoutes } from './health/health-routes.ts';
import { diskReadiness } from './health/disk-check.ts';
import { sweepTempFiles } from './storage/temp-sweep.ts';
import { registerMetrics } from './metrics/register-metrics.ts';
import { withRedisFallbackGauge } from './metrics/rate-limit-metrics.ts';
import { watchImports } from './metrics/import-metrics.ts';
import { setKeptRevisionConverter } from './domains/entry-pages/kept-revisions.ts';
import { startNotifications } from './domains/notifications/start.ts';
import { smtpMailer } from './mail/mailer.ts';
import { registerOneClickUnsubscribe } from './domains/email/one-click-route.ts';

export interface ServerOptions {
  config: AppConfig;
  database: DatabaseHandle;
  storage: FileStorage;
  /** The React Router build folder; without it only the API and images are served (API tests). */
  buildDir?: string;
  /** `npm run dev` (server/dev/): registers the pages from Vite's dev server instead of buildDir's build, without the page cache. */
  devPages?: (app: FastifyInstance, getLoadContext: PageOptions['getLoadContext']) => Promise<void>;
  /** Delivers real-name codes; by default they are written to the server log. */
  codeSender?: CodeSender;
  /** Run the periodic housekeeping here (default true); of several workers, only one does. */
  housekeeping?: boolean;
  /** Tests: false puts the overload guard under pressure (OverloadSettings.healthy). */
  overloadHealthy?: () => boolean;
}

export async function buildServer({
  config,
  database,
  storage,
  buildDir,
  devPages,
  codeSender,
  housekeeping = true,
  overloadHealthy,
}: ServerOptions): Promise<FastifyInstance> {
  const early = earlyAnswers();
  const app = Fastify({
    serverFactory: early.serverFactory,
    // Logged as the client sent it: rewriteApiUrl moves the API's alias mounts onto the canonical path.
    logger: { level: config.logLevel, serializers: { req: requestLogFields } },
    rewriteUrl: rewriteApiUrl,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  registerMetrics(app, config.metrics);
  watchImports(database.db);
  // Imported revisions kept as their wikitext are converted when first read (docs/decisions/018) by the importer's
  // converter, loaded on first use (it brings the wikitext parser); the entry pages' readers never import the importer.
  setKeptRevisionConverter(async (db, kept) => (await import('./mediawiki/import/convert/on-demand.ts')).convertKeptRevisions(db, kept));
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.close()));
  if (config.purgeUrls.length > 0) {
    const stopPurging = purgeOnContentChange(config.purgeUrls, (message, error) => app.log.warn({ err: error }, message));
    app.addHook('onClose', async () => stopPurging());
  }
  // Counted in Redis; a call Redis fails or leaves unanswered is counted in the database instead (withFallback).
  const rateLimits = redis
    ? withFallback(redisRateLimiter(redis, `${config.redisPrefix}rate:`), rateLimiter(database.db), withRedisFallbackGauge(loggedFallback(app.log, 'Redis')))
    : undefined;
  const mailer = config.mail ? smtpMailer(config.mail) : undefined;
  if (mailer) app.addHook('onClose', async () => mailer.close());
  const services = createServices(database.db, {
    codeSender: codeSender ?? logCodeSender(app.log),
    storage,
    rateLimits,
    mailer,
    publicOrigin: config.publicOrigin,
  });

  // Stored pictures and clips from outside hosts: only those the operator allows (shared/safe-url.ts).
  allowMediaHosts(config.imageHosts);
  app.setErrorHandler(apiErrorHandler);
  await registerSecurityHeaders(app);
  registerRequestGuards(app);
  await registerPublisherCors(app);
  await registerOverloadProtection(app, {
    maxEventLoopDelayMs: config.overloadDelayMs,
    budgetMs: config.overloadBudgetMs,
    concurrency: config.overloadConcurrency,
    retryAfterSeconds: 5,
    ...(overloadHealthy ? { healthy: overloadHealthy, sampleIntervalMs: 50 } : {}),
  });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(etag, { weak: true });

  registerHealthRoutes(app, [
    { name: 'database', critical: true, check: async () => void (await sql`select 1`.execute(database.db)) },
    ...(redis ? [{ name: 'redis', critical: false, check: async () => void (await redis.ping()) }] : []),
    diskReadiness(app, {
      folders: [{ label: 'DATA_DIR', path: config.dataDir }, ...(config.s3 ? [] : [{ label: 'uploads', path: path.join(config.dataDir, 'uploads') }])],
      minFreeMb: config.diskMinFreeMb,
    }),
  ]);

  await registerApi(app, services, config);
  // The activity dispatcher (notifications, auto-watch) and the notifications' live stream, in every process (server/domains/notifications/start.ts).
  await startNotifications(app, { database, config, services });
  if (housekeeping) scheduleHousekeeping(app, services, database.db);
  // Temporary files a crash or a full disk left behind (server/storage/temp-sweep.ts), once per start.
  if (housekeeping)
    void sweepTempFiles(config.dataDir).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed leftover temporary files'),
      (error: unknown) => app.log.warn({ err: error }, 'temporary files not swept'),
    );
  registerImageRoute(app, storage, path.join(config.dataDir, 'cache', 'img'), config.imageCacheMb * 1024 * 1024);
  registerMediaRoute(app, services, storage);
  registerCalendarFeedRoute(app, services);
  registerOneClickUnsubscribe(app, database.db, services.email);
  registerQrRoute(app, services);
  registerSeoRoutes(app, database.db, services, config);
  // The manifests, icons, /favicon.ico and offline page (README, Installable and offline); the favicon is the build's copy of public/.
  const favicon = buildDir ? path.join(buildDir, 'client', 'favicon.svg') : path.join(import.meta.dirname, '..', 'public', 'favicon.svg');
  registerInstallRoutes(app, services, storage, favicon);

  // One context per request (server/policies/request-context.ts); a render for the cache hands it on to the cache's mayStore.
  const getLoadContext: PageOptions['getLoadContext'] = (request, forCache) => {
    const context = requestContext(services, request ? readSessionToken(request) : undefined);
    return pageLoadContext(context, request, config, forCache, serverApi(app, forCache ? undefined : request, context));
  };
  if (devPages) await devPages(app, getLoadContext);
  else if (buildDir) {
    await registerBuildAssets(app, path.join(buildDir, 'client'));
    const pages = await createPageCache({
      config,
      database,
      anonymousContext: () => requestContext(services, undefined),
      log: (message, error) => app.log.warn({ err: error }, message),
    });
    app.addHook('onClose', () => pages.close());
    await registerPages(app, path.join(buildDir, 'server', 'index.js'), {
      getLoadContext,
      cache: pages.cache,
      routeOptions: pageSecurityHeaders(config),
      early: { answers: early, trustsProxies: config.trustProxy !== false },
    });
  }
  return app;
}

/** Fastify's own request log fields, with the URL as it arrived (before rewriteApiUrl). */
function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.originalUrl,
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
