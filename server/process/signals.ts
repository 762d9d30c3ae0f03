/** How long a graceful stop may take before the process is forced down. */
export const STOP_TIMEOUT_MS = 10_000;

/**
 * SIGTERM or SIGINT starts a graceful stop; a second signal (an impatient operator), or the stop
 * taking longer than timeoutMs, forces it.
 */
export function onStopSignals(stop: (signal: NodeJS.Signals) => Promise<void> | void, force: (reason: string) => void, timeoutMs = STOP_TIMEOUT_MS) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      force(`a second ${signal}`);
      return;
    }
    stopping = true;
    setTimeout(() => force(`still stopping after ${timeoutMs / 1000} s`), timeoutMs).unref();
    void stop(signal);
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
