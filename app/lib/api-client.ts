import { queryText, type AnswerOf, type ApiCall, type InputOf } from '../../shared/contract/call.ts';
import type { Envelope } from '../../shared/contract/envelope.ts';
import { Retcode } from '../../shared/contract/retcode.ts';

/** An API answer with a non-zero retcode, or no answer at all (retcode NETWORK_ERROR). */
export class ApiCallError extends Error {
  constructor(
    readonly retcode: number,
    message: string,
    readonly details: { status?: number; data?: unknown; path?: string } = {},
  ) {
    super(message);
  }
}

/** The retcode of a call that got no answer (offline, DNS, a dropped connection, not JSON). */
export const NETWORK_ERROR = -999;

/** What the spec's retcode catalogue does; the viewer store registers these at start. */
export interface ApiHandlers {
  /** -100 (and -2004 in a login-required edition): start login. */
  login(): void;
  /** -300: start real-name verification. */
  realname(): void;
  /** -3005 in a login-required edition: the no-permission page. */
  forbidden(): void;
  /** -3101: the error page with a 're-login' link. */
  sessionInvalid(): void;
  /** No answer: the 'network abnormal' toast (shown 100 ms later). */
  networkError(): void;
  /** The message of a call that got no answer, in the reader's language (never the browser's "Failed to fetch"). */
  networkErrorText(): string;
  /** The text that replaces a -1 message on wiki paths. */
  serviceAbnormalText(): string;
  /** Unexpected errors go to error reporting. */
  report(error: ApiCallError, context: ReportContext): void;
}

export interface ReportContext {
  url: string;
  method: 'GET' | 'POST';
  params: Record<string, unknown>;
  status: number | undefined;
  data: unknown;
  traceId: string | undefined;
}

export interface RequestOptions {
  /**
   * No reaction to failures (no login, no toast): the sign-in check, permissions,
   * community info and logout fail silently. Unexpected errors are still reported.
   */
  silent?: boolean;
  signal?: AbortSignal;
}

let handlers: Partial<ApiHandlers> = {};

/** Registers the catalogue's reactions; answers a function that removes them. */
export function setApiHandlers(next: Partial<ApiHandlers>): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = {};
  };
}

/** Delay of the network-error toast. */
export const NETWORK_TOAST_DELAY_MS = 100;

/** Wiki paths: the entry-page API, where a -1 message is replaced by the catalogue's text. */
const isWikiPath = (path: string) => path.startsWith('/wapi/');

/** The header wiki paths carry with the wiki app (the edition's app_sn). */
export const WIKI_APP_HEADER = 'x-rpc-wiki_app';

/** What the catalogue does for a retcode: the reaction and the message to show. */
export function reactionTo(
  retcode: number,
  path: string,
  loginRequiredEdition: boolean,
): 'login' | 'realname' | 'back' | 'forbidden' | 'session-invalid' | 'replace-message' | 'ignore' | 'none' {
  switch (retcode) {
    case Retcode.LOGIN_REQUIRED:
      return 'login';
    case Retcode.EDITION_LOGIN_REQUIRED:
      return loginRequiredEdition ? 'login' : 'none';
    case Retcode.IGNORED:
      return 'ignore';
    case Retcode.REALNAME_REQUIRED:
      return 'realname';
    case Retcode.GO_BACK:
      return 'back';
    case Retcode.NO_PERMISSION:
      return loginRequiredEdition ? 'forbidden' : 'none';
    case Retcode.SESSION_INVALID:
      return 'session-invalid';
    case Retcode.SERVER_FAULT:
      return isWikiPath(path) ? 'replace-message' : 'none';
    default:
      return 'none';
  }
}

let loginRequiredEdition = false;

/** The viewer store says whether the current edition needs a login (for -2004 and -3005). */
export function setLoginRequiredEdition(value: boolean) {
  loginRequiredEdition = value;
}

