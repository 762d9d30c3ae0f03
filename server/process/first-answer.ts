import type { Worker } from 'node:cluster';
import type { Server } from 'node:http';

/**
 * The first worker tells the primary when it has answered its first request, and the primary
 * forks the other workers then: on a few cores a worker starting beside the first one took the
 * cores the first page was rendered on (a cold render, its compression, V8's helper threads).
 * Without any request the others start a moment after the first worker listens.
 */
const FIRST_ANSWER = 'almanac:first-answer';
/** How long after the first worker listens the others start when no request came. */
export const FIRST_ANSWER_WAIT_MS = 1_000;

/** In a worker: sends FIRST_ANSWER once the first response of `server` is finished (or its client gone). */
export function announceFirstAnswer(server: Server): void {
  server.once('request', (_request, response) => response.once('close', () => process.send?.(FIRST_ANSWER)));
}

/** In the primary: calls `then` once, when `worker` has answered its first request or FIRST_ANSWER_WAIT_MS after it listens. */
export function afterFirstAnswer(worker: Worker, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    worker.off('message', onMessage);
    then();
  };
  const onMessage = (message: unknown) => message === FIRST_ANSWER && once();
  let timer: NodeJS.Timeout | undefined;
  worker.on('message', onMessage);
  worker.once('listening', () => (timer = setTimeout(once, FIRST_ANSWER_WAIT_MS)));
  worker.once('exit', once);
}
