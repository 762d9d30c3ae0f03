import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { UNBUNDLED_PARSER_PACKAGES } from '../server/mediawiki/wikitext/unbundled-packages.ts';

/**
 * Packages left to node_modules: native addons, the React packages the app build (BUILD_DIR/server)
 * imports too (one copy of React and React Router, or their contexts would not match), and the
 * big ones loaded only on demand. Everything else is bundled: resolving and reading the hundreds
 * of files of fastify, kysely, zod and their dependencies was most of a cold start.
 */
const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  'react',
  'react-dom',
  'react-router',
  '@react-router/*',
  '@aws-sdk/*',
  'redis',
  'file-type',
  // The MediaWiki parser's optional packages (lint, language server), which a parse never loads.
  ...UNBUNDLED_PARSER_PACKAGES,
];

/**
 * Compiles the server to plain JavaScript, outdir/main.js (what `npm start` runs), split so that
 * each process loads only what it uses (the primary never loads the web app, a worker never the
 * seeding code). Answers the bytes written, source maps included.
 */
export async function compileServer(outdir: string): Promise<number> {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: path.join(import.meta.dirname, '..', 'server', 'main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages require Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}

// `npm run build`: into BUILD_DIR/node.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outdir = path.resolve(process.env.BUILD_DIR ?? 'build', 'node');
  const started = Date.now();
  const bytes = await compileServer(outdir);
  console.log(`server compiled to ${path.relative(process.cwd(), outdir)}/main.js (${(bytes / 1024).toFixed(0)} KB with source maps) in ${Date.now() - started} ms`);
}
