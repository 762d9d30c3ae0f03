import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Retcode } from '../../shared/contract/retcode.ts';
import type { AppConfig } from '../config/env.ts';
import type { Edition } from '../domains/editions/editions-service.ts';
import type { Services } from '../domains/services.ts';
import { DomainError } from '../domains/domain-error.ts';
import { ApiError, describeZodError, fromDomainError, invalidParams, notFound } from './errors.ts';
import { resolveViewer } from './viewer.ts';
import { readSessionToken } from './session-cookie.ts';
import { can as canDo } from '../../shared/policy/can.ts';
import { requestContext, type BoundCan, type RequestContext } from '../policies/request-context.ts';
import { refusal, requireCan } from '../policies/require.ts';
import type { ApiCall } from '../../shared/contract/call.ts';
import type { AnyCallContext, ImplementedCall, WireMount } from './route.ts';
import { askedContent, sendAnswerLanguage } from './wire-language.ts';
import { contentLanguagesOf } from '../domains/translations/translations-service.ts';
import { wireStatus } from './wire-status.ts';
import { channelRoutes } from '../domains/channels/channels-routes.ts';
import { contentListRoutes } from '../domains/content/content-lists-routes.ts';
import { contentRoutes } from '../domains/content/content-routes.ts';
import { homeAggregateRoutes } from '../domains/home/home-aggregate-routes.ts';
import { homeRoutes } from '../domains/home/home-routes.ts';
import { accountsRoutes } from '../domains/accounts/accounts-routes.ts';
import { accountSessionRoutes } from '../domains/accounts/session-routes.ts';
import { emailRoutes } from '../domains/email/email-routes.ts';
import { calendarRoutes } from '../domains/living/calendar/calendar-routes.ts';
import { calendarSubscriptionRoutes } from '../domains/living/calendar/subscriptions-routes.ts';
import { mediaRoutes } from '../domains/media/media-routes.ts';
import { rankingRoutes } from '../domains/living/ranking/ranking-routes.ts';
import { settingRoutes } from '../domains/editions/settings-routes.ts';
import { entryPagesRoutes } from '../domains/entry-pages/entry-pages-routes.ts';
import { searchRoutes } from '../domains/search/search-routes.ts';
import { correctionsRoutes } from '../domains/corrections/corrections-routes.ts';
import { operatorRoutes } from '../domains/operator/operator-routes.ts';
import { favoritesRoutes } from '../domains/favorites/favorites-routes.ts';
import { contributingRoutes } from '../domains/contributing/contributing-routes.ts';
import { notificationsRoutes } from '../domains/notifications/notifications-routes.ts';
import { encycRoutes } from '../domains/encyclopedia/encyc-routes.ts';
import { faultAnswer } from '../faults/fault-answer.ts';
import { borrowedContext } from './in-process.ts';
import { publisherVariant } from '../wire/variants.ts';

/** A call as the plugin mounts it: its declaration, the schemas of its input and its handler. */
interface MountedCall extends Omit<ApiCall, 'types'> {
  query?: import('zod').ZodType | undefined;
  body?: import('zod').ZodType | undefined;
  bodyLimit?: number | undefined;
  handler(context: AnyCallContext): Promise<unknown>;
}

const mounted = (route: ImplementedCall): MountedCall => ({
  ...route.call,
  query: route.query,
  body: route.body,
  bodyLimit: route.bodyLimit,
  handler: route.handler,
});

/** Every call the API serves (their declarations: shared/contract/calls/). */
export const apiRoutes: ImplementedCall[] = [
  ...homeRoutes,
  ...channelRoutes,
  ...contentRoutes,
  ...homeAggregateRoutes,
  ...contentListRoutes,
  ...settingRoutes,
  ...rankingRoutes,
  ...calendarRoutes,
  ...calendarSubscriptionRoutes,
  ...accountsRoutes,
  ...accountSessionRoutes,
  ...emailRoutes,
  ...mediaRoutes,
  ...entryPagesRoutes,
  ...searchRoutes,
  ...correctionsRoutes,
  ...operatorRoutes,
  ...favoritesRoutes,
  ...encycRoutes,
  ...contributingRoutes,
  ...notificationsRoutes,
];
const routes = apiRoutes.map(mounted);

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
  { prefix: '/hoyowiki', keyed: false, mount: { families: ['wapi'], wire: 'hoyowiki', edition: (r) => wikiApp(r) ?? { defaultEdition: true } } },
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

