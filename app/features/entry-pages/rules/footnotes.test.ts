import { describe, expect, it } from 'vitest';
import type { RichDoc } from '../../../../shared/contract/rich-text.ts';
import { FOOTNOTE_TOOLTIP, footnoteMode, numberFootnotes } from './footnotes.ts';

describe('entry footnotes', () => {
  const doc: RichDoc = [
    { type: 'paragraph', children: [{ text: 'a', footnote: '一' }, { text: 'b' }, { text: 'c', footnote: '二' }] },
    { type: 'image', src: '/img/x.png', alt: '' },
    { type: 'list', ordered: false, items: [[{ text: 'd' }], [{ text: 'e', footnote: '三' }]] },
    { type: 'heading', level: 2, children: [{ text: 'f', footnote: '  ' }] },
  ];

  it('numbers footnotes in reading order, across paragraphs and list items', () => {
    const notes = numberFootnotes(doc);
    expect([...notes.entries()]).toEqual([
      ['0:0', { n: 1, text: '一' }],
      ['0:2', { n: 2, text: '二' }],
      ['2:1:0', { n: 3, text: '三' }],
    ]);
  });

  it('continues numbering from a given start and skips blank notes', () => {
    expect([...numberFootnotes(doc, 5).values()].map((note) => note.n)).toEqual([5, 6, 7]);
    expect(numberFootnotes([{ type: 'paragraph', children: [{ text: 'x' }] }]).size).toBe(0);
  });

  it('opens as a tooltip on desktop (200 ms, offset [30, 12]) and as a dialog on mobile', () => {
    expect(footnoteMode('pc')).toBe('tooltip');
    expect(footnoteMode('mobile')).toBe('dialog');
    expect(FOOTNOTE_TOOLTIP).toEqual({ delayMs: 200, skidding: 30, distance: 12 });
  });
});
