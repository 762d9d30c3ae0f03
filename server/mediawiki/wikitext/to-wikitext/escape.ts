/**
 * Plain text as wikitext that reads back as the same text. Characters that would start markup
 * become character references (which the reader decodes); everything else is left as written,
 * so ordinary prose (and all CJK text) stays readable.
 *
 * - everywhere: '&' before a name or '#', '<', '[', ']', '{', '}', "''" runs and a quote at either
 *   end (it would join the bold/italic quotes around it), '~~~', '__', '://' (a bare URL would
 *   become a link), a line break (written as <br />);
 * - at the start of a line (lineStart): also a first character that starts a list, an indent, a
 *   heading, a table, a rule or preformatted text;
 * - 'template': also '|' and '=' (parameter separators) and outer spaces (MediaWiki trims parameters);
 * - 'cell': also '|' and '!';
 * - 'heading': also '=';
 * - 'tabber': also '|' and '='.
 */
export type EscapeContext = 'text' | 'template' | 'cell' | 'heading' | 'tabber';

const ref = (char: string) => `&#${char.codePointAt(0)};`;

export function escapeText(text: string, where: EscapeContext = 'text', lineStart = false): string {
  let out = text
    .replace(/&(?=[#A-Za-z])/g, '&amp;')
    .replace(/[<[\]{}]/g, ref)
    .replace(/'{2,}/g, (quotes) => quotes.replace(/'/g, '&#39;'))
    .replace(/^'|'$/g, '&#39;')
    .replace(/~~~/g, '~~&#126;')
    .replace(/__/g, '_&#95;')
    .replace(/:\/\//g, '&#58;//');
  if (where === 'template' || where === 'cell' || where === 'tabber') out = out.replace(/\|/g, '&#124;');
  if (where === 'template' || where === 'heading' || where === 'tabber') out = out.replace(/=/g, '&#61;');
  if (where === 'cell') out = out.replace(/!/g, '&#33;');
  if (where === 'template') out = out.replace(/^ | $/g, '&#32;');
  if (lineStart) out = out.replace(/^[*#:;= !|-]/, ref);
  return out.replace(/\r?\n/g, '<br />');
}
