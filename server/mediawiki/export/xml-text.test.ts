import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { escapeXml, xmlSafeText } from './xml-text.ts';

/** Reads `<t a="...">...</t>` back with a real XML parser: the attribute and the text. */
function readBack(xml: string): { attribute: string; text: string } {
  const parser = new SaxesParser();
  let attribute = '';
  let text = '';
  parser.on('opentag', (tag) => (attribute = String(tag.attributes.a ?? '')));
  parser.on('text', (chunk) => (text += chunk));
  parser.write(xml).close();
  return { attribute, text };
}

describe('escapeXml', () => {
  it('escapes the five markup characters, in text and in attributes of either quote', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    const hostile = `</text><script>alert("x")</script>&amp; ' "]]> <![CDATA[ x ]]>`;
    expect(readBack(`<t a="${escapeXml(hostile)}">${escapeXml(hostile)}</t>`)).toEqual({ attribute: hostile, text: hostile });
    expect(readBack(`<t a='${escapeXml(hostile)}'/>`).attribute).toBe(hostile);
  });

  it('keeps CJK, emoji and whitespace as they are and drops only what XML cannot carry', () => {
    const text = '胡桃 🦋\n\t行 2\r\n';
    expect(escapeXml(text)).toBe(text);
    expect(escapeXml('a\u0000b\u0007c\u001fd\ufffee\uffff')).toBe('abcde');
    expect(escapeXml('lone \ud800 high, lone \udc00 low, pair \ud83e\udd8b')).toBe('lone  high, lone  low, pair 🦋');
    const dirty = 'x\u0001<y>';
    expect(readBack(`<t>${escapeXml(dirty)}</t>`).text).toBe(xmlSafeText(dirty));
  });
});
