/** A worker that exits sooner than this after it started failed "quickly" (at start-up, most likely). */
export const QUICK_FAILURE_MS = 10_000;
/** After this many quick failures in a row the primary gives up instead of looping hot. */
export const MAX_QUICK_FAILURES = 5;
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;

export type RestartDecision = { action: 'restart'; delayMs: number } | { action: 'give-up'; failures: number };

/**
 * When to replace a worker that died: at once after a long life, then with a doubling back-off
 * while workers keep dying quickly; after MAX_QUICK_FAILURES quick failures in a row, give up.
 * A worker that lived past QUICK_FAILURE_MS starts the count again.
 */
export class RestartPolicy {
  private quickFailures = 0;

  constructor(
    private readonly quickFailureMs = QUICK_FAILURE_MS,
    private readonly maxQuickFailures = MAX_QUICK_FAILURES,
  ) {}

  /** Decides on a worker's exit, given how long it ran (ms). */
  onExit(uptimeMs: number): RestartDecision {
    if (uptimeMs >= this.quickFailureMs) {
      this.quickFailures = 0;
      return { action: 'restart', delayMs: 0 };
    }
    this.quickFailures += 1;
    if (this.quickFailures >= this.maxQuickFailures) return { action: 'give-up', failures: this.quickFailures };
    return { action: 'restart', delayMs: Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (this.quickFailures - 1)) };
  }
}
