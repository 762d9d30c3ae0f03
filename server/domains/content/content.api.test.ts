import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichDoc } from '../../../shared/contract/rich-text.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const body: RichDoc = [
  { type: 'heading', level: 2, children: [{ text: '简介' }] },
  { type: 'paragraph', children: [{ text: '冰元素弓箭手', bold: true }] },
];
const tabDoc: RichDoc = [{ type: 'list', ordered: false, items: [[{ text: '天赋一' }], [{ text: '天赋二' }]] }];

const info = (server: TestServer, query: string, init?: RequestInit) => server.get(`/api/ys_obc/v1/content/info?${query}`, init);

describe.each(dialects)('content API on %s', (dialect) => {
  let server: TestServer;
  let editionId: number;
  let sectionId: number;
  let tabId: number;
  let contentId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
    const section = await server.make.channel(edition.id, { name: '图鉴' });
    const tab = await server.make.channel(edition.id, { name: '角色', parent_id: section.id, depth: 2 });
    const content = await server.make.content(edition.id, {
      title: '甘雨',
      summary: '冰元素弓箭手',
      icon: '/img/ganyu.png',
      body: JSON.stringify(body),
      tabs: JSON.stringify([{ name: '天赋', doc: tabDoc }, { name: '损坏', doc: { bad: 1 } }, { doc: [] }]),
      author_name: '旅行者1',
      editor_name: '编辑2',
      version: 3,
      created_at: 1_700_000_000,
      updated_at: 1_700_086_400,
    });
    await server.make.place(section.id, content.id, { ext: { placeholder: { text: '' } } });
    await server.make.place(tab.id, content.id, { ext: { filter: { value: ['元素/冰'] } } });
    editionId = edition.id;
    sectionId = section.id;
    tabId = tab.id;
    contentId = content.id;
  });
  afterAll(() => server.close());

  it('answers a content with the real API field names, cacheable', async () => {
    const response = await info(server, `content_id=${contentId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const envelope = await response.json();
    expect(envelope).toMatchObject({ retcode: 0, message: 'OK' });
    const content = envelope.data.content;
    expect(Object.keys(content).sort()).toEqual(
      [
        'id',
        'title',
        'content',
        'content_doc',
        'ext',
        'author_name',
        'editor_name',
        'ctime',
        'mtime',
        'version',
        'icon',
        'summary',
        'url',
        'type',
        'bbs_url',
        'contents',
      ].sort(),
    );
    expect(content).toMatchObject({
      id: contentId,
      title: '甘雨',
      author_name: '旅行者1',
      editor_name: '编辑2',
      ctime: '1700000000',
      mtime: '1700086400',
      version: 3,
      icon: '/img/ganyu.png',
      summary: '冰元素弓箭手',
      url: '',
      type: 1,
      bbs_url: '',
    });
    // content is HTML (server/domains/content/content-info-html.api.test.ts); the document is beside it.
    expect(content.content_doc).toEqual(body);
    expect(envelope.data.channel_list).toEqual([
      { id: sectionId, name: '图鉴', parent_id: 0 },
      { id: tabId, name: '角色', parent_id: sectionId },
    ]);
  });

  it('sends ext as JSON keyed c_{channelId}', async () => {
    const { data } = await (await info(server, `content_id=${contentId}`)).json();
    expect(JSON.parse(data.content.ext)).toEqual({
      [`c_${sectionId}`]: { placeholder: { text: '' }, filter: { text: '[]', value: [] } },
      [`c_${tabId}`]: { filter: { text: '["元素/冰"]', value: ['元素/冰'] } },
    });
  });

  it('returns stored tabs as contents with their documents, a damaged doc as [] and a nameless tab dropped', async () => {
    const { data } = await (await info(server, `content_id=${contentId}`)).json();
    expect(data.content.contents).toEqual([
      { name: '天赋', text: '<ul><li>天赋一</li><li>天赋二</li></ul>', text_doc: tabDoc },
      { name: '损坏', text: '', text_doc: [] },
    ]);
  });

  it('sanitizes an invalid stored document to []', async () => {
    const bad = [
      '{"bad":1}',
      JSON.stringify([{ type: 'script', children: [{ text: 'alert(1)' }] }]),
      JSON.stringify([
        { type: 'paragraph', children: [{ text: '<b>x</b>', onclick: 'x' }] },
        { type: 'html', html: '<img onerror=x>' },
      ]),
      'not json',
    ];
    for (const stored of bad) {
      const content = await server.make.content(editionId, { body: stored, tabs: 'nope' });
      const { data } = await (await info(server, `content_id=${content.id}`)).json();
      expect(data.content.content).toBe('');
      expect(data.content.content_doc).toEqual([]);
      expect(data.content.contents).toEqual([]);
      expect(data.channel_list).toEqual([]);
      expect(JSON.parse(data.content.ext)).toEqual({});
    }
  });

  it('answers 404 for a content of another edition', async () => {
    const other = await server.make.edition();
    const foreign = await server.make.content(other.id, { title: '外来' });
    const response = await info(server, `content_id=${foreign.id}`);
    expect(response.status).toBe(404);
    expect((await response.json()).retcode).toBe(404);
    const own = await server.get(`/api/${other.app_sn}/v1/content/info?content_id=${foreign.id}`);
    expect((await own.json()).data.content.title).toBe('外来');
  });

  it('answers 422 naming content_id for a bad id', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '', '99999999999999999999', '1&content_id=2']) {
      const response = await info(server, `content_id=${bad}`);
      expect(response.status, bad).toBe(422);
      const envelope = await response.json();
      expect(envelope.retcode).toBe(422);
      expect(envelope.data).toBeNull();
      expect(envelope.message).toMatch(/content_id/);
    }
    const missing = await info(server, '');
    expect(missing.status).toBe(422);
    expect((await missing.json()).message).toMatch(/content_id/);
  });

  it('answers HTTP 404 with retcode 404 for an unknown id', async () => {
    const response = await info(server, 'content_id=987654321');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const envelope = await response.json();
    expect(envelope).toMatchObject({ retcode: 404, data: null });
    expect(envelope.message).toMatch(/content_id/);
  });

  it('answers the same under the blackboard mount', async () => {
    const canonical = await (await info(server, `content_id=${contentId}`)).json();
    const blackboard = await (await server.get(`/common/blackboard/ys_obc/v1/content/info?content_id=${contentId}`)).json();
    // The same content; its icon at an absolute address there (server/wire/blackboard/channels.ts).
    const absolute = (url: string) => (url.startsWith('/') ? `${server.url}${url}` : url);
    expect(blackboard).toEqual({
      ...canonical,
      data: { ...canonical.data, content: { ...canonical.data.content, icon: absolute(canonical.data.content.icon) } },
    });
  });

  it('answers a JSON envelope with retcode 404 (HTTP 200, as the publisher) for an unknown call under /hoyowiki/{game}/wapi', async () => {
    for (const path of ['/hoyowiki/genshin/wapi/entry_page?entry_page_id=1', '/hoyowiki/genshin/wapi/nothing', '/hoyowiki/nogame/wapi/search']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const envelope = await response.json();
      expect(envelope.retcode).toBe(404);
      expect(typeof envelope.message).toBe('string');
    }
  });

  it('never answers 500 to a POST or other method on a GET-only call', async () => {
    const attempts: RequestInit[] = [
      { method: 'POST' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"content_id":1}' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' },
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
      { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
      { method: 'PUT' },
      { method: 'DELETE' },
    ];
    for (const init of attempts) {
      const response = await info(server, `content_id=${contentId}`, init);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const envelope = await response.json();
      expect(envelope.retcode).not.toBe(0);
    }
  });
});
