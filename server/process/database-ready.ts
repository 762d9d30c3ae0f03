import cluster from 'node:cluster';

/**
 * The primary forks the workers before it migrates the database, so that they load their code
 * while it works; a worker asks whether the database is ready and serves only once it is. Asked
 * rather than announced: a message sent before the worker listens for it would be lost. The
 * answer carries the worker's settings (its environment as the primary would have forked it):
 * the first worker is forked before the primary has read the configuration (early-worker.ts).
 */
const ASK = 'almanac:database-ready?';
const READY = 'almanac:database-ready';

interface ReadyMessage {
  kind: typeof READY;
  env: Record<string, string>;
}

const isReady = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === READY;

/**
 * In a worker: resolves once the primary says the database is migrated (at once if it already
 * was), with the worker's settings put into process.env.
 */
export function databaseReady(): Promise<void> {
  return new Promise((resolve) => {
    // The primary gone before it answered (it could not read its configuration, say): nothing to serve.
    const onDisconnect = () => process.exit(1);
    const onMessage = (message: unknown) => {
      if (!isReady(message)) return;
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      Object.assign(process.env, message.env);
      resolve();
    };
    process.on('message', onMessage);
    process.once('disconnect', onDisconnect);
    process.send?.(ASK);
  });
}

/** In the primary: answers the workers' question, once `ready()` was called, each with its settings. */
export function answerDatabaseReady(settingsOf: (workerId: number) => Record<string, string>) {
  let ready = false;
  const waiting = new Set<number>();
  const tell = (id: number) => cluster.workers?.[id]?.send({ kind: READY, env: settingsOf(id) } satisfies ReadyMessage);
  cluster.on('message', (worker, message) => {
    if (message !== ASK) return;
    if (ready) tell(worker.id);
    else waiting.add(worker.id);
  });
  return {
    ready() {
      ready = true;
      for (const id of waiting) tell(id);
      waiting.clear();
    },
  };
}
