import type { FastifyRequest } from 'fastify';

/**
 * The origin the browser sees this server at: scheme and host of the request, from
 * X-Forwarded-Proto and X-Forwarded-Host when TRUST_PROXY is on (Fastify's trustProxy).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** True when two origins are the same (default ports and letter case normalised); a bad one never is. */
export function isSameOrigin(origin: string, own: string): boolean {
  try {
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}
