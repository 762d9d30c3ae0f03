import type { z } from 'zod';
import type { PolicyAction, PolicyResources } from '../policy/can.ts';

/**
 * One API call, declared once: the server registers its handler from it (server/api/route.ts
 * `implement`), the browser calls it through the typed client (app/lib/api-client.ts `callApi`),
 * and the compatibility mounts read the same list (shared/contract/calls/index.ts).
 *
 * A declaration is plain data plus types: its query and body schemas are named by type only
 * (`typeof schema`, from an `import type`), so a page that calls the API does not download zod.
 * The server passes the schemas themselves when it implements the call, and the compiler checks
 * they are the declared ones.
 */
export interface ApiCall<Types extends CallTypes = CallTypes, Auth extends CallAuth = CallAuth> {
  readonly method: 'GET' | 'POST';
  /** Under each edition's API base: '/v1/...' (the publisher's blackboard family) or '/wapi/...' (its HoYoWiki family). */
  readonly path: CallPath;
  /** 'required': anonymous callers get retcode -100 (start login) and the handler's viewer is never undefined. */
  readonly auth: Auth;
  /** 'public' answers may be kept by shared caches (revalidated by ETag); 'private' ones are personal. */
  readonly cache: 'public' | 'private';
  /** A permission over the whole edition, checked (shared/policy/can.ts) after sign-in and before the input is read. */
  readonly permission?: EditionPermission;
  /** 'bytes': the body is raw bytes (application/octet-stream) instead of JSON. */
  readonly bodyType?: 'bytes';
  /** Account calls stay open in a login-required edition (signing in must work there). */
  readonly openInLoginRequiredEdition?: boolean;
  /** The call's types (`shape<…>()`); undefined at run time. */
  readonly types: Types;
}

export type CallPath = `/v1/${string}` | `/wapi/${string}`;
export type CallAuth = 'required' | 'optional';

/** The schemas of a call's input (as types) and the type of its answer (the envelope's `data`). */
export interface CallTypes {
  query?: z.ZodType;
  body?: z.ZodType;
  answer: unknown;
}

/** The actions a call can require without naming a resource: they are decided on the viewer and the edition alone. */
export type EditionPermission = { [A in PolicyAction]: PolicyResources[A] extends undefined ? A : never }[PolicyAction];

type TypesOf<C> = C extends { types: infer Types extends CallTypes } ? Types : never;
/** The schema a call declares for its query or body (undefined when it takes none). */
export type Schema<C, Part extends 'query' | 'body'> = TypesOf<C>[Part] extends z.ZodType ? TypesOf<C>[Part] : undefined;

/** What the server's handler receives: the parsed query. */
export type QueryOf<C> = Schema<C, 'query'> extends z.ZodType ? z.output<Schema<C, 'query'>> : undefined;
/** What the server's handler receives: the parsed body. */
export type BodyOf<C> = Schema<C, 'body'> extends z.ZodType ? z.output<Schema<C, 'body'>> : undefined;
/** What the handler answers and the browser receives. */
export type AnswerOf<C> = TypesOf<C>['answer'];
/** What the browser sends: the query of a GET, the body of a POST (as the schema accepts it, before defaults and coercion). */
export type InputOf<C> = C extends { method: 'GET' }
  ? Schema<C, 'query'> extends z.ZodType
    ? z.input<Schema<C, 'query'>>
    : Record<string, never>
  : Schema<C, 'body'> extends z.ZodType
    ? z.input<Schema<C, 'body'>>
    : Record<string, never>;

/** A call's query as text, as every client sends it: nothing for undefined or null, lists joined by commas. */
export function queryText(values: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    query[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

/**
 * Declares a call. Its `types` name the schemas of its input (`typeof schema`) and the type of its
 * answer, with no value behind them at run time:
 *
 *     export const favoriteStatus = declareCall({
 *       method: 'GET', path: '/wapi/entry_page/favorite_status', auth: 'optional', cache: 'private',
 *       types: shape<{ query: typeof entryFavoriteStatusQuery; answer: FavoriteState }>(),
 *     });
 */
export const declareCall = <const Declaration extends ApiCall>(declaration: Declaration): Declaration => declaration;

/** The `types` of a declaration: a type, and nothing at run time. */
export const shape = <Types extends CallTypes>(): Types => undefined as unknown as Types;
