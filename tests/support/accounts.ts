import type { TestServer } from './test-server.ts';

/** The session cookie ('name=value') a Set-Cookie header carries, or ''. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('almanac_session='));
  return header ? header.split(';')[0]! : '';
}

export async function postJson(server: TestServer, path: string, body: unknown, cookie = ''): Promise<Response> {
  return server.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs up a new account through the API and returns its session cookie and aid. */
export async function signUp(server: TestServer, appSn: string, loginName: string, password = 'correct horse 1') {
  const response = await postJson(server, `/api/${appSn}/v1/account/register`, { login_name: loginName, password });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { user_info: { aid: number } } };
  return { cookie: sessionCookieOf(response), aid: body.data.user_info.aid };
}
