import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compiledBuildDir, CONVERTER_WORKER_FILE } from '../../../process/code-cache.ts';
import { loadConverter, loadScanner, pageConverter } from './page-converter.ts';
import type { ConvertJob, ConvertOutcome, ConverterSetup } from './protocol.ts';

/** Converts batches of pages: spread over worker threads, or in this thread with no workers. */
export interface ConverterPool {
  convert(jobs: ConvertJob[]): Promise<ConvertOutcome[]>;
  close(): Promise<void>;
}

/** The module of the real converter (server/mediawiki/wikitext). */
export const WIKITEXT_CONVERTER = new URL('../../wikitext/index.ts', import.meta.url).href;

/** Splits jobs into `parts` groups of about equal text size (largest first, each to the lightest group). */
function share(jobs: ConvertJob[], parts: number): ConvertJob[][] {
  const groups = Array.from({ length: parts }, () => ({ jobs: [] as ConvertJob[], size: 0 }));
  for (const job of [...jobs].sort((a, b) => b.text.length - a.text.length)) {
    const lightest = groups.reduce((best, group) => (group.size < best.size ? group : best));
    lightest.jobs.push(job);
    lightest.size += job.text.length + 200;
  }
  return groups.map((group) => group.jobs);
}

/**
 * The worker's script: the one the build wrote beside the compiled server, or, from source (or
 * with another converter, as tests give), bundled now with esbuild (about a second).
 */
async function workerSource(converterModule: string): Promise<string> {
  const compiled = compiledBuildDir();
  if (compiled && converterModule === WIKITEXT_CONVERTER) return fs.readFile(path.join(compiled, CONVERTER_WORKER_FILE), 'utf8');
  const { converterWorkerSource } = await import('./worker-bundle.ts');
  return converterWorkerSource(converterModule);
}

function startWorker(source: string, setup: ConverterSetup): Promise<Worker> {
  const worker = new Worker(source, { eval: true, workerData: setup });
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(new Error(`The conversion worker did not start: ${error.message}`));
    worker.once('error', failed);
    worker.once('message', () => {
      worker.off('error', failed);
      resolve(worker);
    });
  });
}

/** A pool of `workers` threads (0: convert in this thread). */
export async function createConverterPool(setup: ConverterSetup, workers: number): Promise<ConverterPool> {
  if (workers <= 0) {
    const convert = pageConverter(setup, await loadConverter(setup.converterModule), await loadScanner());
    return { convert: async (jobs) => jobs.map(convert), close: async () => {} };
  }
  const source = await workerSource(setup.converterModule);
  const threads = await Promise.all(Array.from({ length: workers }, () => startWorker(source, setup)));
  let nextId = 1;
  const run = (worker: Worker, jobs: ConvertJob[]) =>
    new Promise<ConvertOutcome[]>((resolve, reject) => {
      if (jobs.length === 0) return resolve([]);
      const id = nextId++;
      const onMessage = (message: { id: number; results: ConvertOutcome[] }) => {
        if (message.id !== id) return;
        cleanup();
        resolve(message.results);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(new Error(`A conversion worker failed: ${error.message}`));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`A conversion worker stopped (exit code ${code})`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage({ id, jobs });
    });
  return {
    async convert(jobs) {
      const parts = share(jobs, threads.length);
      const results = await Promise.all(parts.map((part, index) => run(threads[index]!, part)));
      const byKey = new Map(results.flat().map((outcome) => [outcome.key, outcome]));
      return jobs.map((job) => byKey.get(job.key)!);
    },
    async close() {
      await Promise.all(threads.map((worker) => worker.terminate()));
    },
  };
}