/**
 * The game the publisher's programs name in `x-rpc-wiki_app` (`genshin`, `hsr`, `zzz`) on the
 * game-less mount; the path's game wins on the other.
 */
function wikiApp(request: FastifyRequest): EditionKey | undefined {
  const value = request.headers['x-rpc-wiki_app'];
  const game = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return game === '' ? undefined : { game };
}

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
  async function resolveEdition(context: RequestContext, key: EditionKey): Promise<Edition> {
    if (key.appSn) {
      const edition = await context.editionBy({ appSn: key.appSn });
      if (edition) return edition;
      throw notFound(`app_sn: unknown edition '${key.appSn}'`);
    }
    if (key.game) {
      const edition = await context.editionBy({ game: key.game });
      if (edition) return edition;
      throw notFound(`game: unknown game '${key.game}'`);
    }
    if (key.defaultEdition) {
      const edition = await context.editionBy({ defaultPublic: true });
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
          config: {
            bodyTypes: route.bodyType === 'bytes' ? ['application/octet-stream'] : ['application/json'],
            publicRead: route.cache === 'public',
          },
          handler: async (request, reply) => {
            const mount = (request.raw as RewrittenRequest)[CAME_BY] ?? canonical;
            // The request's context: the edition, the viewer and their permissions, resolved once for the whole call.
            const context = borrowedContext(request) ?? requestContext(services, readSessionToken(request));
            const edition = await resolveEdition(context, mount.edition(request));
            const content = askedContent(request, edition);
            if (mount.wire === 'hoyowiki') sendAnswerLanguage(reply, content);
            const viewer = await resolveViewer(context, edition);
            if (route.auth === 'required' && !viewer) throw new ApiError(Retcode.LOGIN_REQUIRED, 401, 'please sign in first');
            if (!route.openInLoginRequiredEdition) requireCan(viewer, 'view-edition', { loginRequired: Boolean(edition.login_required) });
            // The declaration's permission over the edition, before the input is read: a refused caller learns nothing about valid input.
            if (route.permission && !(await context.can(edition.id, route.permission))) throw refusal(viewer, route.permission);
            // On the publisher's mounts a call may take the publisher's input and answer its shapes (server/wire/).
            const variant = publisherVariant(mount.wire, route);
            const query = parseInput(variant?.query ?? route.query, request.query, 'query');
            const body = parseInput(variant?.body ?? route.body, bodyOf(request, mount), 'body');
            const can: BoundCan = (action, ...resource) => canDo(viewer, action, ...resource);
            const callContext = {
              edition,
              query,
              body,
              services,
              config,
              request,
              reply,
              viewer,
              can,
              perRequest: context,
              wire: mount.wire,
              content,
            };
            const data = await (variant ? variant.handler(callContext, route.handler) : route.handler(callContext));
            // Behind a login-required edition's gate, answers are personal whatever the call.
            const cacheable = route.cache === 'public' && (!edition.login_required || route.openInLoginRequiredEdition === true);
            reply.header('cache-control', cacheable ? PUBLIC_CACHE : PRIVATE_CACHE);
            // The answer follows the x-rpc-language header (server/api/wire-language.ts): a shared cache must key it.
            if (cacheable && contentLanguagesOf(edition).length > 1) reply.header('vary', 'x-rpc-language');
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

/**
 * The body a call reads. The publisher's programs sometimes POST with the parameters in the query
 * string and no body: on its mounts, a POST without a body reads its query instead.
 */
function bodyOf(request: FastifyRequest, mount: Mount): unknown {
  if (request.body !== undefined && request.body !== null) return request.body;
  return mount.wire !== 'canonical' && request.method === 'POST' ? request.query : {};
}

function parseInput(schema: import('zod').ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidParams(describeZodError(parsed.error, where));
  return parsed.data;
}

/** Turns any thrown error into the envelope with the right status; never leaks internals. */
export function apiErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) error = fromDomainError(error);
  error = faultAnswer(error) ?? error;
  if (error instanceof ApiError) {
    if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
    return sendEnvelope(reply, error.status, error.retcode, error.message);
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const retcode =
      status === 413
        ? Retcode.PAYLOAD_TOO_LARGE
        : status === 415
          ? Retcode.UNSUPPORTED_MEDIA_TYPE
          : status === 429
            ? Retcode.RATE_LIMITED
            : Retcode.INVALID_PARAMS;
    const message = (error as Error).message || 'bad request';
    return sendEnvelope(reply, status === 400 ? 422 : status, retcode, message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendEnvelope(reply, 500, Retcode.SERVER_FAULT, 'Internal server error');
}
