import { data, type AppLoadContext } from 'react-router';
import type { AnswerOf, ApiCall, InputOf } from '../../shared/contract/call.ts';
import { Retcode } from '../../shared/contract/retcode.ts';
import type { ActionOutcome, ApiData, CallFailure } from './route-data.ts';

type Call = ApiCall & { bodyType?: never };

// A personal page's read or write on the server: the declared API call itself, run in this
// process for the page's visitor (context.api, server/ssr/in-process-api.ts), so the page and a
// program go through one handler and one set of checks (sign-in, the edition's gate,
// permissions, validation, rate limits) and get the same answer.

/** A loader's read: its answer, or its failure as data (the page shows it with a retry), never a thrown error. */
export async function serverRead<C extends Call>(context: AppLoadContext, appSn: string, call: C, input: InputOf<C>): Promise<ApiData<AnswerOf<C>>> {
  const { envelope } = await context.api(appSn, call, input);
  return envelope.retcode === Retcode.OK
    ? { status: 'ready', data: envelope.data }
    : { status: 'failed', retcode: envelope.retcode, message: envelope.message };
}

/**
 * An action's write: `{ ok: true, data }`, or `{ ok: false, error }` with status 400 so that the
 * router reloads nothing (useRouteAction rejects with the failure as an ApiCallError). Cookies the
 * call sets (signing out) go out with the page's answer.
 */
export async function serverWrite<C extends Call>(context: AppLoadContext, appSn: string, call: C, input: InputOf<C>) {
  const { envelope, setCookie } = await context.api(appSn, call, input);
  const headers = new Headers();
  for (const cookie of setCookie) headers.append('set-cookie', cookie);
  if (envelope.retcode === Retcode.OK) return data<ActionOutcome<AnswerOf<C>>>({ ok: true, data: envelope.data }, { headers });
  const error: CallFailure = { retcode: envelope.retcode, message: envelope.message };
  return data<ActionOutcome<AnswerOf<C>>>({ ok: false, error }, { status: 400, headers });
}

/** An action's JSON body (useRouteAction posts JSON; the request guards refused anything else). */
export async function actionBody(request: Request): Promise<Record<string, unknown>> {
  const body = (await request.json().catch(() => ({}))) as unknown;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
