import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Retcode } from '../../shared/contract/retcode.ts';
import type { AppConfig } from '../config/env.ts';
import type { Edition } from '../services/editions.ts';
import type { Services } from '../services/index.ts';
import { DomainError } from '../services/errors.ts';
import { ApiError, describeZodError, fromDomainError, invalidParams, notFound } from './errors.ts';
import { resolveViewer } from './viewer.ts';
import type { ApiRoute, WireMount } from './route.ts';
import { sendAnswerLanguage } from './wire-language.ts';
import { wireStatus } from './wire-status.ts';
import { channelRoutes } from './routes/channels.ts';
import { contentListRoutes } from './routes/content-lists.ts';
import { contentRoutes } from './routes/contents.ts';
import { homeAggregateRoutes } from './routes/home-aggregate.ts';
import { homeRoutes } from './routes/home.ts';
import { accountsRoutes } from './routes/accounts.ts';
import { accountSessionRoutes } from './routes/account-sessions.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { calendarSubscriptionRoutes } from './routes/calendar-subscriptions.ts';
import { mediaRoutes } from './routes/media.ts';
import { rankingRoutes } from './routes/ranking.ts';
import { settingRoutes } from './routes/settings.ts';
import { entryPagesRoutes } from './routes/entry-pages.ts';
import { searchRoutes } from './routes/search.ts';
import { correctionsRoutes } from './routes/corrections.ts';
import { operatorRoutes } from './routes/operator.ts';
import { favoritesRoutes } from './routes/favorites.ts';
import { contributingRoutes } from './routes/contributing.ts';
import { encycRoutes } from './routes/encyc.ts';

const routes: ApiRoute[] = [...homeRoutes, ...channelRoutes, ...contentRoutes, ...homeAggregateRoutes, ...contentListRoutes, ...settingRoutes, ...rankingRoutes, ...calendarRoutes, ...calendarSubscriptionRoutes, ...accountsRoutes, ...accountSessionRoutes, ...mediaRoutes, ...entryPagesRoutes, ...searchRoutes, ...correctionsRoutes, ...operatorRoutes, ...favoritesRoutes, ...encycRoutes, ...contributingRoutes];

// Shared caches may keep an answer but must revalidate it (a cheap 304 by ETag) before reuse, so
// an operator's change reaches readers at once.
const PUBLIC_CACHE = 'public, no-cache';
const PRIVATE_CACHE = 'private, no-store';

type Family = 'v1' | 'wapi';
interface Mount {
  families: Family[];
  wire: WireMount;
  edition: (request: FastifyRequest) => EditionKey;
}

/**
 * Mounts of the API. The canonical one names the edition in the path; the aliases keep
 * third-party tools written for the publisher's API working by changing only the base URL.
 * `/hoyowiki/wapi` (no game) is the default edition, as the most used HoYoWiki client calls it;
 * it wins over `/hoyowiki/:game/wapi`, as a static segment does in the router.
 *
 * Only the canonical mount is registered with Fastify: registering every route under every
 * alias (four times over) was a fifth of a worker's start-up. rewriteApiUrl moves an alias's
 * call onto the canonical path (its edition key in the `app_sn` segment) and notes on the raw
 * request which mount it came by.
 */
const canonical: Mount = { families: ['v1', 'wapi'], wire: 'canonical', edition: (r) => ({ appSn: param(r, 'app_sn') }) };
const aliases: Array<{ prefix: string; keyed: boolean; mount: Mount }> = [
  { prefix: '/api', keyed: false, mount: { families: ['v1', 'wapi'], wire: 'canonical', edition: (r) => ({ appSn: queryAppSn(r) }) } },
  { prefix: '/common/blackboard', keyed: true, mount: { families: ['v1'], wire: 'blackboard', edition: (r) => ({ appSn: param(r, 'app_sn') }) } },
  { prefix: '/hoyowiki', keyed: false, mount: { families: ['wapi'], wire: 'hoyowiki', edition: () => ({ defaultEdition: true }) } },
  { prefix: '/hoyowiki', keyed: true, mount: { families: ['wapi'], wire: 'hoyowiki', edition: (r) => ({ game: param(r, 'app_sn') }) } },
];

const familyOf = (path: string): Family => (path.startsWith('/v1/') ? 'v1' : 'wapi');
// rewriteApiUrl matches alias paths against these keys as plain text: a route with a parameter or
// a wildcard in its path would be unreachable through the aliases.
const routeKeys = new Set(
  routes.map((route) => {
    if (/[:*]/.test(route.path)) throw new Error(`API route ${route.path}: paths are static (rewriteApiUrl matches them as text)`);
    return `${route.method} ${route.path}`;
  }),
);
const CAME_BY = Symbol('the API alias mount a call came by');
type RewrittenRequest = IncomingMessage & { [CAME_BY]?: Mount };

/**
 * Fastify's rewriteUrl: a call on an alias mount goes to the canonical path of the same route
 * (`/hoyowiki/genshin/wapi/x` → `/api/genshin/wapi/x`, `/api/v1/x` → `/api/_/v1/x`). Only a path
 * that names an existing route is moved, trying the aliases in the router's order, so whatever
 * did not match before (unknown paths, other methods) reaches the same handler as before.
 */
