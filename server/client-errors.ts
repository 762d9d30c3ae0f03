import http from 'node:http';
import type { Duplex } from 'node:stream';
import { Retcode } from '../shared/contract/retcode.ts';
import { wireStatus } from './api/wire-status.ts';

/** What Node's HTTP parser hands a 'clientError' listener (the bytes it was reading, for parse errors). */
type ClientError = Error & { code?: string; rawPacket?: Buffer };

/** The headers of every answer, as helmet sends them on answers that reach Fastify (security-headers.ts). */
const SECURITY_HEADERS = [
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy: same-origin',
  'Cross-Origin-Resource-Policy: same-origin',
];

/** A request line at the start of the bytes: its target (origin-form, or absolute-form reduced to its path). */
const REQUEST_LINE = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r?\n/;

/** The path of the request the parser gave up on, when its request line can be read; undefined otherwise. */
export function requestTargetOf(rawPacket: Buffer | undefined): string | undefined {
  const target = rawPacket ? REQUEST_LINE.exec(rawPacket.subarray(0, 8192).toString('latin1'))?.[1] : undefined;
  if (!target) return undefined;
  if (target.startsWith('/')) return target;
  try {
    return new URL(target).pathname;
  } catch {
    return undefined;
  }
}

/** The envelope answer of a request the HTTP parser refused: status, retcode, message. */
export function clientErrorAnswer(error: ClientError, maxHeaderBytes: number): { status: number; retcode: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const kb = Math.round(maxHeaderBytes / 1024);
    return { status: 431, retcode: Retcode.HEADERS_TOO_LARGE, message: `request headers too large: the request line and headers may take at most ${kb} KB` };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, retcode: Retcode.REQUEST_TIMEOUT, message: 'the request did not arrive in time' };
  return { status: 400, retcode: Retcode.BAD_REQUEST, message: `malformed HTTP request${error.code ? ` (${error.code})` : ''}` };
}

/**
 * The server's 'clientError' listener: a request Node's HTTP parser refuses before any route
 * (headers over maxHeaderBytes, a malformed request, one too slow to arrive) gets the API's
 * envelope {retcode, message, data: null} instead of a bare status, with the status the mount
 * answers errors with (HTTP 200 on the publisher's alias mounts, wire-status.ts) when the
 * request line can be read. The socket is written by hand (no request object exists): a whole
 * HTTP/1.1 answer with Connection: close, then the connection is closed, as Node's own default
 * does. Nothing is written over an answer already under way on the connection.
 */
export function clientErrorListener(maxHeaderBytes: number) {
  return (error: ClientError, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const answer = clientErrorAnswer(error, maxHeaderBytes);
      const target = requestTargetOf(error.rawPacket);
      const status = target ? wireStatus(target, answer.status) : answer.status;
      const body = JSON.stringify({ retcode: answer.retcode, message: answer.message, data: null });
      const head = [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: private, no-store',
        ...SECURITY_HEADERS,
        `Date: ${new Date().toUTCString()}`,
        'Connection: close',
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    }
    // Destroyed now, not ended: Fastify's own listener runs next and leaves a destroyed socket alone.
    socket.destroy();
  };
}
