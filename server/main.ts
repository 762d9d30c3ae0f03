import cluster from 'node:cluster';
import { databaseReady } from './process/database-ready.ts';

/**
 * The server's entry: `npm start` runs it compiled (BUILD_DIR/node/main.js, a CommonJS bundle:
 * no top-level await). The first process prepares the database and forks the workers
 * (server/process/); a worker serves. Everything else is imported on demand, so a process runs
 * only its own part. `--dev` serves the last build in one process; `npm run dev` is another
 * entry, server/dev/main.ts (Vite's dev server, no build), kept out of this one so that the
 * compiled bundle never holds Vite.
 */
if (cluster.isPrimary) {
  void import('./process/primary.ts').then(({ runPrimary }) => runPrimary(process.argv.includes('--dev')));
} else {
  // Asked before the worker's code loads, so the primary's answer is waiting once it has.
  const ready = databaseReady();
  void import('./process/worker.ts').then(({ runWorker }) => runWorker(ready));
}
