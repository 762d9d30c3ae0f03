import { use, useCallback, useEffect, useSyncExternalStore } from 'react';
import { data, useFetcher, useRevalidator, useSubmit } from 'react-router';
import { Retcode } from '../../shared/contract/retcode.ts';
import { useAccount } from './account/viewer-store.tsx';
import { ApiCallError } from './api-client.ts';

/** An API answer as a page shows it: still loading, failed (with the retcode), or ready. */
export type ApiData<T> = { status: 'loading' } | { status: 'failed'; retcode: number; message: string } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Runs an API read for a clientLoader. A failure becomes data, never a thrown error: a thrown
 * one would replace the page with the route's error boundary, where the page shows its own
 * failure with a retry instead.
 */
export async function settle<T>(load: () => Promise<T>): Promise<ApiData<T>> {
  try {
    return { status: 'ready', data: await load() };
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    const retcode = error instanceof ApiCallError ? error.retcode : -1;
    return { status: 'failed', retcode, message: error instanceof Error ? error.message : String(error) };
  }
}

/** A refused call as the API answers it: its retcode and message. */
export type CallFailure = { retcode: number; message: string };

/** What a route's action answers: the write's data, or its error (a server action's: a CallFailure). */
export type ActionOutcome<T = unknown> = { ok: true; data: T } | { ok: false; error: unknown };

/** The body field naming a submission, so its caller finds the outcome (useRouteAction). */
const SUBMISSION = '_submission';
const outcomes = new Map<string, ActionOutcome>();
let submissions = 0;

/**
 * A route's clientAction: runs the API write with the JSON body useRouteAction submitted. On
 * success the router then revalidates the page's loaders and loaded fetchers by itself; a
 * failure answers 400, so that nothing is reloaded.
 */
