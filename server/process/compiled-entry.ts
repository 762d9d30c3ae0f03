import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { BUNDLE_FILE, codeCacheFile, processRole, trainingCacheFile, WRITE_CODE_CACHE_ENV } from './code-cache.ts';
import { forkEarlyWorker } from './early-worker.ts';

/**
 * What `npm start` runs (BUILD_DIR/node/main.js, compiled by scripts/build-server.ts). The server
 * and the app's server build are one CommonJS file, server.cjs, which V8 compiles from the code
 * cache the build made by starting it (`server.<role>.cache`, one per kind of process): Node 20
 * has no code cache for ES modules (no `module.enableCompileCache`), and compiling ~10 MB of
 * JavaScript at every start, each function again on its first call, was a quarter of a worker's
 * cold start. A cache V8 refuses (another Node, other V8 flags) only costs that time again. With
 * --enable-source-maps Node loads server.cjs itself, without the cache, to map stack traces.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const bundleFile = path.join(here, BUNDLE_FILE);
const role = processRole(cluster.isPrimary, process.env, process.argv, os.availableParallelism());
// Before this process loads anything: the first worker starts now, not after the primary's own start.
if (role === 'primary') forkEarlyWorker();

const requireFromDisk = createRequire(bundleFile);
if (process.sourceMapsEnabled) {
  // --enable-source-maps: Node maps the stack traces of what it loads itself, not of a vm.Script.
  requireFromDisk(bundleFile);
} else {
  // The build writes server.cjs in ASCII alone (ascii-source.ts), so Latin-1 reads it as UTF-8
  // would, in a third of the time (no decoding: one byte a character).
  const source = fs.readFileSync(bundleFile, 'latin1');
  const cachedData = readIfExists(path.join(here, codeCacheFile(role)));
  // Node's CommonJS wrapper.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: bundleFile, cachedData });
  if (process.env[WRITE_CODE_CACHE_ENV] === '1') {
    process.once('exit', () => fs.writeFileSync(path.join(here, trainingCacheFile(role, process.pid)), script.createCachedData()));
  }
  const bundle = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void).call(bundle.exports, bundle.exports, requireFromDisk, bundle, bundleFile, here);
}

function readIfExists(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}
