import type { TestServer } from '../../../tests/support/test-server.ts';
import { NOTIFICATION_STREAM_PATH } from '../../../shared/contract/notifications.ts';

/** Helpers of the notifications API tests: waiting for the deferred fan-out, reading the live stream. */

/** Polls `read` until `done` holds (the dispatcher works after the request that announced). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface StreamEvent {
  event: string;
  id: string | undefined;
  data: unknown;
  at: number;
}

/** An open server-sent-events stream, parsed as it arrives. */
export async function openStream(server: TestServer, appSn: string, cookie: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await server.get(`/api/${appSn}${NOTIFICATION_STREAM_PATH}`, { headers: { cookie, ...headers }, signal: abort.signal });
  const events: StreamEvent[] = [];
  let comments = 0;
  const waiting = new Set<() => void>();
  void (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments++;
            const colon = line.indexOf(': ');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
          }
          const data = fields.get('data');
          if (data !== undefined) events.push({ event: fields.get('event') ?? 'message', id: fields.get('id'), data: JSON.parse(data), at: Date.now() });
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // Aborted, or the server ended the stream.
    }
    for (const wake of waiting) wake();
  })();
  return {
    response,
    events,
    comments: () => comments,
    /** The first event (from `from` on) that matches, waiting up to timeoutMs. */
    async next(match: (event: StreamEvent) => boolean, timeoutMs = 5_000, from = 0): Promise<StreamEvent | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found || Date.now() > deadline) return found;
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
          waiting.add(wake);
        });
      }
    },
    close: () => abort.abort(),
  };
}
