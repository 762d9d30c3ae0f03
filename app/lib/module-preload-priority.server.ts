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
 */
export function lowerModulePreloadPriority(): Transform {
  let inHead = true;
  // The end of the head seen so far, kept back while it may be the start of a preload link or of </head>.
  let pending = '';
  return new Transform({
    // Chunks are Buffers: a Writable turns what is written into Buffers (decodeStrings).
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      const text = pending + chunk.toString('latin1');
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inHead = false;
        pending = '';
        const end = headEnd + HEAD_END.length;
        return callback(null, Buffer.from(rewrite(text.slice(0, end)) + text.slice(end), 'latin1'));
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
export function lowerModulePreloadPriorityOf(html: Buffer): Buffer {
  const headEnd = html.indexOf(HEAD_END);
  const end = headEnd < 0 ? html.length : headEnd + HEAD_END.length;
  return Buffer.concat([Buffer.from(rewrite(html.toString('latin1', 0, end)), 'latin1'), html.subarray(end)]);
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
