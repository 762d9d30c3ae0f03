import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../policies/request-context.ts';

/**
 * Calls this process sends itself for a page it is serving (server/ssr/in-process-api.ts). Their
 * header carries a secret of the process and the id of the page request's context, so that the
 * call reuses what the page already resolved (edition, session, permissions) and the overload
 * guard does not admit it a second time.
 */
export const IN_PROCESS_HEADER = 'x-almanac-in-process';
const TOKEN = randomBytes(18).toString('base64url');

const lent = new Map<string, RequestContext>();
let lendings = 0;

/** The header value of a call made for a page whose request context is `context`; `release` forgets the lending once the call answered. */
export function lendContext(context: RequestContext): { header: string; release(): void } {
  const id = String(++lendings);
  lent.set(id, context);
  return { header: `${TOKEN}.${id}`, release: () => lent.delete(id) };
}

/** Whether a request is one this process sent itself for a page it is serving. */
export const isInProcess = (request: FastifyRequest) => inProcessId(request) !== undefined;

/** The page request's context a call of this process borrows, if any. */
export function borrowedContext(request: FastifyRequest): RequestContext | undefined {
  const id = inProcessId(request);
  return id === undefined ? undefined : lent.get(id);
}

function inProcessId(request: FastifyRequest): string | undefined {
  const value = request.headers[IN_PROCESS_HEADER];
  if (typeof value !== 'string' || !value.startsWith(`${TOKEN}.`)) return undefined;
  return value.slice(TOKEN.length + 1);
}
