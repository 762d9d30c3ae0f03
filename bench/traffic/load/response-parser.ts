/**
 * An HTTP/1.1 response parser that reads only what the readers count: the status, X-Cache,
 * x-page-cache, and how the body ends (Content-Length or chunked; Connection: close). Header
 * values are never turned into strings: the answers carry long headers (a Content-Security-Policy
 * with hashes, a tag per channel a page shows) that a general client would copy for every request.
 * Anything it does not understand (1xx, no length on a keep-alive answer) is an error: the
 * connection is closed and counted.
 */

/** What x-page-cache said: 0 none, else an index in PAGE_CACHE_VALUES + 1. */
export const PAGE_CACHE_VALUES = ['hit', 'stale', 'miss', 'bypass'] as const;

export interface ParsedHead {
  status: number;
  /** X-Cache: 0 absent, 1 HIT, 2 MISS (or anything else). */
  varnish: 0 | 1 | 2;
  /** 0: absent or unknown; else PAGE_CACHE_VALUES[value - 1]. */
  pageCache: number;
  close: boolean;
}

const CR = 13;
const LF = 10;
const COLON = 58;

const lower = (byte: number) => (byte >= 65 && byte <= 90 ? byte | 0x20 : byte);

/** Does the header line starting at `at` have this name (lower-case ASCII) before its colon? */
function nameIs(buffer: Buffer, at: number, end: number, name: Buffer): boolean {
  if (end - at <= name.length || buffer[at + name.length] !== COLON) return false;
  for (let i = 0; i < name.length; i++) if (lower(buffer[at + i]!) !== name[i]) return false;
  return true;
}

/** The value's bounds: after the colon and spaces, before trailing spaces. */
function valueStart(buffer: Buffer, at: number, end: number, nameLength: number): number {
  let start = at + nameLength + 1;
  while (start < end && (buffer[start] === 32 || buffer[start] === 9)) start++;
  return start;
}

function valueIs(buffer: Buffer, start: number, end: number, value: Buffer): boolean {
  while (end > start && (buffer[end - 1] === 32 || buffer[end - 1] === 9)) end--;
  if (end - start !== value.length) return false;
  for (let i = 0; i < value.length; i++) if (lower(buffer[start + i]!) !== value[i]) return false;
  return true;
}

const NAMES = {
  contentLength: Buffer.from('content-length'),
  transferEncoding: Buffer.from('transfer-encoding'),
  connection: Buffer.from('connection'),
  xCache: Buffer.from('x-cache'),
  pageCache: Buffer.from('x-page-cache'),
};
const VALUES = {
  chunked: Buffer.from('chunked'),
  close: Buffer.from('close'),
  hit: Buffer.from('hit'),
  pageCache: PAGE_CACHE_VALUES.map((value) => Buffer.from(value)),
};

type State = 'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailer';

/** Parses the answers of one connection, one after another; calls onHead, then onEnd per answer. */
export class ResponseParser {
  #state: State = 'head';
  /** Bytes of a head (or chunk-size line) split over packets. */
  #pending: Buffer | undefined;
  #remaining = 0;
  #head: ParsedHead = { status: 0, varnish: 0, pageCache: 0, close: false };

  constructor(
    private readonly onEnd: (head: ParsedHead) => void,
    private readonly onBad: (why: string) => void,
  ) {}

  reset(): void {
    this.#state = 'head';
    this.#pending = undefined;
    this.#remaining = 0;
  }

