import { createHash } from 'node:crypto';
import type { RenderedPage } from './stored-page.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
/** A marker worth trusting: at least 16 random bytes in base64 or base64url, nothing an attribute would escape. */
const MARKER = /^[A-Za-z0-9+/_-]{22,}={0,2}$/;

/** What the page's own inline scripts are: the page without its marker, and their CSP sources. */
export interface OwnScripts {
  /** The page's bytes with every ` nonce="{marker}"` taken out (a stored page carries no per-render value). */
  body: Buffer;
  /** 'sha256-…' sources of the inline scripts that carried the marker, hashed as they are in body. */
  hashes: string[];
}

/**
 * The inline scripts the app itself emitted in a page rendered for the cache, recognised by
 * the nonce of that render (the marker): React, React Router (hydration data, turbo-stream
 * chunks, route modules, scroll restoration) and our own scripts (NonceContext) all carry it
 * (app/entry.server.tsx). A script without it (one an injection bug smuggled into the HTML) is
 * not the app's: its hash is never allowed. The marker is random per render, so nothing
 * written before the render can carry it.
 *
 * The hash is over the script's text as the browser parses it: the HTML parser turns CR LF and
 * lone CR into LF first. The page is searched as Latin-1 (one character a byte: what the
 * patterns look for is ASCII), so each script's UTF-8 bytes are hashed as they are.
 */
export function ownInlineScripts(bytes: Buffer, marker: string): OwnScripts {
  if (!MARKER.test(marker)) throw new Error('the script marker must be a nonce of at least 16 random bytes');
  const attribute = ` nonce="${marker}"`;
  const text = bytes.toString('latin1');
  const hashes = new Set<string>();
  for (const match of text.matchAll(SCRIPT)) {
    const [, attributes = '', content = ''] = match;
    if (HAS_SRC.test(attributes) || !attributes.includes(attribute)) continue;
    // The text as it is stored: the marker leaves script texts too (it is in none but its own tags).
    let script = content.replaceAll(attribute, '');
    if (script.includes('\r')) script = script.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(Buffer.from(script, 'latin1')).digest('base64')}'`);
  }
  const body = bytes.includes(attribute, 0, 'latin1') ? Buffer.from(text.replaceAll(attribute, ''), 'latin1') : bytes;
  return { body, hashes: [...hashes] };
}

/**
 * A page rendered for the cache with its own scripts recognised (ownInlineScripts): HTML loses
 * its marker and keeps the hashes of the scripts it marked in scriptHashes. A page rendered
 * without a marker has no script of its own: none is allowed (the page breaks rather than
 * trusting what it holds). Answers other than HTML are left as they are.
 */
export function withOwnScripts(page: RenderedPage): RenderedPage {
  if (!(page.headers.get('content-type') ?? '').startsWith('text/html')) return { ...page, scriptHashes: [] };
  const marker = page.context?.cspNonce;
  if (!marker) return { ...page, scriptHashes: [] };
  const own = ownInlineScripts(page.body, marker);
  return { ...page, body: own.body, scriptHashes: own.hashes };
}
