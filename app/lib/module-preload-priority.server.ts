import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD = '<link rel="modulepreload" ';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low" ';
const HEAD_END = '</head>';

/**
 * The page's HTML with React Router's module preloads (`<Scripts>`, hoisted into the head by
 * React) fetched at low priority. A preload is High by default: the scripts took bandwidth from
 * the stylesheets and the first image, though the server's HTML is readable before any script
 * runs. `<Scripts>` takes no attribute for its links, hence this rewrite of the head; the rest
 * of the document passes through untouched. Bytes are read as Latin-1 (one character a byte), so
 * a UTF-8 character split between two chunks comes out as it came in.
 *
 * `languagePreloads` adds the preloads of the page's language (its <html lang>) at the head's
 * end: the message catalogue the client entry loads before hydrating (app/i18n/index.ts), so it
 * comes with the other scripts and not one request later.
 */
export function lowerModulePreloadPriority(languagePreloads: LanguagePreloads = {}): Transform {
  let inHead = true;
  // The end of the head seen so far, kept back while it may be the start of a preload link or of </head>.
  let pending = '';
  // The document's start until its <html> tag is whole (it names the language).
  let start = '';
  let lang: string | undefined;
  return new Transform({
    // Chunks are Buffers: a Writable turns what is written into Buffers (decodeStrings).
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      const text = pending + chunk.toString('latin1');
      if (lang === undefined) {
        start += chunk.toString('latin1');
        lang = langOf(start);
        if (lang !== undefined) start = '';
      }
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inHead = false;
        pending = '';
        const end = headEnd + HEAD_END.length;
        const head = rewrite(text.slice(0, headEnd)) + preloadLinks(languagePreloads, lang) + HEAD_END;
        return callback(null, Buffer.from(head + text.slice(end), 'latin1'));
      }
      const cut = partialTagAt(text);
      pending = text.slice(cut);
      callback(null, Buffer.from(rewrite(text.slice(0, cut)), 'latin1'));
    },
    flush(callback: TransformCallback) {
      callback(null, pending ? Buffer.from(rewrite(pending), 'latin1') : null);
    },
  });
}

/** The same rewrite of a whole page at once. */
export function lowerModulePreloadPriorityOf(html: Buffer, languagePreloads: LanguagePreloads = {}): Buffer {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return Buffer.from(rewrite(html.toString('latin1')), 'latin1');
  const head = html.toString('latin1', 0, headEnd);
  const rewritten = rewrite(head) + preloadLinks(languagePreloads, langOf(head));
  return Buffer.concat([Buffer.from(rewritten, 'latin1'), html.subarray(headEnd)]);
}

/** Module URLs to preload for a page in a language (by its <html lang>). */
export type LanguagePreloads = Readonly<Record<string, readonly string[]>>;

/** The lang of the document's <html> tag once the tag is whole ('' when it has none); undefined before. */
function langOf(start: string): string | undefined {
  const tag = /<html\b[^>]*>/i.exec(start);
  if (!tag) return undefined;
  return /\slang="([^"]*)"/i.exec(tag[0])?.[1] ?? '';
}

function preloadLinks(languagePreloads: LanguagePreloads, lang: string | undefined): string {
  const urls = lang && Object.hasOwn(languagePreloads, lang) ? languagePreloads[lang]! : [];
  return urls.map((url) => `${LOW_PRELOAD}href="${url}"/>`).join('');
}

/** Where a preload link or the head's end that may go on in the next chunk starts (else the text's length). */
function partialTagAt(text: string): number {
  const lastTag = text.lastIndexOf('<');
  if (lastTag < 0) return text.length;
  const tail = text.slice(lastTag);
  const partial = (tag: string) => tail.length < tag.length && tag.startsWith(tail);
  return partial(PRELOAD) || partial(HEAD_END) ? lastTag : text.length;
}

function rewrite(head: string): string {
  return head.replaceAll(PRELOAD, LOW_PRELOAD);
}
