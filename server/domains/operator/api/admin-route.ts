import type { z } from 'zod';
import { describeZodError, invalidParams } from '../../../api/errors.ts';
import { refusal } from '../../../policies/require.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../../../api/route.ts';
import type { Actor } from '../audit.ts';

export interface AdminContext<Q, B> extends HandlerContext<Q, B> {
  actor: Actor;
}

/**
 * An operator call: signed in (anonymous callers get retcode -100), then `can` 'operate-edition'
 * (ADMIN in the path's edition) or, with scope 'global', 'operate-every-edition' (ADMIN for every
 * edition), else 403 with retcode -3005. Answers are personal, never cached.
 */
export function adminRoute<Q = unknown, B = unknown>(route: {
  method: 'GET' | 'POST';
  path: `/v1/operator/${string}`;
  scope?: 'edition' | 'global';
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Largest body in bytes, for binary uploads (default: the server's 1 MB). */
  bodyLimit?: number;
  /** 'bytes': the body is raw bytes (application/octet-stream) instead of JSON. */
  bodyType?: 'bytes';
  handler(context: AdminContext<Q, B>): Promise<unknown>;
}): ApiRoute {
  return defineRoute({
    method: route.method,
    path: route.path,
    cache: 'private',
    auth: 'required',
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    ...(route.bodyType ? { bodyType: route.bodyType } : {}),
    // Input is checked after the permission, so a non-admin learns nothing about valid input.
    async handler(context) {
      const viewer = context.viewer!;
      const action = route.scope === 'global' ? 'operate-every-edition' : 'operate-edition';
      if (!(await context.perRequest.can(context.edition.id, action))) throw refusal(viewer, action);
      const query = parse(route.query, context.request.query ?? {}, 'query');
      const body = parse(route.body, context.request.body ?? {}, 'body');
      return route.handler({ ...context, query, body, actor: { id: viewer.user.id, name: viewer.user.name } });
    },
  });
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidParams(describeZodError(parsed.error, where));
  return parsed.data;
}
