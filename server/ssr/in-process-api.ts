import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryText, type AnswerOf, type ApiCall, type InputOf } from '../../shared/contract/call.ts';
import type { Envelope } from '../../shared/contract/envelope.ts';
import { IN_PROCESS_HEADER, lendContext } from '../api/in-process.ts';
import type { RequestContext } from '../policies/request-context.ts';

/** A declared call's answer as a server loader or action gets it: the envelope and the cookies to pass on. */
export interface InProcessAnswer<T> {
  envelope: Envelope<T>;
  /** Set-Cookie headers of the answer (signing out clears the session cookie): the page's answer carries them. */
  setCookie: string[];
}

/** Calls a declared API call for the page request being served, as that visitor. */
export type ServerApi = <C extends ApiCall & { bodyType?: never }>(appSn: string, call: C, input: InputOf<C>) => Promise<InProcessAnswer<AnswerOf<C>>>;

/**
 * Personal pages read and write through the very calls programs use (one handler, one set of
 * checks: sign-in, the edition's gate, permissions, validation, rate limits): Fastify's inject
 * runs the call in this process, no socket, with the page request's cookie, address and
 * language, so the call sees the same visitor the page does, and it borrows the page's request
 * context (the edition, session and permissions the page already resolved). A render for the
 * page cache has no request: its calls are an anonymous visitor's.
 */
export function serverApi(app: FastifyInstance, request: FastifyRequest | undefined, context: RequestContext): ServerApi {
  return async (appSn, call, input) => {
    const lending = lendContext(context);
    try {
      return await send(app, request, lending.header, appSn, call, input);
    } finally {
      lending.release();
    }
  };
}

async function send<C extends ApiCall>(app: FastifyInstance, request: FastifyRequest | undefined, marker: string, appSn: string, call: C, input: InputOf<C>) {
  const headers: Record<string, string> = { accept: 'application/json', [IN_PROCESS_HEADER]: marker };
  for (const name of ['cookie', 'accept-language', 'user-agent'] as const) {
    const value = request?.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The edition is the path's; the input is exactly the declaration's (an edition's settings have an app_sn field of their own).
  const values = input as Record<string, unknown>;
  const url = `/api/${encodeURIComponent(appSn)}${call.path}`;
  const response =
    call.method === 'GET'
      ? await app.inject({ method: 'GET', url, query: queryText(values), headers, remoteAddress: request?.ip ?? '127.0.0.1' })
      : await app.inject({
          method: 'POST',
          url,
          payload: values,
          headers: { ...headers, 'content-type': 'application/json' },
          remoteAddress: request?.ip ?? '127.0.0.1',
        });
  const setCookie = response.headers['set-cookie'];
  const answer: InProcessAnswer<AnswerOf<C>> = {
    envelope: response.json<Envelope<AnswerOf<C>>>(),
    setCookie: setCookie === undefined ? [] : [setCookie].flat(),
  };
  return answer;
}
