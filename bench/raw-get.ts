import http from 'node:http';
import { assertLoopback, waitRetryAfter } from './http.ts';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it travelled (still compressed when Content-Encoding says so). */
  body: Buffer;
}

/** GET without decoding anything: what a client receives on the wire (headers aside). A 503 (overloaded) is tried again, up to 20 times. */
export async function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await rawGetOnce(url, headers);
    if (answer.status !== 503 || attempt >= 20) return answer;
    await waitRetryAfter(answer.headers['retry-after']);
  }
}

function rawGetOnce(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}
