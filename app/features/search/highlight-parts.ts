/**
 * Reads the server's highlighted text (HTML-escaped, with <em>…</em> around matched words)
 * into plain pieces, so the page renders it as React text: never as HTML.
 */
export interface HighlightPart {
  text: string;
  em: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Undoes the escaping of the server's highlighter (and numeric references). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known) return known;
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return whole;
  });
}

export function highlightParts(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let em = false;
  for (const piece of marked.split(/(<\/?em>)/)) {
    if (piece === '<em>') em = true;
    else if (piece === '</em>') em = false;
    else if (piece) parts.push({ text: unescapeHtml(piece), em });
  }
  return parts;
}

/** The text without marks (for labels and titles). */
export const plainText = (marked: string) =>
  highlightParts(marked)
    .map((part) => part.text)
    .join('');
