import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const CR = 0x0d;

/**
 * The CSP sources ('sha256-…') of every inline script of a page, for a script-src that allows
 * exactly those scripts without a nonce (a stored page is sent to many readers: a nonce in it
 * would be the same for all of them). The hash is over the script's text as the browser parses
 * it: the HTML parser turns CR LF and lone CR into LF first. The page is searched as Latin-1
 * (one character a byte: what the patterns look for is ASCII), so each script's UTF-8 bytes are
 * hashed as they are, not decoded and encoded again.
 */
export function inlineScriptHashes(bytes: Buffer): string[] {
  const sources = new Set<string>();
  for (const match of bytes.toString('latin1').matchAll(SCRIPT)) {
    const [whole, attributes = '', text = ''] = match;
    if (HAS_SRC.test(attributes)) continue;
    const start = match.index + whole.indexOf('>') + 1;
    let script = bytes.subarray(start, start + text.length);
    if (script.includes(CR)) script = Buffer.from(script.toString('latin1').replace(/\r\n?/g, '\n'), 'latin1');
    sources.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return [...sources];
}
