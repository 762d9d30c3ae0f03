import crypto from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_URL } from '../shared/offline-protocol.ts';

const SOURCE = path.join(import.meta.dirname, '..', 'app', 'service-worker', 'service-worker.ts');

/**
 * Bundles the service worker (app/service-worker/) with esbuild into the client build's root as
 * /sw.js, once the client bundle is written. Its version is a fingerprint of the bundle's file
 * names (their content hashes): a deploy that changes any asset is a new worker, with caches of
 * its own, and the old ones deleted (README, Installable and offline).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'almanac:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) throw new Error('service-worker: the client build has no output folder');
      const version = crypto.createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      const precache = readerAssets(bundle);
      const bytes = precache.reduce((sum, name) => sum + sizeOf(bundle[name]), 0);
      console.log(`service worker: ${precache.length} reader assets to keep (${(bytes / 1024).toFixed(0)} KB before compression)`);
      await build({
        entryPoints: [SOURCE],
        outfile: path.join(outDir, SERVICE_WORKER_URL.slice(1)),
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        // Workbox leaves its development logging out in production builds.
        define: {
          __ALMANAC_SW_VERSION__: JSON.stringify(version),
          __ALMANAC_SW_PRECACHE__: JSON.stringify(precache.map((name) => `/${name}`)),
          'process.env.NODE_ENV': '"production"',
        },
        legalComments: 'none',
        logLevel: 'warning',
      });
    },
  };
}

type Bundle = Parameters<NonNullable<Extract<Plugin['writeBundle'], (...args: never[]) => unknown>>>[1];
type Output = Bundle[string];

/** Modules a reader never runs: the editor, the console, the contributing and moderation pages. */
const NOT_READING = /\/app\/(routes\/(admin|words)\/|features\/(editor|operator|contributing)\/)|\/app\/routes\/(account-center|reports)\.tsx/;
/** Where a reader's code starts: the client entry, the root and the reader routes. */
// React Router names its route modules with a query (?__react-router-build-client-route).
const READING_ROOTS = /\/app\/(entry\.client\.tsx|root\.tsx|routes\/[^/]+\.tsx|features\/[^/]+\/[^/]+\.data\.ts)(\?.*)?$/;

/**
 * The scripts and styles a reader's pages may load, all of them at once, dynamic imports included
 * (a widget's code, the toaster, a carousel): kept when the worker installs, so that a saved page
 * whose parts load late still finds their code offline. The editor's and the console's are left out.
 */
function readerAssets(bundle: Bundle): string[] {
  const kept = new Set<string>();
  const visit = (name: string) => {
    const output = bundle[name];
    if (!output || kept.has(name) || output.type !== 'chunk') return;
    if (output.facadeModuleId && NOT_READING.test(output.facadeModuleId)) return;
    kept.add(name);
    for (const css of output.viteMetadata?.importedCss ?? []) kept.add(css);
    for (const next of [...output.imports, ...output.dynamicImports]) visit(next);
  };
  for (const [name, output] of Object.entries(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId && READING_ROOTS.test(output.facadeModuleId) && !NOT_READING.test(output.facadeModuleId)) visit(name);
  }
  return [...kept].sort();
}

function sizeOf(output: Output | undefined): number {
  if (!output) return 0;
  return output.type === 'chunk' ? output.code.length : typeof output.source === 'string' ? output.source.length : output.source.byteLength;
}