export async function routeAction<B, T>(request: Request, write: (body: B) => Promise<T>) {
  const { [SUBMISSION]: submission, ...body } = (await request.json()) as Record<string, unknown>;
  let outcome: ActionOutcome<T>;
  try {
    outcome = { ok: true, data: await write(body as B) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  if (typeof submission === 'string') outcomes.set(submission, outcome);
  return outcome.ok ? outcome : data(outcome, { status: 400 });
}

/** Failures of server actions, whose retcode the page reacts to (the API client does it for its own calls). */
const fromServer = new WeakSet<object>();

/**
 * A route's clientAction in front of its server `action` (app/lib/service-call.server.ts): it
 * posts the same JSON to the server and hands the outcome to useRouteAction, a failure as the
 * ApiCallError the API client would have thrown. The write itself runs on the server.
 */
export async function relayAction(request: Request, serverAction: () => Promise<unknown>) {
  const { [SUBMISSION]: submission } = (await request.clone().json()) as Record<string, unknown>;
  let outcome: ActionOutcome;
  try {
    const answer = (await serverAction()) as ActionOutcome<unknown>;
    if (answer.ok) outcome = answer;
    else {
      const failure = answer.error as CallFailure;
      const error = new ApiCallError(failure.retcode, failure.message, { path: new URL(request.url).pathname });
      fromServer.add(error);
      outcome = { ok: false, error };
    }
  } catch (error) {
    outcome = { ok: false, error };
  }
  if (typeof submission === 'string') outcomes.set(submission, outcome);
  return outcome.ok ? outcome : data(outcome, { status: 400 });
}

/**
 * Loads `href` (a route's URL; null: nothing yet) with a fetcher, through that route's
 * clientLoader, which answers an ApiData and the URL it answered for. The router cancels a
 * load superseded by the next one and reloads it after every action of the page; a new href
 * shows loading, never another href's answer.
 */
export function useRouteLoad<T>(href: string | null): { state: ApiData<T>; reload: () => void } {
  const fetcher = useFetcher<{ href: string; state: ApiData<T> }>();
  const { load } = fetcher;
  const reload = useCallback(() => {
    if (href) void load(href);
  }, [href, load]);
  useEffect(reload, [reload]);
  const answer = fetcher.data;
  return { state: answer && href && sameHref(answer.href, href) ? answer.state : LOADING, reload };
}

const hrefOf = (url: URL) => `${url.pathname}${url.search}`;

/** The href a fetcher's clientLoader was called for, as useRouteLoad compares it. */
export const requestHref = (request: Request) => hrefOf(new URL(request.url));

const sameHref = (answered: string, asked: string) => answered === hrefOf(new URL(asked, 'http://x'));

/**
 * Submits JSON to a route's clientAction (the route rendering the caller, or `action`) without a
 * navigation, each write its own fetcher (writes in flight together never cancel each other). Resolves once the router is done (the write, then the page's loaders revalidated) with
 * the action's data, or rejects with its error, so a caller reads like the API call it replaces.
 * A fetcher's submit resolves with nothing, and a row that the revalidation removes is unmounted
 * before it could read fetcher.data: the action leaves its outcome under the submission's name.
 */
export function useRouteAction() {
  const submit = useSubmit();
  const { login, startRealname } = useAccount();
  return useCallback(
    async <T = unknown>(body: Record<string, unknown>, action?: string): Promise<T> => {
      const submission = `s${++submissions}`;
      try {
        await submit(
          { ...body, [SUBMISSION]: submission },
          {
            method: 'post',
            encType: 'application/json',
            navigate: false,
            ...(action ? { action } : {}),
          },
        );
        const outcome = outcomes.get(submission);
        if (!outcome) throw new Error('the write was interrupted');
        if (!outcome.ok) {
          // The retcode catalogue's reactions to a server action's refusal (sign in, real name).
          if (outcome.error instanceof ApiCallError && fromServer.has(outcome.error)) {
            if (outcome.error.retcode === Retcode.LOGIN_REQUIRED) login();
            else if (outcome.error.retcode === Retcode.REALNAME_REQUIRED) startRealname();
          }
          throw outcome.error;
        }
        return outcome.data as T;
      } finally {
        outcomes.delete(submission);
      }
    },
    [submit, login, startRealname],
  );
}

/**
 * Loads the page's loaders again: the retry of a failed list. (Writes never need it: a route
 * action revalidates by itself.)
 */
export function useRetry(): () => void {
  const { revalidate } = useRevalidator();
  return useCallback(() => void revalidate(), [revalidate]);
}

const answers = new Map<string, { answer: Promise<ApiData<unknown>>; readers: number }>();

/** Starts (or finds) the request useApiAnswer reads under `key`: a caller that will read it later may start it early. */
export function askApiAnswer<T>(key: string, load: () => Promise<T>): Promise<ApiData<T>> {
  let entry = answers.get(key);
  if (!entry) {
    entry = { answer: settle(load), readers: 0 };
    answers.set(key, entry);
  }
  return entry.answer as Promise<ApiData<T>>;
}

const unchanging = () => () => {};

/**
 * An API answer read while rendering, with React's `use`, for parts outside any route (the create
 * button, the editor, a dialog): the nearest Suspense boundary shows the wait. `key` null: nothing
 * to ask. The server's render and the hydration answer loading and ask nothing (the server has no
 * session to ask with); the browser asks right after hydration. One request per key while
 * components show it; when the last one goes the key is forgotten and the next one asks again
 * (unless `keep`: asked once per page load).
 */
export function useApiAnswer<T>(key: string | null, load: () => Promise<T>, { keep = false } = {}): ApiData<T> {
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const answer = hydrated && key !== null ? askApiAnswer(key, load) : null;
  useEffect(() => {
    if (keep || key === null || answer === null) return;
    const mine = answers.get(key)?.answer === answer ? answers.get(key)! : { answer, readers: 0 };
    answers.set(key, mine);
    mine.readers += 1;
    return () => {
      mine.readers -= 1;
      if (mine.readers === 0 && answers.get(key) === mine) answers.delete(key);
    };
  }, [key, answer, keep]);
  if (!answer) return LOADING;
  const value: unknown = use(answer);
  return value as ApiData<T>;
}
