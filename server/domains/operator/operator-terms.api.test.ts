import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/** The edition's content languages and the traditional view's term table, over HTTP on each database. */
describe.each(dialects)('content languages and the term table in the console on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let admin: { cookie: string; aid: number };
  let reader: { cookie: string; aid: number };
  let otherAdmin: { cookie: string; aid: number };

  const grant = (userId: number, permission: string, edition: number) =>
    server.db.insertInto('user_permissions').values({ user_id: userId, edition_id: edition, permission, granted_at: 0, granted_by: null }).execute();
  const post = (path: string, body: unknown, cookie = admin.cookie) => postJson(server, `/api/${appSn}/v1/operator/${path}`, body, cookie);
  const get = (path: string, cookie = admin.cookie) => server.get(`/api/${appSn}/v1/operator/${path}`, { headers: { cookie } });
  const changesSince = async (id: number) =>
    (await server.db.selectFrom('content_changes').select(['id', 'tags']).where('id', '>', id).execute()).map((row) => row.tags);
  const lastChange = async () =>
    Number(
      (
        await server.db
          .selectFrom('content_changes')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
  const preview = async (text: string, lang = 'zh-tw') => {
    const response = await post('term/preview', { text, lang });
    const body = await response.json();
    expect(response.status, body.message).toBe(200);
    return body.data.text as string;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition({ default_lang: 'zh-CN' });
    appSn = edition.app_sn;
    editionId = edition.id;
    admin = await signUp(server, appSn, `terms_admin_${dialect}`);
    await grant(admin.aid, 'ADMIN', edition.id);
    reader = await signUp(server, appSn, `terms_reader_${dialect}`);
    const other = await server.make.edition();
    otherAdmin = await signUp(server, appSn, `terms_other_${dialect}`);
    await grant(otherAdmin.aid, 'ADMIN', other.id);
  });
  afterAll(() => server.close());

  it('shows the default language alone until the operator chooses, then stores the choice source first, audited, staling the edition', async () => {
    const before = await (await get('editions')).json();
    expect(before.data.current.content_langs).toEqual(['zh-cn']);

    const mark = await lastChange();
    const response = await post('edition/languages', { content_langs: ['zh-cn', 'zh-tw', 'en-us'] });
    const body = await response.json();
    expect(response.status, body.message).toBe(200);
    expect(body.data.content_langs).toEqual(['zh-cn', 'zh-tw', 'en-us']);
    const row = await server.db.selectFrom('editions').select('content_langs').where('id', '=', editionId).executeTakeFirstOrThrow();
    expect(row.content_langs).toBe('zh-cn,zh-tw,en-us');
    expect(await changesSince(mark)).toContain(`edition:${editionId}`);

    // The source is whichever comes first.
    expect((await post('edition/languages', { content_langs: ['en-us', 'zh-cn'] })).status).toBe(200);
    const after = await (await get('editions')).json();
    expect(after.data.current.content_langs).toEqual(['en-us', 'zh-cn']);

    const audit = await (await get('audit?action=edition.languages')).json();
    expect(audit.data.list[0]).toMatchObject({
      action: 'edition.languages',
      actor_id: admin.aid,
      target_id: editionId,
      after: { content_langs: ['en-us', 'zh-cn'] },
    });
    expect(audit.data.list[1].before).toEqual({ content_langs: ['zh-cn'] });
    await post('edition/languages', { content_langs: ['zh-cn', 'zh-tw', 'en-us'] });
  });

  it('refuses unknown codes, repeats and an empty list with 422 naming the field, changing nothing', async () => {
    for (const content_langs of [['zh-cn', 'xx-yy'], ['zh-cn', 'zh-cn'], [], 'zh-cn', ['zh-CN']]) {
      const response = await post('edition/languages', { content_langs });
      const body = await response.json();
      expect(response.status, JSON.stringify(content_langs)).toBe(422);
      expect(body.retcode).not.toBe(0);
      expect(body.message, JSON.stringify(content_langs)).toContain('content_langs');
    }
    const row = await server.db.selectFrom('editions').select('content_langs').where('id', '=', editionId).executeTakeFirstOrThrow();
    expect(row.content_langs).toBe('zh-cn,zh-tw,en-us');
  });

  it('lets only ADMIN of this edition change languages or terms, before reading the input', async () => {
    for (const [cookie, status] of [
      ['', 401],
      [reader.cookie, 403],
      [otherAdmin.cookie, 403],
    ] as const) {
      expect((await post('edition/languages', { content_langs: ['en-us'] }, cookie)).status).toBe(status);
      expect((await post('term/save', { lang: 'zh-tw', source: '钟离', target: '鍾離' }, cookie)).status).toBe(status);
      expect((await post('term/save', { nonsense: true }, cookie)).status).toBe(status);
      expect((await post('term/delete', { lang: 'zh-tw', source: '钟离' }, cookie)).status).toBe(status);
      expect((await post('term/preview', { text: '钟离' }, cookie)).status).toBe(status);
      expect((await get('terms?lang=zh-tw', cookie)).status).toBe(status);
    }
    const terms = await server.db.selectFrom('edition_terms').selectAll().where('edition_id', '=', editionId).execute();
    expect(terms).toEqual([]);
  });

  it('adds, lists, searches, updates, renames and deletes terms, each audited and staling the edition, and the converter follows at once', async () => {
    // OpenCC alone spells the game's 岩 (Geo) as 巖.
    expect(await preview('岩王帝君来到了璃月港')).toBe('巖王帝君來到了璃月港');
    const first = await post('term/save', { lang: 'zh-tw', source: '岩王帝君', target: '岩王帝君' });
    expect(first.status).toBe(200);
    expect(await preview('岩王帝君来到了璃月港')).toBe('岩王帝君來到了璃月港');

    const mark = await lastChange();
    const saved = await post('term/save', { lang: 'zh-tw', source: ' 钟离 ', target: '鍾離' });
    const savedBody = await saved.json();
    expect(saved.status, savedBody.message).toBe(200);
    expect(savedBody.data.term).toMatchObject({ lang: 'zh-tw', source: '钟离', target: '鍾離' });
    expect(await changesSince(mark)).toContain(`edition:${editionId}`);
    expect(await preview('钟离来到了璃月港')).toBe('鍾離來到了璃月港');

    await post('term/save', { lang: 'zh-tw', source: '雷电将军', target: '雷電將軍' });
    await post('term/save', { lang: 'zh-hk', source: '树脂', target: '樹脂' });
    const list = await (await get('terms?lang=zh-tw')).json();
    expect(list.data.total).toBe(3);
    expect(list.data.list.map((term: { source: string }) => term.source).sort()).toEqual(['岩王帝君', '钟离', '雷电将军'].sort());
    const found = await (await get(`terms?lang=zh-tw&q=${encodeURIComponent('將軍')}`)).json();
    expect(found.data.list.map((term: { target: string }) => term.target)).toEqual(['雷電將軍']);
    expect(found.data.total).toBe(3);
    // A search's LIKE characters are taken literally.
    expect((await (await get(`terms?lang=zh-tw&q=${encodeURIComponent('%')}`)).json()).data.list).toEqual([]);
    const hk = await (await get('terms?lang=zh-hk')).json();
    expect(hk.data.list).toEqual([expect.objectContaining({ source: '树脂', target: '樹脂' })]);
    // zh-hk reads its own terms over zh-tw's.
    expect(await preview('钟离', 'zh-hk')).toBe('鍾離');
    expect(await preview('树脂', 'zh-tw')).toBe('樹脂');

    // Update: the same source, another spelling.
    await post('term/save', { lang: 'zh-tw', source: '钟离', target: '鍾离' });
    expect(await preview('钟离')).toBe('鍾离');
    expect(await preview('钟离', 'zh-hk')).toBe('鍾离');
    // Rename: the old simplified spelling goes.
    const renamed = await post('term/save', { lang: 'zh-tw', source: '钟离先生', target: '鍾離先生', previous: '钟离' });
    expect(renamed.status).toBe(200);
    const afterRename = await (await get('terms?lang=zh-tw')).json();
    expect(afterRename.data.list.map((term: { source: string }) => term.source).sort()).toEqual(['岩王帝君', '钟离先生', '雷电将军'].sort());
    // Renaming onto a taken source is a conflict; renaming a missing one is not found.
    expect((await post('term/save', { lang: 'zh-tw', source: '雷电将军', target: 'x', previous: '钟离先生' })).status).toBe(409);
    expect((await post('term/save', { lang: 'zh-tw', source: '新', target: '新', previous: '没有' })).status).toBe(404);

    const deleted = await post('term/delete', { lang: 'zh-tw', source: '雷电将军' });
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).data).toEqual({ source: '雷电将军' });
    expect((await post('term/delete', { lang: 'zh-tw', source: '雷电将军' })).status).toBe(404);

    const audit = await (await get('audit?target_type=term')).json();
    expect(audit.data.list.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['term.create', 'term.update', 'term.delete']));
    const create = audit.data.list.find(
      (entry: { action: string; after: { source?: string } }) => entry.action === 'term.create' && entry.after?.source === '钟离',
    );
    expect(create).toMatchObject({ actor_id: admin.aid, before: null, after: { lang: 'zh-tw', source: '钟离', target: '鍾離' } });
  });

  it('refuses bad terms and previews with 422 naming the field', async () => {
    for (const [body, field] of [
      [{ lang: 'zh-cn', source: '甲', target: '甲' }, 'lang'],
      [{ lang: 'zh-tw', source: '   ', target: '甲' }, 'source'],
      [{ lang: 'zh-tw', source: '甲', target: '' }, 'target'],
      [{ lang: 'zh-tw', source: '甲'.repeat(101), target: '甲' }, 'source'],
      [{ lang: 'zh-tw', source: '甲', target: '甲'.repeat(101) }, 'target'],
    ] as const) {
      const response = await post('term/save', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await response.json()).message).toContain(field);
    }
    const long = await post('term/preview', { text: '字'.repeat(2001) });
    expect(long.status).toBe(422);
    expect((await long.json()).message).toContain('text');
    expect(await preview('字'.repeat(2000))).toHaveLength(2000);
  });
});