export function rewriteApiUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  for (const alias of aliases) {
    if (!path.startsWith(`${alias.prefix}/`)) continue;
    let rest = path.slice(alias.prefix.length);
    let key = '_';
    if (alias.keyed) {
      const keyEnd = rest.indexOf('/', 1);
      if (keyEnd <= 1) continue;
      key = rest.slice(1, keyEnd);
      rest = rest.slice(keyEnd);
    }
    if (!alias.mount.families.includes(familyOf(rest)) || !routeKeys.has(`${method} ${rest}`)) continue;
    (request as RewrittenRequest)[CAME_BY] = alias.mount;
    return `/api/${key}${rest}${queryAt === -1 ? '' : url.slice(queryAt)}`;
  }
  return url;
}

type EditionKey = { appSn?: string | undefined; game?: string | undefined; defaultEdition?: true };

function param(request: FastifyRequest, name: string): string | undefined {
  return (request.params as Record<string, string | undefined>)[name];
}

function queryAppSn(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown>).app_sn;
  return typeof value === 'string' ? value : undefined;
}

/** An envelope answer; an error's status is HTTP 200 on the publisher's mounts (wire-status.ts). */
export function sendEnvelope(reply: FastifyReply, status: number, retcode: number, message: string, data: unknown = null) {
  return reply.status(wireStatus(reply.request.originalUrl, status)).header('cache-control', PRIVATE_CACHE).send({ retcode, message, data });
}

export async function registerApi(app: FastifyInstance, services: Services, config: AppConfig) {
  async function resolveEdition(key: EditionKey): Promise<Edition> {
    if (key.appSn) {
      const edition = await services.editions.byAppSn(key.appSn);
      if (edition) return edition;
      throw notFound(`app_sn: unknown edition '${key.appSn}'`);
    }
    if (key.game) {
      const edition = await services.editions.byGame(key.game);
      if (edition) return edition;
      throw notFound(`game: unknown game '${key.game}'`);
    }
    if (key.defaultEdition) {
      const edition = await services.editions.defaultPublic();
      if (edition) return edition;
      throw notFound('no edition is open to readers yet');
    }
    throw invalidParams('app_sn: required (in the path or as a query value)');
  }

  await app.register(
    async (scope) => {
      // Binary bodies (upload chunks, voice clips: bodyType 'bytes') arrive as a Buffer; each route's bodyLimit bounds them.
      scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      for (const route of routes) {
        scope.route({
          method: route.method,
          url: route.path,
          ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
          config: { bodyTypes: route.bodyType === 'bytes' ? ['application/octet-stream'] : ['application/json'] },
          handler: async (request, reply) => {
            const mount = (request.raw as RewrittenRequest)[CAME_BY] ?? canonical;
            const edition = await resolveEdition(mount.edition(request));
            if (mount.wire === 'hoyowiki') sendAnswerLanguage(reply, edition.default_lang);
            const viewer = await resolveViewer(request, services, edition);
            if (route.auth === 'required' && !viewer) throw new ApiError(Retcode.LOGIN_REQUIRED, 401, 'please sign in first');
            if (edition.login_required && !route.openInLoginRequiredEdition) {
              if (!viewer) throw new ApiError(Retcode.EDITION_LOGIN_REQUIRED, 401, 'this edition needs you to sign in');
              if (!services.policies.entryCreation.mayView(viewer, true)) throw new ApiError(Retcode.NO_PERMISSION, 403, 'this page is being tested, stay tuned');
            }
            const query = parseInput(route.query, request.query, 'query');
            const body = parseInput(route.body, request.body ?? {}, 'body');
            const data = await route.handler({ edition, query, body, services, config, request, reply, viewer, wire: mount.wire });
            // Behind a login-required edition's gate, answers are personal whatever the call.
            const cacheable = route.cache === 'public' && (!edition.login_required || route.openInLoginRequiredEdition === true);
            reply.header('cache-control', cacheable ? PUBLIC_CACHE : PRIVATE_CACHE);
            return { retcode: Retcode.OK, message: 'OK', data };
          },
        });
      }
    },
    { prefix: '/api/:app_sn' },
  );

  // Unknown API paths answer the envelope, not the HTML not-found page.
  for (const prefix of ['/api/*', '/common/blackboard/*', '/hoyowiki/*']) {
    app.all(prefix, async (request, reply) =>
      sendEnvelope(reply, 404, Retcode.NOT_FOUND, `no API call ${request.method} ${request.originalUrl.split('?')[0]}`),
    );
  }
}

function parseInput<T>(schema: import('zod').ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidParams(describeZodError(parsed.error, where));
  return parsed.data;
}

/** Turns any thrown error into the envelope with the right status; never leaks internals. */
export function apiErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) error = fromDomainError(error);
  if (error instanceof ApiError) {
    if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
    return sendEnvelope(reply, error.status, error.retcode, error.message);
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const retcode = status === 413 ? Retcode.PAYLOAD_TOO_LARGE : status === 415 ? Retcode.UNSUPPORTED_MEDIA_TYPE : status === 429 ? Retcode.RATE_LIMITED : Retcode.INVALID_PARAMS;
    const message = (error as Error).message || 'bad request';
    return sendEnvelope(reply, status === 400 ? 422 : status, retcode, message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendEnvelope(reply, 500, Retcode.SERVER_FAULT, 'Internal server error');
}
