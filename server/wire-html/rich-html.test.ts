import { describe, expect, it } from 'vitest';
import type { RichDoc } from '../../shared/contract/rich-text.ts';
import { parseHtml, scriptHazards } from '../../tests/support/html-fragment.ts';
import { plainTextHtml, richDocHtml } from './rich-html.ts';

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

describe('richDocHtml', () => {
  it('renders every block and mark as its element', () => {
    const doc: RichDoc = [
      { type: 'heading', level: 2, children: [{ text: '标题' }] },
      {
        type: 'paragraph',
        children: [
          { text: '粗', bold: true },
          { text: '斜', italic: true },
          { text: '链接', href: 'https://example.org/a' },
          { text: '站内', href: '/ys/obc/' },
        ],
      },
      {
        type: 'paragraph',
        children: [
          { text: '正文', footnote: '注释一' },
          { text: '剧透', spoiler: true },
          { text: '又', footnote: '注释二' },
        ],
      },
      { type: 'image', src: '/img/a.png', alt: '图' },
      { type: 'list', ordered: true, items: [[{ text: '一' }], [{ text: '二' }]] },
      { type: 'list', ordered: false, items: [[{ text: '三' }]] },
    ];
    const { elements, text } = parseHtml(richDocHtml(doc));
    expect(elements.map((element) => element.tag)).toEqual([
      'h2',
      'p',
      'strong',
      'em',
      'a',
      'a',
      'p',
      'sup',
      'span',
      'sup',
      'img',
      'ol',
      'li',
      'li',
      'ul',
      'li',
    ]);
    expect(text).toBe('标题粗斜链接站内正文[1]剧透又[2]一二三');
    expect(elements.filter((element) => ['strong', 'em', 'a'].includes(element.tag)).map((element) => [element.tag, element.text])).toEqual([
      ['strong', '粗'],
      ['em', '斜'],
      ['a', '链接'],
      ['a', '站内'],
    ]);
    const links = elements.filter((element) => element.tag === 'a');
    expect(links[0]!.attrs).toEqual({ href: 'https://example.org/a', target: '_blank', rel: 'noopener noreferrer nofollow' });
    expect(links[1]!.attrs).toEqual({ href: '/ys/obc/' });
    const notes = elements.filter((element) => element.tag === 'sup');
    expect(notes.map((note) => [note.text, note.attrs.title])).toEqual([
      ['[1]', '注释一'],
      ['[2]', '注释二'],
    ]);
    expect(elements.find((element) => element.tag === 'span')).toMatchObject({ attrs: { class: 'spoiler' }, text: '剧透' });
    expect(elements.find((element) => element.tag === 'img')!.attrs).toEqual({ src: '/img/a.png', alt: '图' });
  });

  it('nests marks: a bold italic link', () => {
    const { elements } = parseHtml(richDocHtml([{ type: 'paragraph', children: [{ text: 'x', bold: true, italic: true, href: '/a', spoiler: true }] }]));
    expect(elements.map((element) => element.tag)).toEqual(['p', 'span', 'a', 'em', 'strong']);
    expect(elements.at(-1)!.text).toBe('x');
  });

  it('keeps markup typed into text as text: no script, no handler', () => {
    const doc: RichDoc = [
      { type: 'paragraph', children: [{ text: HOSTILE, bold: true, footnote: `"><script>x</script>`, href: '/ok" onclick="alert(3)' }] },
      { type: 'image', src: '/img/a.png', alt: '" onerror="alert(4)' },
    ];
    const html = richDocHtml(doc);
    const { elements, text } = parseHtml(html);
    expect(scriptHazards(elements)).toEqual([]);
    expect(elements.map((element) => element.tag)).toEqual(['p', 'strong', 'sup', 'img']);
    expect(text).toContain(HOSTILE);
    expect(elements[3]!.attrs.alt).toBe('" onerror="alert(4)');
  });

  it('drops unsafe URLs: a link stays its text, a picture is left out', () => {
    const doc: RichDoc = [
      {
        type: 'paragraph',
        children: [
          { text: 'a', href: 'javascript:alert(1)' },
          { text: 'b', href: 'java\tscript:alert(1)' },
          { text: 'c', href: '//evil.example/' },
          { text: 'd', href: 'data:text/html,x' },
        ],
      },
      { type: 'image', src: 'javascript:alert(1)', alt: 'x' },
      { type: 'image', src: 'http://evil.example/a.png', alt: 'y' },
    ];
    const { elements, text } = parseHtml(richDocHtml(doc));
    expect(elements.map((element) => element.tag)).toEqual(['p']);
    expect(text).toBe('abcd');
  });

  it('renders an empty document as empty text', () => {
    expect(richDocHtml([])).toBe('');
  });
});

describe('plainTextHtml', () => {
  it('makes a paragraph with a line break per line, markup kept as text', () => {
    const { elements, text } = parseHtml(plainTextHtml(`一\n${HOSTILE}`));
    expect(elements.map((element) => element.tag)).toEqual(['p', 'br']);
    expect(scriptHazards(elements)).toEqual([]);
    expect(text).toBe(`一${HOSTILE}`);
    expect(plainTextHtml('')).toBe('');
  });
});
