import { parentPort, workerData } from 'node:worker_threads';
import { pageConverter } from './page-converter.ts';
import type { ConvertJob, ConverterSetup } from './protocol.ts';

/** A conversion worker thread: set up once from workerData, then converts the jobs it is sent. */
const convert = await pageConverter(workerData as ConverterSetup);
parentPort!.on('message', (message: { id: number; jobs: ConvertJob[] }) => {
  const results = message.jobs.map(convert);
  parentPort!.postMessage({ id: message.id, results });
});
parentPort!.postMessage({ ready: true });
