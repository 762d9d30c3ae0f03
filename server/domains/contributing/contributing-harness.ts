import { permissionStore, type Permission } from '../accounts/permissions.ts';
import { sessionStore } from '../accounts/sessions.ts';
import { SESSION_COOKIE } from '../../api/session-cookie.ts';
import { chExt } from '../../seed/factories.ts';
import type { Dialect } from '../../db/database.ts';
import type { EntryDocInput } from '../../../shared/contract/entry-page.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { startTestServer, type TestServer, type TestServerOptions } from '../../../tests/support/test-server.ts';

/** Shared setup of the contributing API tests: a server, an edition with a channel, accounts of each role. */

export interface Envelope<T = Record<string, unknown>> {
  retcode: number;
  message: string;
  data: T;
}

export interface Account {
  cookie: string;
  id: number;
  name: string;
}

export const FILTER = JSON.stringify([{ label: '元素', children: [{ label: '火' }, { label: '冰' }] }]);

/** A valid document: name and two modules (a table and rich text). */
export const sampleDoc = (name: string, extra: Partial<EntryDocInput> = {}): EntryDocInput => ({
  name,
  desc: `${name}的简介`,
  modules: [
    { id: 'a', name: '基础信息', components: [{ component_id: 'table', layout: '', style: '', data: { columns: ['属性', '值'], rows: [['元素', '火']] } }] },
    {
      id: 'b',
      name: '简介',
      components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: `${name}正文` }] }] } }],
    },
  ],
  ...extra,
});

let accounts = 0;

export async function contributingHarness(dialect: Dialect, options: TestServerOptions = {}) {
  const server: TestServer = await startTestServer(dialect, options);
  const edition = await server.make.edition();
  const appSn = edition.app_sn;
  const editionId = edition.id;
  const menuId = (await server.make.channel(editionId, { name: '角色', ch_ext: chExt({ filter: FILTER }) })).id;
  const closedMenuId = (await server.make.channel(editionId, { name: '武器' })).id;

  const account = async (permissions: Permission[] = [], status?: string): Promise<Account> => {
    const name = `contrib_${dialect}_${++accounts}`;
    const user = await server.make.user({ name, ...(status ? { status } : {}) });
    for (const permission of permissions) await permissionStore(server.db).grant(Number(user.id), permission, editionId);
    const { token } = await sessionStore(server.db).create(Number(user.id), { userAgent: 'test', ip: '127.0.0.1' });
    return { cookie: `${SESSION_COOKIE}=${token}`, id: Number(user.id), name };
  };

  const api = (path: string) => `/api/${appSn}/wapi/${path}`;
  const get = async <T = Record<string, unknown>>(path: string, who?: Account) => {
    const response = await server.get(api(path), who ? { headers: { cookie: who.cookie } } : {});
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
  const post = async <T = Record<string, unknown>>(path: string, body: unknown, who?: Account) => {
    const response = await postJson(server, api(path), body, who?.cookie ?? '');
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };

  return { server, appSn, editionId, menuId, closedMenuId, account, get, post, close: () => server.close() };
}

export type Harness = Awaited<ReturnType<typeof contributingHarness>>;
