import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { UNBUNDLED_PARSER_PACKAGES } from '../server/mediawiki/wikitext/unbundled-packages.ts';
import { WIKITEXT_CONVERTER } from '../server/mediawiki/import/convert/converter-pool.ts';
import { converterWorkerSource } from '../server/mediawiki/import/convert/worker-bundle.ts';
import { asciiOnly } from '../server/process/ascii-source.ts';
import { BUNDLE_FILE, codeCacheFile, COMPILED_COMMANDS, CONVERTER_WORKER_FILE, WRITE_CODE_CACHE_ENV, type ProcessRole } from '../server/process/code-cache.ts';
import { freePort } from '../tests/support/free-port.ts';

const root = path.join(import.meta.dirname, '..');

/**
 * React's packages: bundled with the app build, or both the server and the app build import them
 * from node_modules (one copy, or their contexts would not match).
 */
const REACT = ['react', 'react-dom', 'react-router', '@react-router/*'];

/**
 * Packages left to node_modules: native addons and the big ones loaded only on demand.
 * Everything else is bundled: resolving and reading the hundreds of files of fastify, kysely,
 * zod and their dependencies was most of a cold start.
 */
const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  '@redis/client',
  'file-type',
  // Only the build bundles the conversion worker with it (the compiled commands read the result).
  'esbuild',
  // The MediaWiki parser's optional packages (lint, language server), which a parse never loads.
  ...UNBUNDLED_PARSER_PACKAGES,
];

/**
 * The top of server.cjs. Its `import()`s became `require`s: a file URL is read from disk (Node 20
 * requires ES modules), but the app's server build is the copy compiled into the bundle, with
 * React's packages, and an app build from anywhere else would bring a second React.
 */
const BANNER = `globalThis.__almanacCompiledDir = __dirname;
var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;
require = ((fromDisk) => Object.assign((id) => {
  if (typeof id !== 'string' || !id.startsWith('file:')) return fromDisk(id);
  const file = require('node:url').fileURLToPath(id);
  const app = module.exports.appBuild;
  if (!app) return fromDisk(file);
  if (file === app.file && require('node:fs').statSync(file, { throwIfNoEntry: false })?.mtimeMs === app.mtimeMs) return app.load();
  throw new Error(file + ' is not the app build this server was compiled with (' + app.file + ' as it was then): run npm run build');
}, fromDisk))(require);`;

export interface CompileOptions {
  /**
   * The app build (BUILD_DIR) to compile into the bundle, whose pages the training start renders
   * to make the code cache. Without it the server loads the app from BUILD_DIR at run time and
   * has no code cache.
   */
  appBuildDir?: string;
}

/**
 * Compiles the server to plain JavaScript: outdir/server.cjs, one CommonJS file with the app's
 * server build in it, and outdir/main.js (what `npm start` runs, server/process/compiled-entry.ts),
 * which compiles server.cjs with V8's code cache. One file because Node 20 caches the compiled
 * code of a script, never of ES modules; `import()`s became `require`s, each module still run
 * only when first imported (a primary never runs the web app, a worker never the seeding code).
 * With an app build, starts the server once (training) to make the code cache. Answers the bytes
 * written, source maps and caches included.
 */
