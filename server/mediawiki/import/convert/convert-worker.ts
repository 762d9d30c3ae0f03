import { parentPort, workerData } from 'node:worker_threads';
import type { WikitextToEntryDoc } from '../../wikitext/types.ts';
import { pageConverter, type WikitextScanner } from './page-converter.ts';
import type { ConvertJob, ConverterSetup } from './protocol.ts';

/**
 * A conversion worker thread (bundled with its converter by worker-bundle.ts): set up once from
 * workerData, then converts the jobs it is sent.
 */
export function serveConversions(wikitextToEntryDoc: WikitextToEntryDoc, scanWikitext: WikitextScanner): void {
  const convert = pageConverter(workerData as ConverterSetup, wikitextToEntryDoc, scanWikitext);
  parentPort!.on('message', (message: { id: number; jobs: ConvertJob[] }) => {
    const results = message.jobs.map(convert);
    parentPort!.postMessage({ id: message.id, results });
  });
  parentPort!.postMessage({ ready: true });
}
