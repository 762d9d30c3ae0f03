import cluster from 'node:cluster';

/**
 * The server's entry: `npm start` runs it compiled (BUILD_DIR/node/main.js), `npm run dev` with
 * tsx. The first process prepares the database and forks the workers (server/process/); a
 * worker serves. Everything else is imported on demand, so a process loads only its own part.
 */
if (cluster.isPrimary) {
  const { runPrimary } = await import('./process/primary.ts');
  await runPrimary(process.argv.includes('--dev'));
} else {
  const { runWorker } = await import('./process/worker.ts');
  await runWorker();
}
