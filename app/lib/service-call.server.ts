import { data, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { Retcode } from '../../shared/contract/retcode.ts';
import { ApiError, describeZodError, fromDomainError, invalidParams } from '../../server/api/errors.ts';
import { resolveViewer, type SessionViewer } from '../../server/api/viewer.ts';
import { DomainError } from '../../server/domains/domain-error.ts';
import type { Edition } from '../../server/domains/editions/editions-service.ts';
import { faultAnswer } from '../../server/faults/fault-answer.ts';
import { requireCan } from '../../server/policies/require.ts';
import type { ActionOutcome, ApiData, CallFailure } from './route-data.ts';

/**
 * A personal page's read or write on the server, through the service its API call uses, behind
 * the API's own checks in the API's order (server/api/plugin.ts): signed in (-100 'please sign in
 * first'), the edition open to the viewer ('view-edition'), the input parsed by the call's zod
 * schema from shared/contract/ (-422 naming each field), then the service, which checks each
 * permission and rate limit as it does for the API. A refusal answers the API's retcode and
 * message. The answer is the API's JSON (dates as strings, no undefined fields).
 */
export interface SignedInCall<S extends z.ZodType, T> {
  /** The call's schema and its input as the API would receive it (query values as text). */
  input: { schema: S; value: unknown; where: 'query' | 'body' };
  run(viewer: SessionViewer, input: z.output<S>): Promise<T>;
}

async function signedIn<S extends z.ZodType, T>(context: AppLoadContext, edition: Edition, call: SignedInCall<S, T>): Promise<T> {
  const viewer = await resolveViewer(context, edition);
  if (!viewer) throw new ApiError(Retcode.LOGIN_REQUIRED, 401, 'please sign in first');
  requireCan(viewer, 'view-edition', { loginRequired: Boolean(edition.login_required) });
  const parsed = call.input.schema.safeParse(call.input.value);
  if (!parsed.success) throw invalidParams(describeZodError(parsed.error, call.input.where));
  const answer = await call.run(viewer, parsed.data);
  return (answer === undefined ? answer : JSON.parse(JSON.stringify(answer))) as T;
}

/**
 * A public call's read (no sign-in needed, as the API's public calls): the edition open to the
 * visitor, then `run`; its failure as data.
 */
export async function openRead<T>(context: AppLoadContext, edition: Edition, run: () => Promise<T>): Promise<ApiData<T>> {
  try {
    requireCan(await resolveViewer(context, edition), 'view-edition', { loginRequired: Boolean(edition.login_required) });
    return { status: 'ready', data: JSON.parse(JSON.stringify(await run())) as T };
  } catch (error) {
    return { status: 'failed', ...failureOf(error) };
  }
}

/** The retcode and message the API answers for an error; anything else (a bug) is thrown on. */
function failureOf(error: unknown): CallFailure {
  const known = error instanceof DomainError ? fromDomainError(error) : (faultAnswer(error) ?? error);
  if (known instanceof ApiError) return { retcode: known.retcode, message: known.message };
  throw error;
}

/** A loader's read: its answer, or its failure as data (the page shows it with a retry), never a thrown error. */
export async function serviceRead<S extends z.ZodType, T>(context: AppLoadContext, edition: Edition, call: SignedInCall<S, T>): Promise<ApiData<T>> {
  try {
    return { status: 'ready', data: await signedIn(context, edition, call) };
  } catch (error) {
    return { status: 'failed', ...failureOf(error) };
  }
}

/**
 * An action's write: `{ ok: true, data }`, or `{ ok: false, error }` with status 400 so that the
 * router reloads nothing (useRouteAction rejects with the failure as an ApiCallError).
 */
export async function serviceWrite<S extends z.ZodType, T>(context: AppLoadContext, edition: Edition, call: SignedInCall<S, T>) {
  try {
    const outcome: ActionOutcome<T> = { ok: true, data: await signedIn(context, edition, call) };
    return outcome;
  } catch (error) {
    const outcome: ActionOutcome<T> = { ok: false, error: failureOf(error) };
    return data(outcome, { status: 400 });
  }
}

/** An action's JSON body (useRouteAction posts JSON; the request guards refused anything else). */
export async function actionBody(request: Request): Promise<Record<string, unknown>> {
  const body = (await request.json().catch(() => ({}))) as unknown;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
