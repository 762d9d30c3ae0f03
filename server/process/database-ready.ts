import cluster from 'node:cluster';

/**
 * The primary forks the workers before it migrates the database, so that they load their code
 * while it works; a worker asks whether the database is ready and serves only once it is. Asked
 * rather than announced: a message sent before the worker listens for it would be lost.
 */
const ASK = 'almanac:database-ready?';
const READY = 'almanac:database-ready';

/** In a worker: resolves once the primary says the database is migrated (at once if it already was). */
export function databaseReady(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== READY) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.(ASK);
  });
}

/** In the primary: answers the workers' question, once `ready()` was called. */
export function answerDatabaseReady() {
  let isReady = false;
  const waiting = new Set<number>();
  const tell = (id: number) => cluster.workers?.[id]?.send(READY);
  cluster.on('message', (worker, message) => {
    if (message !== ASK) return;
    if (isReady) tell(worker.id);
    else waiting.add(worker.id);
  });
  return {
    ready() {
      isReady = true;
      for (const id of waiting) tell(id);
      waiting.clear();
    },
  };
}
