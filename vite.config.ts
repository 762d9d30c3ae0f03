import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/vite-precompress.ts';
import { shellChunks } from './scripts/vite-shell-chunks.ts';

/** React, React DOM and React Router: one long-cached file every page needs. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => {
  const shell = shellChunks();
  return {
    plugins: [reactRouter(), precompressAssets(), shell.plugin],
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
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 30 },
                  ...shell.groups,
                ],
              },
            },
          },
    },
  };
});
