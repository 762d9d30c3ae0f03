import type { z } from 'zod';
import { idBody } from '../../../../shared/contract/operator.ts';
import type { ApiRoute } from '../../../api/route.ts';
import type { OperatorService } from '../operator-service.ts';
import type { Actor } from '../audit.ts';
import { adminRoute, type AdminContext } from './admin-route.ts';

/** One write of a kind: its body schema and what it does with the parsed body. */
export interface WriteAction<B> {
  body: z.ZodType<B>;
  /** 'global' writes need ADMIN for every edition (see admin-route.ts). */
  scope?: 'edition' | 'global';
  run(context: AdminContext<unknown, B>): Promise<unknown>;
}

/** A write whose answer is shaped by `run` (the body's type is checked against the schema). */
export const write = <B>(body: z.ZodType<B>, run: (context: AdminContext<unknown, B>) => Promise<unknown>, scope?: 'edition' | 'global'): WriteAction<B> =>
  scope ? { body, run, scope } : { body, run };

type OperatorCall<B, R> = (operator: OperatorService, actor: Actor, editionId: number, body: B) => Promise<R>;

/** A save or create in the path's edition answering `{ [name]: result }`. */
export const saveAs = <B, R>(name: string, body: z.ZodType<B>, call: OperatorCall<B, R>): WriteAction<B> =>
  write(body, async ({ services, actor, edition, body: input }) => ({ [name]: await call(services.operator, actor, edition.id, input) }));

/** A delete by id in the path's edition answering `{ id }`. */
export const removeById = (call: (operator: OperatorService) => (actor: Actor, editionId: number, id: number) => Promise<unknown>): WriteAction<z.infer<typeof idBody>> =>
  write(idBody, async ({ services, actor, edition, body }) => {
    await call(services.operator)(actor, edition.id, body.id);
    return { id: body.id };
  });

/**
 * The POST /v1/operator/{kind}/{action} calls of one kind of thing: each checks the caller and
 * the body (admin-route.ts) and runs its action, which records its audit entry in the service.
 */
export function crudRoutes(kind: string, actions: Record<string, WriteAction<unknown>>): ApiRoute[] {
  return Object.entries(actions).map(([action, spec]) =>
    adminRoute({
      method: 'POST',
      path: `/v1/operator/${kind}/${action}`,
      ...(spec.scope ? { scope: spec.scope } : {}),
      body: spec.body,
      handler: (context) => spec.run(context),
    }),
  );
}
