import { describe, expect, it } from 'vitest';
import { highlightParts, plainText } from './highlight-parts.ts';

describe('highlightParts', () => {
  it('splits on <em> marks and unescapes the text', () => {
    expect(highlightParts('&lt;b&gt;<em>甘雨</em>&lt;/b&gt;&amp;&quot;co&quot;&#39;')).toEqual([
      { text: '<b>', em: false },
      { text: '甘雨', em: true },
      { text: '</b>&"co"\'', em: false },
    ]);
  });

  it('keeps markup that is not a mark as text', () => {
    expect(highlightParts('&lt;em&gt;x&lt;/em&gt;')).toEqual([{ text: '<em>x</em>', em: false }]);
    expect(plainText('<em>HP</em>上限')).toBe('HP上限');
  });
});
