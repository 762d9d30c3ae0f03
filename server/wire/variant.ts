import type { z } from 'zod';
import type { AnswerOf, ApiCall } from '../../shared/contract/call.ts';
import type { AnyCallContext, CallContext, WireMount } from '../api/route.ts';

/** One of the publisher's mounts (server/api/plugin.ts): its blackboard (v1) or its HoYoWiki (wapi). */
export type PublisherMount = Exclude<WireMount, 'canonical'>;

/**
 * How a declared call answers on one of the publisher's mounts where the publisher's programs
 * send other input or read another answer than our own pages do (docs/decisions/015): its own
 * query and body schemas (when given, instead of the call's) and its own handler. The call's
 * declaration, sign-in and permission stay the call's; only the input and the answer change.
 */
export interface PublisherVariant {
  mount: PublisherMount;
  call: ApiCall;
  query?: z.ZodType | undefined;
  body?: z.ZodType | undefined;
  handler(context: AnyCallContext, ours: (context: AnyCallContext) => Promise<unknown>): Promise<unknown>;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Declares a call's variant on a publisher mount; the handler sees the variant's own input types. */
export const onPublisherMount = <C extends ApiCall, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  mount: PublisherMount,
  call: C,
  variant: {
    query?: Q;
    body?: B;
    /**
     * `ours` is the call's own handler (our mount's answer), to be given a context whose input is
     * in our terms (our ids): a variant may reshape what it answers instead of answering anew.
     */
    handler(
      context: Omit<CallContext<C>, 'query' | 'body'> & { query: Parsed<Q>; body: Parsed<B> },
      ours: (context: AnyCallContext) => Promise<AnswerOf<C>>,
    ): Promise<unknown>;
  },
): PublisherVariant => ({
  mount,
  call,
  query: variant.query,
  body: variant.body,
  handler: variant.handler,
});

/** Finds a call's variant on a mount among `variants` (one lookup table, built once). */
export function variantFinder(variants: PublisherVariant[]) {
  const byKey = new Map<string, PublisherVariant>();
  for (const variant of variants) {
    const key = `${variant.mount} ${variant.call.method} ${variant.call.path}`;
    if (byKey.has(key)) throw new Error(`two publisher variants of ${key}`);
    byKey.set(key, variant);
  }
  return (mount: WireMount, call: Pick<ApiCall, 'method' | 'path'>): PublisherVariant | undefined =>
    mount === 'canonical' ? undefined : byKey.get(`${mount} ${call.method} ${call.path}`);
}
