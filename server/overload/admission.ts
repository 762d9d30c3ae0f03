import PQueue from 'p-queue';

export interface AdmissionSettings {
  /** Requests doing uncached work (renders, API handlers) at once in this process. */
  concurrency: number;
  /** Time a request may take from its arrival to its answer, in ms. */
  budgetMs: number;
}

/** Called once the admitted request has been answered (or its client went away): frees its slot. */
export type Release = () => void;

/** Weight of the newest sample in the moving averages of service times. */
const SMOOTHING = 0.2;
/** The service time guessed for work not measured yet (a cold start). */
const FIRST_GUESS_MS = 50;

/**
 * Admission control of the expensive work: at most `concurrency` requests run at once, the
 * others wait in a FIFO queue (p-queue: its concurrency, its order, its removal of a waiter whose
 * AbortSignal fires). What no queue library does is the part written here: refusing at once a
 * request that would not be answered within the budget. Each kind of request (a route) has a
 * moving average of its service time; a newcomer that has to wait is refused if the work queued
 * ahead of it (spread over the slots) plus its own would go past the budget, and a waiter still
 * queued when only its own service time is left of the budget is refused then. A request that
 * finds a slot free always starts: something must run.
 */
export class Admission {
  readonly #queue: PQueue;
  readonly #serviceMs = new Map<string, number>();
  #overallMs = FIRST_GUESS_MS;
  /** Expected service time of the requests waiting, and of those running. */
  #queuedMs = 0;
  #runningMs = 0;
  /** Requests started and not released, and waiting: counted here at once (p-queue frees a slot a few microtasks after a release). */
  #running = 0;
  #waiting = 0;

  constructor(readonly settings: AdmissionSettings) {
    this.#queue = new PQueue({ concurrency: settings.concurrency });
  }

  /** Requests running, and waiting. */
  get running(): number {
    return this.#running;
  }
  get waiting(): number {
    return this.#waiting;
  }

  /** The moving average of this kind's service time (of all kinds until it has one). */
  expectedServiceMs(kind: string): number {
    return this.#serviceMs.get(kind) ?? this.#overallMs;
  }

  /**
   * Resolves with a release once the request may start, or with undefined when it cannot be
   * answered in time: at once, or when its deadline passes while it waits. `gone` (the client
   * left) takes it out of the queue.
   */
  admit(kind: string, gone?: AbortSignal): Promise<Release | undefined> {
    const { concurrency, budgetMs } = this.settings;
    const cost = this.expectedServiceMs(kind);
    const mustWait = this.#running >= concurrency || this.#waiting > 0;
    if (mustWait && (this.#queuedMs + this.#runningMs / 2) / concurrency + cost > budgetMs) return Promise.resolve(undefined);
    if (gone?.aborted) return Promise.resolve(undefined);

    const cancel = new AbortController();
    const timer = mustWait ? setTimeout(() => cancel.abort(), Math.max(0, budgetMs - cost)) : undefined;
    const onGone = () => cancel.abort();
    gone?.addEventListener('abort', onGone, { once: true });
    const stopWaiting = () => {
      clearTimeout(timer);
      gone?.removeEventListener('abort', onGone);
      this.#queuedMs -= cost;
      this.#waiting -= 1;
    };
    this.#queuedMs += cost;
    this.#waiting += 1;
    return new Promise((resolve) => {
      // The signal is never aborted once the task runs (stopWaiting): p-queue would free the slot
      // of a running task whose signal fires while the request still does its work.
      const run = () =>
        new Promise<void>((finished) => {
          stopWaiting();
          this.#running += 1;
          this.#runningMs += cost;
          const started = performance.now();
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            this.#running -= 1;
            this.#runningMs -= cost;
            this.#learn(kind, performance.now() - started);
            finished();
          });
        });
      this.#queue.add(run, { signal: cancel.signal }).catch(() => {
        stopWaiting();
        resolve(undefined);
      });
    });
  }

  #learn(kind: string, elapsedMs: number) {
    const previous = this.#serviceMs.get(kind);
    this.#serviceMs.set(kind, previous === undefined ? elapsedMs : previous + SMOOTHING * (elapsedMs - previous));
    this.#overallMs += SMOOTHING * (elapsedMs - this.#overallMs);
  }
}
