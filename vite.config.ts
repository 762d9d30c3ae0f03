import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { localeCatalogues, localeChunks } from './scripts/vite-locale-catalogues.ts';
import { shellChunks } from './scripts/vite-shell-chunks.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';
import { UNBUNDLED_PARSER_PACKAGES } from './server/mediawiki/wikitext/unbundled-packages.ts';

/** React, React DOM and React Router: one long-cached file every page needs. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * The server build bundles the packages the app imports, but React, React DOM and React Router,
 * which it shares with the server (one copy, or their contexts would not match). Left to
 * node_modules, they were hundreds of files (kysely, zod, radix, dnd-kit...) resolved, read and
 * compiled at every process start (~260 ms of CPU per worker).
 */
const SSR_SHARED = ['react', 'react-dom', 'react-router', '@react-router/node'];
/**
 * Left out as the compiled server leaves them out (scripts/build-server.ts): the wikitext parser's
 * optional packages, which a page converted on read (server/mediawiki/import/convert/on-demand.ts,
 * reached from the entry-page readers the app's loaders import) never loads.
 */
const SSR_EXTERNAL = [...SSR_SHARED, ...UNBUNDLED_PARSER_PACKAGES];

export default defineConfig(({ command, isSsrBuild }) => {
  const shell = shellChunks();
  return {
    plugins: [reactRouter(), precompressAssets(), shell.plugin, localeCatalogues(), localeChunks(), serviceWorker()],
    // The dev server (server/dev/) leaves every package to Node, as Vite does by default: its
    // module runner evaluates what it bundles as ES modules, and CommonJS packages fail there.
    ssr: command === 'build' ? { noExternal: true, external: SSR_EXTERNAL } : {},
    build: {
      target: 'es2022',
      // BUILD_DIR/client/.vite/manifest.json: which chunks each route loads (scripts/first-view-report.ts reads pages instead).
      manifest: !isSsrBuild,
      sourcemap: process.env.ANALYZE === '1',
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [{ name: 'framework', test: FRAMEWORK, priority: 30 }, ...shell.groups],
              },
            },
          },
    },
  };
});
