import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerOf, ApiCall, BodyOf, QueryOf, Schema } from '../../shared/contract/call.ts';
import type { AppConfig } from '../config/env.ts';
import type { ContentChoice } from '../../shared/content-language.ts';
import type { Edition } from '../domains/editions/editions-service.ts';
import type { Services } from '../domains/services.ts';
import type { BoundCan, RequestContext } from '../policies/request-context.ts';
import type { SessionViewer } from './viewer.ts';

/** Which API a mount imitates: ours, the publisher's blackboard (v1) or its HoYoWiki (wapi). */
export type WireMount = 'canonical' | 'blackboard' | 'hoyowiki';

/** What a call's handler is given. */
export interface CallContext<C extends ApiCall> {
  edition: Edition;
  query: QueryOf<C>;
  body: BodyOf<C>;
  services: Services;
  config: AppConfig;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in visitor with their permissions in this edition: always there when the call requires sign-in. */
  viewer: C extends { auth: 'required' } ? SessionViewer : SessionViewer | undefined;
  /** `can` (shared/policy/can.ts) for this viewer, anonymous or not, in this edition. */
  can: BoundCan;
  /** This request's context (server/policies/request-context.ts): what else the call needs, resolved once (channel rows, can across editions). */
  perRequest: RequestContext;
  /** The mount the call came by (its ids and shapes may be the publisher's). */
  wire: WireMount;
  /** The content language asked (x-rpc-language or ?lang) and the one the edition answers in (server/api/wire-language.ts). */
  content: ContentChoice;
}

type SchemaPart<C, Part extends 'query' | 'body'> = Schema<C, Part> extends z.ZodType ? { [K in Part]: Schema<C, Part> } : { [K in Part]?: undefined };

/** The server's half of a declared call: the schemas the declaration names, and the handler. */
export type Implementation<C extends ApiCall> = SchemaPart<C, 'query'> &
  SchemaPart<C, 'body'> & {
    /** Largest body in bytes (default: the server's 1 MB). */
    bodyLimit?: number;
    handler(context: CallContext<C>): Promise<AnswerOf<C>>;
  };

/** A declared call with its implementation, as the API plugin mounts it under every alias of its family. */
export interface ImplementedCall {
  call: ApiCall;
  query?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
  bodyLimit?: number | undefined;
  handler(context: AnyCallContext): Promise<unknown>;
}

/** The context of any call, before its input is known to match a declaration. */
export type AnyCallContext = Omit<CallContext<ApiCall>, 'query' | 'body'> & { query: unknown; body: unknown };

/** Implements a declared call (shared/contract/calls/): the compiler holds the schemas and the answer to the declaration. */
export const implement = <C extends ApiCall>(call: C, implementation: Implementation<C>): ImplementedCall => ({
  call,
  query: implementation.query,
  body: implementation.body,
  bodyLimit: implementation.bodyLimit,
  handler: implementation.handler,
});
