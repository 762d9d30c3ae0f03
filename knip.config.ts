import type { KnipConfig } from 'knip';

/**
 * knip, in `npm run lint`: fails on a package that package.json declares and no file uses, and on
 * one a file imports that package.json does not declare (or that does not resolve).
 *
 * Only those checks: unused files and exports are not checked (knip finds a few hundred, most of
 * them names kept for tests and benches; clearing them is its own piece of work).
 *
 * Entry points: knip's react-router plugin reads app/routes.ts (routes, app/root.tsx,
 * entry.client/server.tsx), its vitest and playwright plugins the test configs, and package.json's
 * scripts the server and command-line entries; the entries below are the files nothing else names.
 */
const config: KnipConfig = {
  include: ['dependencies', 'unlisted', 'unresolved', 'binaries'],
  entry: [
    'server/main.ts',
    'server/cli/*.ts',
    'scripts/*.ts',
    'bench/*.ts',
    // Fault tests run alone (own PostgreSQL cluster, own redis-server): vitest's default include
    // finds them, listed here so a change there never hides them from knip.
    'tests/faults/*.ts',
    // The service worker, bundled on its own by scripts/vite-service-worker.ts.
    'app/service-worker/service-worker.ts',
  ],
  project: ['{app,server,shared,tests,bench,scripts}/**/*.{ts,tsx,mjs}', '*.ts'],
  ignoreBinaries: [
    // Programs from Debian's packages (or a global install), found on the PATH by the benches and
    // tests that use them, which skip or say what to install when one is missing: not npm packages.
    'lighthouse',
    'wrk',
    'php',
    'pg_config',
    'redis-server',
    'varnishd',
  ],
};

export default config;
