import { describe, expect, it } from 'vitest';
import type { RichDoc } from '../../../../shared/contract/rich-text.ts';
import { richDocToTiptap, tiptapToRichDoc } from './rich-doc-tiptap.ts';

const sample: RichDoc = [
  { type: 'heading', level: 2, children: [{ text: '来历' }] },
  {
    type: 'paragraph',
    children: [
      { text: '普通 ' },
      { text: '粗体', bold: true },
      { text: '斜体', italic: true },
      { text: '链接', href: 'https://example.com/a' },
      { text: '黑幕', spoiler: true },
      { text: '有注释', footnote: '注释的内容' },
      { text: '尾巴' },
    ],
  },
  { type: 'image', src: '/img/abc.png', alt: '图' },
  { type: 'list', ordered: false, items: [[{ text: '一' }], [{ text: '二', bold: true }]] },
  { type: 'list', ordered: true, items: [[{ text: '第一' }]] },
  { type: 'heading', level: 3, children: [{ text: '小节' }] },
];

describe('rich text ⇄ Tiptap JSON', () => {
  it('round-trips every block type and mark', () => {
    expect(tiptapToRichDoc(richDocToTiptap(sample))).toEqual(sample);
  });

  it('maps marks and attributes to Tiptap nodes', () => {
    const doc = richDocToTiptap(sample);
    const paragraph = doc.content![1]!;
    expect(paragraph.content![1]).toEqual({ type: 'text', text: '粗体', marks: [{ type: 'bold' }] });
    expect(paragraph.content![3]!.marks).toEqual([{ type: 'link', attrs: { href: 'https://example.com/a' } }]);
    expect(paragraph.content![5]!.marks).toEqual([{ type: 'footnote', attrs: { note: '注释的内容' } }]);
    expect(doc.content![0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    expect(doc.content![3]).toMatchObject({ type: 'bulletList', content: [{ type: 'listItem' }, { type: 'listItem' }] });
  });

  it('gives an empty document one empty paragraph, and drops empty paragraphs back', () => {
    expect(richDocToTiptap([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(tiptapToRichDoc({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: '  ' }] }] })).toEqual([]);
  });

  it('keeps line breaks as hard breaks and joins neighbouring text of one format', () => {
    const doc: RichDoc = [{ type: 'paragraph', children: [{ text: '一行\n二行', bold: true }] }];
    const tiptap = richDocToTiptap(doc);
    expect(tiptap.content![0]!.content!.map((node) => node.type)).toEqual(['text', 'hardBreak', 'text']);
    expect(tiptapToRichDoc(tiptap)).toEqual(doc);
    expect(
      tiptapToRichDoc({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'a' },
              { type: 'text', text: 'b' },
            ],
          },
        ],
      }),
    ).toEqual([{ type: 'paragraph', children: [{ text: 'ab' }] }]);
  });

  it('flattens nested list items, keeps unknown blocks as their text and drops images without a source', () => {
    const text = (value: string) => ({ type: 'paragraph', content: [{ type: 'text', text: value }] });
    const tiptap = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [text('外'), { type: 'orderedList', content: [{ type: 'listItem', content: [text('内')] }] }] }],
        },
        { type: 'blockquote', content: [text('引用')] },
        { type: 'image', attrs: { src: '', alt: '' } },
      ],
    };
    expect(tiptapToRichDoc(tiptap)).toEqual([
      { type: 'list', ordered: false, items: [[{ text: '外' }], [{ text: '内' }]] },
      { type: 'paragraph', children: [{ text: '引用' }] },
    ]);
  });

  it('ignores empty link and footnote attributes', () => {
    const tiptap = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [
                { type: 'link', attrs: { href: '' } },
                { type: 'footnote', attrs: { note: '' } },
              ],
            },
          ],
        },
      ],
    };
    expect(tiptapToRichDoc(tiptap)).toEqual([{ type: 'paragraph', children: [{ text: 'x' }] }]);
  });
});
