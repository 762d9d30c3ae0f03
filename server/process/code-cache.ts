/**
 * The compiled server's files (scripts/build-server.ts writes them, compiled-entry.ts reads them):
 * one CommonJS bundle and, per kind of process, the V8 code cache of a training start.
 */
export const BUNDLE_FILE = 'server.cjs';
/** A cluster's primary and its workers, or the one process that does both (WEB_CONCURRENCY=1). */
export type ProcessRole = 'primary' | 'worker' | 'single';
export const codeCacheFile = (role: ProcessRole) => `server.${role}.cache`;
/** What one process of the training start writes as it exits (the build keeps one per role). */
export const trainingCacheFile = (role: ProcessRole, pid: number) => `server.${role}.${pid}.cache`;
/** Set for the build's training start: each process writes what V8 compiled as it exits. */
export const WRITE_CODE_CACHE_ENV = 'ALMANAC_WRITE_CODE_CACHE';

/**
 * The kind of process this is about to be, for its code cache: as the configuration will decide
 * (server/config/env.ts: WEB_CONCURRENCY, by default one worker per CPU), but read before it is
 * loaded. A wrong guess costs only time.
 */
export function processRole(isPrimary: boolean, env: NodeJS.ProcessEnv, argv: string[], cpus: number): ProcessRole {
  if (!isPrimary) return 'worker';
  const single = argv.includes('--dev') || (env.WEB_CONCURRENCY ? Number(env.WEB_CONCURRENCY) === 1 : cpus === 1);
  return single ? 'single' : 'primary';
}

/** The prebuilt MediaWiki conversion worker (one script, run by worker threads from its text). */
export const CONVERTER_WORKER_FILE = 'mediawiki-converter.cjs';
/** The commands compiled beside the server (`cli/<name>.cjs`): those the server itself starts. */
export const COMPILED_COMMANDS = ['import-mediawiki'] as const;
export type CompiledCommand = (typeof COMPILED_COMMANDS)[number];

/**
 * The folder of the compiled server (BUILD_DIR/node) when this code runs from it, as the
 * bundles' banner records it; undefined when it runs from source (tsx, tests).
 */
export function compiledBuildDir(): string | undefined {
  return (globalThis as { __almanacCompiledDir?: string }).__almanacCompiledDir;
}