export async function compileServer(outdir: string, options: CompileOptions = {}): Promise<number> {
  fs.rmSync(outdir, { recursive: true, force: true });
  const appBuildFile = options.appBuildDir && path.resolve(options.appBuildDir, 'server', 'index.js');
  const embedApp = appBuildFile !== undefined && fs.existsSync(appBuildFile);
  const entry = [
    embedApp
      ? `exports.appBuild = { file: require('node:path').join(__dirname, ${JSON.stringify(path.relative(outdir, appBuildFile))}), mtimeMs: ${fs.statSync(appBuildFile).mtimeMs}, load: () => require(${JSON.stringify(appBuildFile)}) };`
      : '',
    `require(${JSON.stringify(path.join(root, 'server', 'main.ts'))});`,
  ].join('\n');
  const server = await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'compiled-server.js', loader: 'js' },
    outfile: path.join(outdir, BUNDLE_FILE),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: embedApp ? EXTERNAL : [...EXTERNAL, ...REACT],
    // import() becomes require() (Node 20 requires ES modules too): V8 refuses a dynamic import
    // from a script compiled out of a code cache.
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__importMetaUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
    banner: { js: BANNER },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const loader = await build({
    entryPoints: { main: path.join(root, 'server', 'process', 'compiled-entry.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
  });
  // The commands the server starts (the console's MediaWiki import), and the import's worker.
  const commands = await build({
    entryPoints: Object.fromEntries(COMPILED_COMMANDS.map((name) => [name, path.join(root, 'server', 'cli', `${name}.ts`)])),
    outdir: path.join(outdir, 'cli'),
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: [...EXTERNAL, ...REACT],
    define: { 'import.meta.url': '__importMetaUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
    banner: {
      js: `globalThis.__almanacCompiledDir = require('node:path').dirname(__dirname);\nvar __importMetaUrl = require('node:url').pathToFileURL(__filename).href;`,
    },
    metafile: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(outdir, CONVERTER_WORKER_FILE), await converterWorkerSource(WIKITEXT_CONVERTER));
  for (const file of [
    path.join(outdir, BUNDLE_FILE),
    path.join(outdir, CONVERTER_WORKER_FILE),
    ...Object.keys(commands.metafile.outputs)
      .filter((name) => name.endsWith('.cjs'))
      .map((name) => path.resolve(name)),
  ]) {
    fs.writeFileSync(file, asciiOnly(fs.readFileSync(file, 'utf8')));
  }
  if (embedApp) {
    await trainCodeCache(outdir, options.appBuildDir!).catch((error: unknown) => {
      // The server runs without a cache, only slower to start: not worth failing the build for.
      for (const name of fs.readdirSync(outdir)) if (name.endsWith('.cache')) fs.rmSync(path.join(outdir, name));
      console.warn(`No code cache for the compiled server (it will start slower): ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const cacheBytes = fs
    .readdirSync(outdir)
    .filter((name) => name.endsWith('.cache'))
    .reduce((sum, name) => sum + fs.statSync(path.join(outdir, name)).size, 0);
  const workerBytes = fs.statSync(path.join(outdir, CONVERTER_WORKER_FILE)).size;
  return (
    workerBytes + [server, loader, commands].flatMap((result) => Object.values(result.metafile.outputs)).reduce((sum, output) => sum + output.bytes, cacheBytes)
  );
}

/** Pages the training starts ask for, on an empty database: a page, a page not found, the API. */
const TRAINING_PATHS = ['/', '/healthz', '/no-such-edition/', '/api/v1/editions', '/'];

/**
 * Starts the compiled server on a fresh SQLite database (no seed), with two workers and then in
 * one process, asks each for a few pages and stops it: every process writes the code V8 compiled
 * for it. Of each kind of process the biggest cache is kept (the worker that rendered the pages).
 */
async function trainCodeCache(outdir: string, buildDir: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-code-cache-'));
  try {
    for (const workers of [2, 1])
      await trainingStart(outdir, { [WRITE_CODE_CACHE_ENV]: '1', WEB_CONCURRENCY: String(workers), DATA_DIR: dataDir, BUILD_DIR: buildDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const role of ['primary', 'worker', 'single'] satisfies ProcessRole[]) {
    const written = fs.readdirSync(outdir).filter((name) => name.startsWith(`server.${role}.`) && name.endsWith('.cache'));
    const biggest = written.sort((a, b) => fs.statSync(path.join(outdir, b)).size - fs.statSync(path.join(outdir, a)).size)[0];
    for (const name of written) {
      if (name === biggest) fs.renameSync(path.join(outdir, name), path.join(outdir, codeCacheFile(role)));
      else fs.rmSync(path.join(outdir, name));
    }
  }
}

async function trainingStart(outdir: string, settings: Record<string, string>) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), SEED: 'none', LOG_LEVEL: 'warn', ...settings };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'S3_BUCKET', 'NODE_ENV', 'NODE_OPTIONS']) delete env[name];
  const child = spawn(process.execPath, [path.join(outdir, 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const started = Date.now();
    for (const pathname of TRAINING_PATHS) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the training start of the compiled server exited (code ${child.exitCode})`);
        const status = await fetch(`http://127.0.0.1:${port}${pathname}`).then(
          (response) => response.arrayBuffer().then(() => response.status),
          () => 0,
        );
        // Not up yet, or refusing while busy (overload protection): ask again.
        if (status !== 0 && status !== 503) break;
        if (Date.now() - started > 60_000) throw new Error('the training start of the compiled server did not answer in 60 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`the training start of the compiled server stopped with exit code ${code}`);
  } finally {
    child.kill('SIGKILL');
  }
}

// `npm run build`: into BUILD_DIR/node, with the app build of BUILD_DIR.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const outdir = path.join(buildDir, 'node');
  const started = Date.now();
  const bytes = await compileServer(outdir, { appBuildDir: buildDir });
  console.log(
    `server compiled to ${path.relative(process.cwd(), outdir)}/main.js (${(bytes / 1024).toFixed(0)} KB with source maps and code caches) in ${Date.now() - started} ms`,
  );
}
