import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstAnswer, announceFirstAnswer, FIRST_ANSWER_WAIT_MS } from './first-answer.ts';

/** A worker as the primary sees it: its events, and the messages it sends. */
function fakeWorker() {
  return new EventEmitter() as unknown as Worker;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the other workers start after the first one answered', () => {
  it('in the worker: the first finished response sends the message, once', async () => {
    const sent: unknown[] = [];
    const send = vi.fn((message: unknown) => sent.push(message) > 0);
    Object.defineProperty(process, 'send', { value: send, configurable: true, writable: true });
    const server = http.createServer((_request, response) => response.end('ok'));
    announceFirstAnswer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(sent).toEqual([]);
      for (let i = 0; i < 3; i += 1) expect(await (await fetch(origin)).text()).toBe('ok');
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      const [message] = sent;
      // The primary hears it from that worker.
      const worker = fakeWorker();
      const then = vi.fn();
      afterFirstAnswer(worker, then);
      worker.emit('listening');
      worker.emit('message', message);
      expect(then).toHaveBeenCalledTimes(1);
    } finally {
      server.close();
      Reflect.deleteProperty(process, 'send');
    }
  });

  it('in the primary: a moment after listening when no request came, and once only', () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const then = vi.fn();
    afterFirstAnswer(worker, then);
    worker.emit('message', 'something else');
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS * 5);
    // Not listening yet: still starting.
    expect(then).not.toHaveBeenCalled();
    worker.emit('listening');
    vi.advanceTimersByTime(FIRST_ANSWER_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    worker.emit('message', 'almanac:first-answer');
    worker.emit('exit', 1, null);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('in the primary: at once when the first worker died before answering', () => {
    const worker = fakeWorker();
    const then = vi.fn();
    afterFirstAnswer(worker, then);
    worker.emit('exit', 1, null);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
