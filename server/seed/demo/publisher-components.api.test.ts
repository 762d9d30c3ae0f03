import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryTemplateAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryPageWire } from '../../../shared/contract/entry-page.ts';
import { postJson, sessionCookieOf } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * The demo's characters, weapons and artifacts over HTTP carry the publisher's components where
 * the public programs of docs/wire-clients/ look for them (docs/wire-clients/components.md).
 */

type WireModule = EntryPageWire['modules'][number];

describe.each(dialects)("the demo's pages with the publisher's components on %s", (dialect) => {
  let server: TestServer;
  const firstOf = async (channel: string) => {
    const row = await server.db
      .selectFrom('entry_pages as p')
      .innerJoin('channels as c', 'c.id', 'p.menu_id')
      .select('p.content_id')
      .where('c.name', '=', channel)
      .orderBy('p.content_id')
      .executeTakeFirstOrThrow();
    return Number(row.content_id);
  };
  const page = async (id: number, mount = '/api/ys_obc/wapi'): Promise<EntryPageWire> => {
    const response = await server.get(`${mount}/entry_page?entry_page_id=${id}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { page: EntryPageWire } }).data.page;
  };
  const dataOf = (module: WireModule | undefined, index = 0) => JSON.parse(module!.components[index]!.data) as Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedDemo(server.db, server.storage);
  }, 120_000);
  afterAll(() => server.close());

  it.each(['/api/ys_obc/wapi', '/hoyowiki/genshin/wapi'])(
    'a character on %s: 基础信息 whose first component is baseInfo with a birthday, as genshin-birthday-ics reads it',
    async (mount) => {
      const wire = await page(await firstOf('角色'), mount);
      const basic = wire.modules.find((module) => module.name === '基础信息');
      expect(basic?.components[0]?.component_id).toBe('baseInfo');
      const data = dataOf(basic) as { attr: Array<{ key: string; value: string[] }>; list: unknown };
      const birthday = data.attr.find((line) => line.key === '生日')!.value[0]!;
      expect(birthday).toMatch(/^<p>\d+月\d+日<\/p>$/);
      expect(data.attr.map((line) => line.key)).toEqual(expect.arrayContaining(['所属', '元素', '武器类型']));
      expect(data.list).toEqual(data.attr);
      const types = wire.modules.flatMap((module) => module.components.map((component) => component.component_id));
      expect(types).toEqual(expect.arrayContaining(['talent', 'summaryList', 'ascension', 'story', 'gallery_character']));
    },
  );

  it('a character: gallery_character as the wish analyzer reads it', async () => {
    const wire = await page(await firstOf('角色'));
    const gallery = wire.modules.flatMap((module) => module.components).find((component) => component.component_id === 'gallery_character')!;
    const data = JSON.parse(gallery.data) as { pic: string; list: Array<Record<string, unknown>> };
    expect(typeof data.pic).toBe('string');
    expect(data.list.length).toBeGreaterThan(0);
    for (const item of data.list) {
      for (const key of ['id', 'key', 'img']) expect(typeof item[key] === 'string' && item[key] !== '', key).toBe(true);
      expect(typeof item.imgDesc).toBe('string');
    }
  });

  it("a weapon: modules[0].components[0] holds star, category, image, rich_text and attr, as mihoyo-wiki's script spreads them", async () => {
    const wire = await page(await firstOf('武器'));
    expect(wire.modules[0]!.components[0]!.component_id).toBe('baseInfo');
    const basic = dataOf(wire.modules[0]);
    const second = dataOf(wire.modules[1]);
    const spread = { ...basic, ...second, ...basic };
    expect(spread).toMatchObject({
      star: expect.any(Number),
      category: expect.any(String),
      image: expect.any(String),
      rich_text: expect.stringMatching(/^<p>/),
    });
    expect(basic.star).toBeGreaterThan(0);
    expect(Array.isArray(basic.attr)).toBe(true);
    const ascension = wire.modules.flatMap((module) => module.components).find((component) => component.component_id === 'ascension')!;
    const levels = (JSON.parse(ascension.data) as { list: Array<{ key: string; combatList: Array<{ key: string; values: string[] }> }> }).list;
    expect(levels.at(-1)).toMatchObject({ key: 'Lv.90', combatList: expect.arrayContaining([{ key: '', values: ['突破前', '突破后'] }]) });
  });

  it("an artifact: reliquary_set_effect beside a baseInfo, which genshin.py's page model needs", async () => {
    const wire = await page(await firstOf('圣遗物'));
    // genshin/models/genshin/wiki.py: each module's components by id; the set effect moves into baseInfo.
    const modules: Record<string, unknown> = {};
    for (const module of wire.modules) {
      const components: Record<string, Record<string, unknown>> = {};
      for (const component of module.components) components[component.component_id] = JSON.parse(component.data || '{}') as Record<string, unknown>;
      if ('reliquary_set_effect' in components) {
        expect(components.baseInfo, module.name).toBeDefined();
        components.baseInfo!.reliquary_set_effect = components.reliquary_set_effect;
        delete components.reliquary_set_effect;
      }
      const last = Object.values(components).at(-1);
      expect(last, module.name).toBeDefined();
      modules[module.name] = last;
    }
    expect(modules['基础信息']).toMatchObject({ reliquary_set_effect: { two_set_effect: expect.stringMatching(/^<p>.+<\/p>$/) } });
  });

  it('a new character starts from the template with the baseInfo lines, without their values', async () => {
    const account = DEMO_ACCOUNTS.find((item) => item.loginName === 'editor')!;
    const login = await postJson(server, '/api/ys_obc/v1/account/login', { login_name: account.loginName, password: account.password });
    expect(login.status).toBe(200);
    const channel = await server.db.selectFrom('channels').select('id').where('name', '=', '角色').executeTakeFirstOrThrow();
    const answer = await server.get(`/api/ys_obc/wapi/get_entry_page_template?menu_id=${channel.id}`, { headers: { cookie: sessionCookieOf(login) } });
    expect(answer.status).toBe(200);
    const [first] = ((await answer.json()) as { data: EntryTemplateAnswer }).data.doc.modules;
    expect(first?.name).toBe('基础信息');
    expect(first?.components[0]).toMatchObject({ component_id: 'baseInfo', data: { attr: expect.arrayContaining([{ key: '生日', value: [] }]) } });
  });
});