async function send<T>(method: 'GET' | 'POST', appSn: string, path: string, params: Record<string, unknown>, options: RequestOptions): Promise<T> {
  const withSign = { ...params, app_sn: appSn };
  let url = `/api/${appSn}${path}`;
  // The spec's request interceptor: wiki paths name the wiki app in a header.
  const headers: Record<string, string> = { accept: 'application/json', ...(isWikiPath(path) ? { [WIKI_APP_HEADER]: appSn } : {}) };
  const init: RequestInit = { method, credentials: 'same-origin', signal: options.signal ?? null, headers };
  if (method === 'GET') {
    url = `${url}?${new URLSearchParams(queryText(withSign)).toString()}`;
  } else {
    init.body = JSON.stringify(withSign);
    init.headers = { ...headers, 'content-type': 'application/json' };
  }

  let response: Response;
  let body: Envelope<T>;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    if (!options.silent) setTimeout(() => handlers.networkError?.(), NETWORK_TOAST_DELAY_MS);
    throw new ApiCallError(NETWORK_ERROR, handlers.networkErrorText?.() ?? (error as Error)?.message ?? 'network error', { path });
  }
  const traceId = response.headers.get('x-trace-id') ?? response.headers.get('x-request-id') ?? undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    const failure = new ApiCallError(NETWORK_ERROR, `unreadable answer (${response.status})`, { status: response.status, path });
    handlers.report?.(failure, { url, method, params, status: response.status, data: undefined, traceId });
    if (!options.silent) setTimeout(() => handlers.networkError?.(), NETWORK_TOAST_DELAY_MS);
    throw failure;
  }
  if (body.retcode === Retcode.OK) return body.data;

  const reaction = reactionTo(body.retcode, path, loginRequiredEdition);
  const message = reaction === 'replace-message' ? (handlers.serviceAbnormalText?.() ?? body.message) : body.message;
  const failure = new ApiCallError(body.retcode, message, { status: response.status, data: body.data, path });
  if (body.retcode === Retcode.SERVER_FAULT || response.status >= 500) {
    handlers.report?.(failure, { url, method, params, status: response.status, data: body.data, traceId });
  }
  if (!options.silent) {
    if (reaction === 'login') handlers.login?.();
    else if (reaction === 'realname') handlers.realname?.();
    else if (reaction === 'forbidden') handlers.forbidden?.();
    else if (reaction === 'session-invalid') handlers.sessionInvalid?.();
    else if (reaction === 'back') window.history.back();
  }
  throw failure;
}

/**
 * Calls a declared API call (shared/contract/calls/) of the edition: a GET sends the input as its
 * query, a POST as its JSON body; app_sn rides along. The answer's type is the declaration's; the
 * server validated it, and the browser does not download the schema library for pages that only
 * read. Failures react as the retcode catalogue says, then throw an ApiCallError.
 */
export function callApi<C extends ApiCall & { bodyType?: never }>(
  appSn: string,
  call: C,
  input: InputOf<C>,
  options: RequestOptions = {},
): Promise<AnswerOf<C>> {
  return send<AnswerOf<C>>(call.method, appSn, call.path, input, options);
}

/** The URL of a call of the edition, for what must go around callApi (an XMLHttpRequest with upload progress, a beacon). */
export const callUrl = (appSn: string, call: ApiCall) => `/api/${appSn}${call.path}`;

/** True when a failure was the retcode catalogue's 'ignored' (-200): show nothing. */
export const isIgnored = (error: unknown) => error instanceof ApiCallError && error.retcode === Retcode.IGNORED;

/**
 * True when the API client has already told the reader about a failure, so the caller shows
 * nothing more: 'ignored' (-200), login started (-100), or no answer (the 'network abnormal'
 * toast of a call that is not silent).
 */
export const isAlreadyShown = (error: unknown) =>
  error instanceof ApiCallError && (error.retcode === Retcode.IGNORED || error.retcode === Retcode.LOGIN_REQUIRED || error.retcode === NETWORK_ERROR);
