import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shape, type CallPath } from '../../shared/contract/call.ts';
import {
  ApiCallError,
  NETWORK_ERROR,
  callApi,
  reactionTo,
  setApiHandlers,
  setLoginRequiredEdition,
  type ApiHandlers,
  type RequestOptions,
} from './api-client.ts';

/** A call declared on the spot: these tests are about the envelope, not one call's types. */
const declared = <M extends 'GET' | 'POST'>(method: M, path: CallPath) => ({
  method,
  path,
  auth: 'optional' as const,
  cache: 'private' as const,
  types: shape<{ answer: unknown }>(),
});
const get = <T = unknown>(appSn: string, path: CallPath, query: Record<string, unknown> = {}, options?: RequestOptions) =>
  callApi(appSn, declared('GET', path), query as never, options) as Promise<T>;
const post = (appSn: string, path: CallPath, body: Record<string, unknown> = {}) => callApi(appSn, declared('POST', path), body as never);

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'req-1' } });
}

describe('reactionTo: the retcode catalogue', () => {
  it('maps each spec retcode to its reaction', () => {
    expect(reactionTo(-100, '/v1/x', false)).toBe('login');
    expect(reactionTo(-200, '/v1/x', false)).toBe('ignore');
    expect(reactionTo(-300, '/v1/x', false)).toBe('realname');
    expect(reactionTo(1001, '/v1/x', false)).toBe('back');
    expect(reactionTo(-3101, '/v1/x', false)).toBe('session-invalid');
    expect(reactionTo(404, '/v1/x', false)).toBe('none');
  });

  it('replaces -1 messages on wiki paths only', () => {
    expect(reactionTo(-1, '/wapi/entry_page', false)).toBe('replace-message');
    expect(reactionTo(-1, '/v1/home/banner', false)).toBe('none');
  });

  it('knows -2004 (login) and -3005 (no-permission page) only in a login-required edition', () => {
    expect(reactionTo(-2004, '/v1/x', true)).toBe('login');
    expect(reactionTo(-2004, '/v1/x', false)).toBe('none');
    expect(reactionTo(-3005, '/v1/x', true)).toBe('forbidden');
    expect(reactionTo(-3005, '/v1/x', false)).toBe('none');
  });
});

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let calls: Record<keyof ApiHandlers, ReturnType<typeof vi.fn>>;
  let removeHandlers: () => void;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    calls = {
      login: vi.fn(),
      realname: vi.fn(),
      forbidden: vi.fn(),
      sessionInvalid: vi.fn(),
      networkError: vi.fn(),
      networkErrorText: vi.fn(() => '网络异常，请稍后重试'),
      serviceAbnormalText: vi.fn(() => '服务当前异常，请稍后重试'),
      report: vi.fn(),
    };
    removeHandlers = setApiHandlers(calls as unknown as ApiHandlers);
    setLoginRequiredEdition(false);
  });
  afterEach(() => {
    removeHandlers();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('GETs with app_sn in the query and the session cookie, answering data', async () => {
    fetchMock.mockResolvedValueOnce(answer({ retcode: 0, message: 'OK', data: { allow: true } }));
    const data = await get<{ allow: boolean }>('ys_obc', '/wapi/entry_page/is_allow_create', { menu_ids: [3, 4], scene: 'Default' });
    expect(data).toEqual({ allow: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    const parsed = new URL(String(url), 'http://x');
    expect(parsed.pathname).toBe('/api/ys_obc/wapi/entry_page/is_allow_create');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ menu_ids: '3,4', scene: 'Default', app_sn: 'ys_obc' });
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ 'x-rpc-wiki_app': 'ys_obc' });
  });

  it('POSTs JSON with app_sn in the body', async () => {
    fetchMock.mockResolvedValueOnce(answer({ retcode: 0, message: 'OK', data: {} }));
    await post('sr_wiki', '/v1/account/login', { login_name: 'demo', password: 'x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sr_wiki/v1/account/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ login_name: 'demo', password: 'x', app_sn: 'sr_wiki' });
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' });
  });

  it('starts login on -100 and real-name on -300, then throws the retcode', async () => {
    fetchMock.mockResolvedValueOnce(answer({ retcode: -100, message: 'please sign in first', data: null }, 401));
    await expect(get('ys_obc', '/v1/keybox/query_unique_key', { key: 'k' })).rejects.toMatchObject({ retcode: -100, message: 'please sign in first' });
    expect(calls.login).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(answer({ retcode: -300, message: 'real name', data: null }, 403));
    await expect(post('ys_obc', '/v1/content/report_error', {})).rejects.toBeInstanceOf(ApiCallError);
    expect(calls.realname).toHaveBeenCalledTimes(1);
  });

  it('stays silent when asked (the sign-in check), and ignores -200', async () => {
    fetchMock.mockResolvedValueOnce(answer({ retcode: -100, message: 'please sign in first', data: null }, 401));
    await expect(get('ys_obc', '/v1/account/user_info', {}, { silent: true })).rejects.toMatchObject({ retcode: -100 });
    fetchMock.mockResolvedValueOnce(answer({ retcode: -200, message: 'nothing', data: null }));
    await expect(get('ys_obc', '/v1/x')).rejects.toMatchObject({ retcode: -200 });
    for (const handler of [calls.login, calls.realname, calls.forbidden, calls.sessionInvalid, calls.networkError]) expect(handler).not.toHaveBeenCalled();
  });

  it('shows the no-permission page on -3005 and starts login on -2004 in a login-required edition', async () => {
    setLoginRequiredEdition(true);
    fetchMock.mockResolvedValueOnce(answer({ retcode: -3005, message: 'this page is being tested, stay tuned', data: null }, 403));
    await expect(get('sr_wiki', '/v1/home/banner')).rejects.toMatchObject({ retcode: -3005 });
    fetchMock.mockResolvedValueOnce(answer({ retcode: -2004, message: 'sign in', data: null }, 401));
    await expect(get('sr_wiki', '/v1/home/banner')).rejects.toMatchObject({ retcode: -2004 });
    expect(calls.forbidden).toHaveBeenCalledTimes(1);
    expect(calls.login).toHaveBeenCalledTimes(1);
  });

  it('opens the re-login page on -3101 and goes back one page on 1001', async () => {
    const back = vi.fn();
    vi.stubGlobal('window', { history: { back } });
    fetchMock.mockResolvedValueOnce(answer({ retcode: -3101, message: 'session invalid', data: null }, 401));
    await expect(get('ys_obc', '/v1/x')).rejects.toMatchObject({ retcode: -3101 });
    expect(calls.sessionInvalid).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(answer({ retcode: 1001, message: 'back', data: null }));
    await expect(get('ys_obc', '/v1/x')).rejects.toMatchObject({ retcode: 1001 });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('replaces a -1 message on wiki paths and reports it with status, url, method, params and trace id', async () => {
    fetchMock.mockResolvedValueOnce(answer({ retcode: -1, message: 'Internal server error', data: { hint: 1 } }, 500));
    await expect(get('ys_obc', '/wapi/entry_page', { entry_page_id: 5 })).rejects.toMatchObject({ retcode: -1, message: '服务当前异常，请稍后重试' });
    fetchMock.mockResolvedValueOnce(answer({ retcode: -1, message: 'Internal server error', data: null }, 500));
    await expect(get('ys_obc', '/v1/home/banner')).rejects.toMatchObject({ message: 'Internal server error' });
    expect(calls.report).toHaveBeenCalledTimes(2);
    expect(calls.report.mock.calls[0]![1]).toEqual({
      url: '/api/ys_obc/wapi/entry_page?entry_page_id=5&app_sn=ys_obc',
      method: 'GET',
      params: { entry_page_id: 5 },
      status: 500,
      data: { hint: 1 },
      traceId: 'req-1',
    });
  });

  it('toasts a network failure 100 ms later', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    // The failure says it in the reader's language, never the browser's "Failed to fetch".
    await expect(get('ys_obc', '/v1/x')).rejects.toMatchObject({ retcode: NETWORK_ERROR, message: '网络异常，请稍后重试' });
    expect(calls.networkError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(99);
    expect(calls.networkError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(calls.networkError).toHaveBeenCalledTimes(1);
  });
});
