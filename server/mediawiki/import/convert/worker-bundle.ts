import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { UNBUNDLED_PARSER_PACKAGES } from '../../wikitext/unbundled-packages.ts';

const WORKER = fileURLToPath(new URL('./convert-worker.ts', import.meta.url));
const SCANNER = fileURLToPath(new URL('../../wikitext/scan.ts', import.meta.url));

/**
 * The source of a conversion worker thread: convert-worker.ts with the converter module and
 * wikiparser-node bundled into one script (built in about a second, kept in memory). Bundled,
 * wikiparser-node parses ~20% faster: its hundreds of lazy require() calls inside the parse (one
 * per parsing stage per token) become plain function calls instead of Node's module resolution
 * (and tsx's, which a worker started through tsx adds to each of them).
 */
export async function converterWorkerSource(converterModule: string): Promise<string> {
  const converter = converterModule.startsWith('file:') ? fileURLToPath(converterModule) : converterModule;
  const result = await build({
    stdin: {
      contents: `import { serveConversions } from ${JSON.stringify(WORKER)};\nimport { wikitextToEntryDoc } from ${JSON.stringify(converter)};\nimport { scanWikitext } from ${JSON.stringify(SCANNER)};\nserveConversions(wikitextToEntryDoc, scanWikitext);\n`,
      resolveDir: path.dirname(WORKER),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    // A worker started from source text (eval) runs it as CommonJS.
    format: 'cjs',
    target: 'node20',
    external: UNBUNDLED_PARSER_PACKAGES,
    // wikiparser-node guards its brace pass against running out of heap with process.memoryUsage()
    // on every match: a /proc read each time (~6% of a parse). The same guard on V8's heap figure alone.
    define: { 'process.memoryUsage': 'globalThis.__almanacHeapUsage' },
    banner: { js: `globalThis.__almanacHeapUsage = () => ({ heapUsed: require('node:v8').getHeapStatistics().used_heap_size });` },
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}
