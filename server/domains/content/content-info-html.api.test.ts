import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentInfoResponse } from '../../../shared/contract/content.ts';
import type { RichDoc } from '../../../shared/contract/rich-text.ts';
import { parseHtml, scriptHazards } from '../../../tests/support/html-fragment.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/**
 * content/info's `content` and `contents[].text` are HTML, as the publisher sends them, which
 * third-party programs load with an HTML parser; the documents they are rendered from travel
 * beside them (content_doc, contents[].text_doc) for our own pages.
 */

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

const body: RichDoc = [
  { type: 'heading', level: 2, children: [{ text: '简介' }] },
  {
    type: 'paragraph',
    children: [
      { text: '冰元素', bold: true },
      { text: '弓箭手', href: 'https://example.org/ganyu' },
      { text: HOSTILE, footnote: HOSTILE },
    ],
  },
  { type: 'image', src: '/img/ganyu.png', alt: '甘雨' },
];
const tabDoc: RichDoc = [{ type: 'list', ordered: true, items: [[{ text: '天赋一', italic: true }], [{ text: HOSTILE, spoiler: true }]] }];
/** Written before the URL rules (or straight into the database): the links and the picture must not survive. */
const unsafeDoc = [
  {
    type: 'paragraph',
    children: [
      { text: '点我', href: 'javascript:alert(1)' },
      { text: '跳转', href: '//evil.example/' },
    ],
  },
  { type: 'image', src: 'javascript:alert(1)', alt: 'x' },
];

describe.each(dialects)('content/info HTML fields on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let contentId: number;
  let unsafeId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    contentId = (await server.make.content(edition.id, { body: JSON.stringify(body), tabs: JSON.stringify([{ name: '天赋', doc: tabDoc }]) })).id;
    unsafeId = (await server.make.content(edition.id, { body: JSON.stringify(unsafeDoc), tabs: JSON.stringify([{ name: '坏链接', doc: unsafeDoc }]) })).id;
  });
  afterAll(() => server.close());

  const info = async (id: number, mount = `/api/${appSn}/v1`) => {
    const response = await server.get(`${mount}/content/info?content_id=${id}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: ContentInfoResponse }).data.content;
  };

  it('sends content as HTML of the body: its elements, links and marks, markup typed as text', async () => {
    const content = await info(contentId);
    const { elements, text } = parseHtml(content.content);
    expect(elements.map((element) => element.tag)).toEqual(['h2', 'p', 'strong', 'a', 'sup', 'img']);
    expect(elements.find((element) => element.tag === 'a')!.attrs.href).toBe('https://example.org/ganyu');
    expect(elements.find((element) => element.tag === 'img')!.attrs).toEqual({ src: '/img/ganyu.png', alt: '甘雨' });
    expect(elements.find((element) => element.tag === 'sup')!.attrs.title).toBe(HOSTILE);
    expect(text).toBe(`简介冰元素弓箭手${HOSTILE}[1]`);
    expect(scriptHazards(elements)).toEqual([]);
    expect(content.content_doc).toEqual(body);
  });

  it("sends each tab's text as HTML with its document beside it", async () => {
    const [tab] = (await info(contentId)).contents;
    expect(tab!.name).toBe('天赋');
    const { elements, text } = parseHtml(tab!.text);
    expect(elements.map((element) => element.tag)).toEqual(['ol', 'li', 'em', 'li', 'span']);
    expect(elements.find((element) => element.tag === 'span')!.attrs.class).toBe('spoiler');
    expect(text).toBe(`天赋一${HOSTILE}`);
    expect(scriptHazards(elements)).toEqual([]);
    expect(tab!.text_doc).toEqual(tabDoc);
  });

  it('leaves unsafe stored URLs out of the HTML: links become their text, the picture is dropped', async () => {
    const content = await info(unsafeId);
    for (const html of [content.content, content.contents[0]!.text]) {
      const { elements, text } = parseHtml(html);
      expect(elements.map((element) => element.tag)).toEqual(['p']);
      expect(text).toBe('点我跳转');
    }
  });

  it("answers the same HTML on the publisher's mount", async () => {
    const blackboard = await info(contentId, `/common/blackboard/${appSn}/v1`);
    expect(blackboard).toEqual(await info(contentId));
  });
});
