import { Worker } from 'node:worker_threads';
import type { FromReader, ReaderSetup, ToReader } from './protocol.ts';
import { addTally, emptyTally, type Tally } from './tally.ts';

/** The readers of a run: load threads, each driving its share of the connections. */
export interface ReaderPool {
  /** Sets the pages (most popular first) for the runs after. */
  setPaths(paths: string[]): Promise<void>;
  /** Reads for `seconds` over `connections` connections spread over the targets (origins); answers the sum of the threads' tallies. */
  run(connections: number, targets: string[], seconds: number): Promise<{ tally: Tally; seconds: number }>;
  /** Reads every page in both layouts once at each target (at most `seconds`), as a crawler would. */
  crawl(connections: number, targets: string[], seconds: number): Promise<{ tally: Tally; seconds: number }>;
  close(): Promise<void>;
}

/**
 * The thread's module is TypeScript: each thread registers tsx before importing it (a worker does
 * not inherit `--import tsx` on Node 20).
 */
function startThread(setup: ReaderSetup): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const module = new URL('./reader-thread.ts', import.meta.url).href;
  const source = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module)}); });`;
  return new Worker(source, { eval: true, workerData: setup });
}

function nextMessage(worker: Worker): Promise<FromReader> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromReader) => {
      worker.off('error', onError);
      resolve(message);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
  });
}

export async function startReaderPool(threads: number): Promise<ReaderPool> {
  const workers = Array.from({ length: threads }, () => startThread({ paths: ['/'] }));
  await Promise.all(workers.map(nextMessage));
  return {
    async setPaths(paths) {
      await Promise.all(
        workers.map((worker) => {
          const ready = nextMessage(worker);
          worker.postMessage({ type: 'paths', paths } satisfies ToReader);
          return ready;
        }),
      );
    },
    run: (connections, targets, seconds) => read(connections, targets, seconds, false),
    crawl: (connections, targets, seconds) => read(connections, targets, seconds, true),
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };

  async function read(connections: number, targets: string[], seconds: number, crawl: boolean) {
    const parsed = targets.map((target) => {
      const url = new URL(target);
      return { host: url.hostname, port: Number(url.port) };
    });
    // Connections shared out as evenly as the threads allow; each thread's first connection
    // continues the target rotation where the thread before left it.
    const shares = workers.map((_, index) => Math.floor(connections / workers.length) + (index < connections % workers.length ? 1 : 0));
    let offset = 0;
    const answers = await Promise.all(
      workers.map((worker, index) => {
        const share = shares[index]!;
        const message: ToReader = {
          type: 'run',
          connections: share,
          offset,
          targets: parsed,
          durationMs: seconds * 1000,
          crawl: crawl ? { index, of: workers.length } : undefined,
        };
        offset += share;
        if (share === 0) return Promise.resolve<FromReader>({ type: 'done', tally: emptyTally(), seconds: 0 });
        const done = nextMessage(worker);
        worker.postMessage(message);
        return done;
      }),
    );
    const tally = emptyTally();
    let longest = 0;
    for (const answer of answers) {
      if (answer.type !== 'done') throw new Error(`a load thread answered ${answer.type}`);
      addTally(tally, answer.tally);
      longest = Math.max(longest, answer.seconds);
    }
    return { tally, seconds: longest };
  }
}
