import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types a state-changing request's body may have on this route (default: application/json). */
    bodyTypes?: readonly string[];
  }
}

const JSON_ONLY = ['application/json'] as const;

/** The media type of a Content-Type header, without parameters ('' when absent). */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A body is coming: a length above zero, or chunked. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Why a state-changing request's body is refused, or undefined when it is welcome. Bodies are
 * JSON, or raw bytes on the routes that say so (bodyTypes); a form or text/plain body (what a
 * page of another site can send without asking) never is. A request without a body and without
 * a Content-Type passes.
 */
export function bodyTypeRefusal(request: FastifyRequest): string | undefined {
  const type = mediaTypeOf(request.headers['content-type']);
  if (type === '' && !hasBody(request)) return undefined;
  const accepted = request.routeOptions.config.bodyTypes ?? JSON_ONLY;
  if (accepted.includes(type)) return undefined;
  // Said as it is: a body without a Content-Type is not any type (a client may have meant JSON).
  if (type === '') return `the body has no content type: send it as ${accepted.join(' or ')}`;
  return `unsupported content type ${type}: send ${accepted.join(' or ')}`;
}
