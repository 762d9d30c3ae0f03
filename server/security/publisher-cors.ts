import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call that only reads what anyone may read (cache 'public'): a GET, or a POST that reads (get_entry_page_list). */
    publicRead?: boolean;
  }
}

/** The mounts the publisher's programs call, from desktop apps and other sites' pages. */
export const PUBLISHER_PREFIXES = ['/hoyowiki/', '/common/blackboard/'] as const;
export const onPublisherMount = (url: string): boolean => PUBLISHER_PREFIXES.some((prefix) => url.startsWith(prefix));

const OPEN: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST'],
  // What the publisher's programs send (x-rpc-language, x-rpc-wiki_app) besides JSON bodies.
  allowedHeaders: ['content-type', 'x-rpc-language', 'x-rpc-wiki_app', 'x-rpc-client_type', 'x-rpc-app_version'],
  exposedHeaders: ['x-rpc-language', 'content-language', 'retry-after'],
  maxAge: 86_400,
};
const CLOSED: FastifyCorsOptions = { origin: false };

/**
 * Public reads on the publisher's mounts answer any origin (`Access-Control-Allow-Origin: *`,
 * never with credentials: a browser shows another site the answer only when it sent no cookie),
 * and their preflights are answered. Everything else, and our own mount, sends no CORS headers:
 * another site's page cannot read it, and its writes stay refused (request-guards.ts).
 */
export async function registerPublisherCors(app: FastifyInstance) {
  const optionsFor = (request: FastifyRequest): FastifyCorsOptions => {
    if (!onPublisherMount(request.originalUrl ?? request.url)) return CLOSED;
    return request.method === 'OPTIONS' || request.routeOptions.config.publicRead ? OPEN : CLOSED;
  };
  await app.register(cors, { hook: 'onRequest', delegator: (request, callback) => callback(null, optionsFor(request)) });
}
