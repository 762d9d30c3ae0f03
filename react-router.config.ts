import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets several builds live side by side (the server reads the same variable).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // `npm run dev`: Vite pre-bundles the dependencies of the client entry and every route when it
  // starts, not as a first visit finds them (a dependency found late fails that visit's modules
  // with "504 Outdated Optimize Dep" before Vite's client is up to reload the page).
  future: { unstable_optimizeDeps: true },
} satisfies Config;