  /** Feeds bytes read from the socket. */
  feed(chunk: Buffer): void {
    let buffer = chunk;
    let at = 0;
    if (this.#pending) {
      buffer = Buffer.concat([this.#pending, chunk]);
      this.#pending = undefined;
    }
    while (at < buffer.length) {
      switch (this.#state) {
        case 'head': {
          const end = buffer.indexOf('\r\n\r\n', at, 'latin1');
          if (end < 0) return void (this.#pending = buffer.subarray(at));
          if (!this.#parseHead(buffer, at, end)) return;
          at = end + 4;
          break;
        }
        case 'length': {
          const take = Math.min(this.#remaining, buffer.length - at);
          at += take;
          this.#remaining -= take;
          if (this.#remaining === 0) this.#finish();
          break;
        }
        case 'chunk-size':
        case 'chunk-end':
        case 'trailer': {
          const end = buffer.indexOf('\r\n', at, 'latin1');
          if (end < 0) return void (this.#pending = buffer.subarray(at));
          const line = at;
          at = end + 2;
          if (this.#state === 'chunk-end') {
            if (end !== line) return this.onBad('chunk not followed by CRLF');
            this.#state = 'chunk-size';
          } else if (this.#state === 'trailer') {
            if (end === line) this.#finish();
          } else {
            const size = parseInt(buffer.toString('latin1', line, end), 16);
            if (!Number.isFinite(size)) return this.onBad('bad chunk size');
            if (size === 0) this.#state = 'trailer';
            else {
              this.#remaining = size;
              this.#state = 'chunk-data';
            }
          }
          break;
        }
        case 'chunk-data': {
          const take = Math.min(this.#remaining, buffer.length - at);
          at += take;
          this.#remaining -= take;
          if (this.#remaining === 0) this.#state = 'chunk-end';
          break;
        }
      }
    }
  }

  #finish(): void {
    this.#state = 'head';
    this.onEnd(this.#head);
  }

  /** Reads the head between at and end (the blank line); false when the answer cannot be read. */
  #parseHead(buffer: Buffer, at: number, end: number): boolean {
    // "HTTP/1.1 200 OK"
    const status = (buffer[at + 9]! - 48) * 100 + (buffer[at + 10]! - 48) * 10 + (buffer[at + 11]! - 48);
    if (buffer[at + 8] !== 32 || !(status >= 200 && status < 600)) {
      this.onBad(`bad status line: ${buffer.toString('latin1', at, Math.min(end, at + 40))}`);
      return false;
    }
    const head = this.#head;
    head.status = status;
    head.varnish = 0;
    head.pageCache = 0;
    head.close = false;
    let length = -1;
    let chunked = false;
    let line = buffer.indexOf(LF, at) + 1;
    while (line > 0 && line < end) {
      let lineEnd = buffer.indexOf(LF, line);
      if (lineEnd < 0 || lineEnd > end) lineEnd = end;
      const stop = buffer[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
      const first = lower(buffer[line]!);
      if (first === 99 /* c */) {
        if (nameIs(buffer, line, stop, NAMES.contentLength)) {
          length = Number(buffer.toString('latin1', valueStart(buffer, line, stop, NAMES.contentLength.length), stop).trim());
        } else if (nameIs(buffer, line, stop, NAMES.connection)) {
          head.close = valueIs(buffer, valueStart(buffer, line, stop, NAMES.connection.length), stop, VALUES.close);
        }
      } else if (first === 116 /* t */ && nameIs(buffer, line, stop, NAMES.transferEncoding)) {
        chunked = valueIs(buffer, valueStart(buffer, line, stop, NAMES.transferEncoding.length), stop, VALUES.chunked);
      } else if (first === 120 /* x */) {
        if (nameIs(buffer, line, stop, NAMES.xCache)) {
          head.varnish = valueIs(buffer, valueStart(buffer, line, stop, NAMES.xCache.length), stop, VALUES.hit) ? 1 : 2;
        } else if (nameIs(buffer, line, stop, NAMES.pageCache)) {
          const start = valueStart(buffer, line, stop, NAMES.pageCache.length);
          head.pageCache = VALUES.pageCache.findIndex((value) => valueIs(buffer, start, stop, value)) + 1;
        }
      }
      line = lineEnd + 1;
    }
    if (chunked) {
      this.#state = 'chunk-size';
    } else if (length > 0) {
      this.#state = 'length';
      this.#remaining = length;
    } else if (length === 0 || status === 204 || status === 304) {
      this.#finish();
    } else {
      this.onBad('an answer without Content-Length or chunked encoding');
      return false;
    }
    return true;
  }
}
