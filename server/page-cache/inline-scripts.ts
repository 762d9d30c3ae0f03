import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/**
 * The CSP sources ('sha256-…') of every inline script of a page, for a script-src that allows
 * exactly those scripts without a nonce (a stored page is sent to many readers: a nonce in it
 * would be the same for all of them). The hash is over the script's text as the browser parses
 * it: the HTML parser turns CR LF and lone CR into LF first.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (HAS_SRC.test(attributes)) continue;
    const parsed = text.replace(/\r\n?/g, '\n');
    sources.add(`'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
